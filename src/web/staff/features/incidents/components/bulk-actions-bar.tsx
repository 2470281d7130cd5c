import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BulkIncidentAction, BulkIncidentRequest } from '@shared/incidents/bulk-schema';
import { incidentStatuses, type IncidentStatus } from '@shared/incidents/status';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { Checkbox } from '@/components/ui/checkbox';
import { BulkActionsBar, type BulkChoice, type BulkKind } from '@/staff/components/bulk-actions-bar';
import { useStaffDirectory } from '@/staff/lib/get-staff-directory';
import { useTags } from '@/staff/lib/get-tags';
import { useActOnIncidents } from '../api/act-on-incidents';

/** A chosen case as the list showed it: its version is what a status change is based on. */
export type ChosenCase = { id: number; version: number; reference: string };

/**
 * What to do with the chosen cases (issue 26): give them to someone (a case worker: take them
 * themselves), change their status, or add a tag. Asks once, then says what happened to each.
 */
export function CaseBulkActions({ chosen, isAdmin, myId, onDone }: { chosen: ChosenCase[]; isAdmin: boolean; myId: number | null; onDone: () => void }) {
  const directory = useStaffDirectory(isAdmin);
  const tags = useTags();
  const act = useActOnIncidents();
  const [tellVictim, setTellVictim] = useState(true);
  const { t } = useLingui();
  const caseNoun = { one: t`case`, many: t`cases` };
  const nobodyToChoose = t`Nobody to choose`;

  const people = isAdmin ? (directory.data?.items ?? []).map((m) => ({ value: String(m.id), label: m.displayName })) : myId ? [{ value: String(myId), label: t`Me (cases nobody is on)` }] : [];
  const kinds: BulkKind[] = [
    { kind: 'assign', label: t`Give to`, field: { label: t`Staff member`, options: people, none: nobodyToChoose } },
    {
      kind: 'status',
      label: t`Change status to`,
      field: { label: t`Status`, options: incidentStatuses.map((status) => ({ value: status, label: formatStatusLabel(status) })), none: nobodyToChoose },
      extra: (
        <label className="flex items-center gap-2">
          <Checkbox checked={tellVictim} onCheckedChange={(on) => setTellVictim(on === true)} />
          <Trans>Tell each victim by e-mail that their case changed</Trans>
        </label>
      ),
    },
    { kind: 'tag', label: t`Add the tag`, field: { label: t`Tag`, options: (tags.data?.items ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })), none: t`No tags yet` } },
  ];
  const action = ({ kind, value }: BulkChoice): BulkIncidentAction => {
    if (kind === 'assign') return { kind, adminId: Number(value) };
    if (kind === 'status') return { kind, status: value as IncidentStatus, tellVictim };
    return { kind: 'tag', tagId: Number(value) };
  };
  return (
    <BulkActionsBar<BulkIncidentRequest>
      chosen={chosen}
      noun={caseNoun}
      kinds={kinds}
      request={(choice) => ({ items: chosen.map(({ id, version }) => ({ id, version })), action: action(choice) })}
      mutation={act}
      onDone={onDone}
    />
  );
}
