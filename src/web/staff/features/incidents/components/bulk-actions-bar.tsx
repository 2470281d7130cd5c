import { useId, useState } from 'react';
import type { BulkIncidentAction, BulkIncidentResult } from '@shared/incidents/bulk-schema';
import { formatStatusLabel, incidentStatuses, type IncidentStatus } from '@shared/incidents/status';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { NativeSelect } from '@/components/ui/native-select';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { useStaffDirectory } from '@/staff/lib/get-staff-directory';
import { useTags } from '@/staff/lib/get-tags';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useActOnIncidents } from '../api/act-on-incidents';

/** A chosen case as the list showed it: its version is what a status change is based on. */
export type ChosenCase = { id: number; version: number; reference: string };

type Kind = BulkIncidentAction['kind'];
const kindLabels: Record<Kind, string> = { assign: 'Give to', status: 'Change status to', tag: 'Add the tag' };

const cases = (n: number) => (n === 1 ? '1 case' : `${n} cases`);

/** The summary after an action: what was done, what already was so, and each refusal with its reason. */
function ResultDialog({ result, onClose }: { result: BulkIncidentResult | null; onClose: () => void }) {
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{result ? `Done on ${cases(result.done.length)}` : 'Done'}</DialogTitle>
          <DialogDescription>
            {result
              ? [
                  result.unchanged.length > 0 ? `${cases(result.unchanged.length)} already so.` : '',
                  result.refused.length > 0 ? `${cases(result.refused.length)} refused; nothing of them changed.` : 'Nothing was refused.',
                ]
                  .filter(Boolean)
                  .join(' ')
              : null}
          </DialogDescription>
        </DialogHeader>
        {result && result.refused.length > 0 ? (
          <ul aria-label="Refused" className="flex max-h-72 flex-col gap-2 overflow-y-auto">
            {result.refused.map((item) => (
              <li key={item.id} className="rounded-md border border-border px-3 py-2">
                <span className="font-mono text-sm">{item.reference}</span>: {item.reason}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * What to do with the chosen cases (issue 26): give them to someone (a case worker: take them
 * themselves), change their status, or add a tag. Asks once, then says what happened to each.
 */
export function BulkActionsBar({ chosen, isAdmin, myId, onDone }: { chosen: ChosenCase[]; isAdmin: boolean; myId: number | null; onDone: () => void }) {
  const barId = useId();
  const directory = useStaffDirectory(isAdmin);
  const tags = useTags();
  const act = useActOnIncidents();
  const refusal = useRefusal();
  const [kind, setKind] = useState<Kind>('assign');
  const [value, setValue] = useState('');
  const [tellVictim, setTellVictim] = useState(true);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<BulkIncidentResult | null>(null);

  const people = isAdmin ? (directory.data?.items ?? []).map((m) => ({ value: String(m.id), label: m.displayName })) : myId ? [{ value: String(myId), label: 'Me (cases nobody is on)' }] : [];
  const options =
    kind === 'assign'
      ? people
      : kind === 'status'
        ? incidentStatuses.map((status) => ({ value: status, label: formatStatusLabel(status) }))
        : (tags.data?.items ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }));
  const choice = options.find((option) => option.value === value);
  const action = (): BulkIncidentAction | null => {
    if (!choice) return null;
    if (kind === 'assign') return { kind, adminId: Number(value) };
    if (kind === 'status') return { kind, status: value as IncidentStatus, tellVictim };
    return { kind, tagId: Number(value) };
  };
  const run = () => {
    const body = action();
    if (!body) return;
    refusal.clear();
    act.mutate(
      { items: chosen.map(({ id, version }) => ({ id, version })), action: body },
      {
        onSuccess: (answer) => {
          setAsking(false);
          setResult(answer);
        },
        onError: (error) => refusal.show(error, 'The action could not be done. Nothing changed.'),
      },
    );
  };

  if (chosen.length === 0) return null;
  return (
    <section aria-labelledby={`${barId}-title`} className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <h2 id={`${barId}-title`} className="self-center text-base font-semibold" aria-live="polite">
        {cases(chosen.length)} chosen
      </h2>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Action
        <NativeSelect
          className="w-48"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as Kind);
            setValue('');
          }}
        >
          {(Object.keys(kindLabels) as Kind[]).map((k) => (
            <option key={k} value={k}>
              {kindLabels[k]}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {kind === 'assign' ? 'Staff member' : kind === 'status' ? 'Status' : 'Tag'}
        <NativeSelect className="w-56" value={value} onChange={(event) => setValue(event.target.value)}>
          <option value="">{options.length === 0 ? (kind === 'tag' ? 'No tags yet' : 'Nobody to choose') : 'Choose…'}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </label>
      <Button disabled={!choice} onClick={() => setAsking(true)}>
        Apply to {cases(chosen.length)}
      </Button>
      <Button variant="ghost" onClick={onDone}>
        Let go of all
      </Button>

      <Dialog open={asking} onOpenChange={(open) => !open && setAsking(false)}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>
              {kindLabels[kind]} {choice?.label}?
            </DialogTitle>
            <DialogDescription>
              {`${cases(chosen.length)}: ${chosen.slice(0, 10).map((c) => c.reference).join(', ')}${chosen.length > 10 ? ` and ${chosen.length - 10} more` : ''}. Each is changed on its own and recorded in the audit log.`}
            </DialogDescription>
          </DialogHeader>
          {kind === 'status' ? (
            <label className="flex items-center gap-2">
              <Checkbox checked={tellVictim} onCheckedChange={(on) => setTellVictim(on === true)} />
              Tell each victim by e-mail that their case changed
            </label>
          ) : null}
          <RefusalAlert message={refusal.message} />
          <DialogActions onCancel={() => setAsking(false)} action="Apply" pendingAction="Applying..." pending={act.isPending} onAction={run} />
        </DialogContent>
      </Dialog>
      <ResultDialog
        result={result}
        onClose={() => {
          setResult(null);
          onDone();
        }}
      />
    </section>
  );
}
