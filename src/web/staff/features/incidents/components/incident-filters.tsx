import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { fraudTypes } from '@shared/incidents/fraud-types';
import { fraudTypeLabels } from '@/lib/i18n/shared-words';
import { type IncidentListSort, OWNER_ME, OWNER_NOBODY } from '@shared/incidents/staff-schema';
import { AMOUNT_PATTERN } from '@shared/money/amount-schema';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { useStaffDirectory } from '@/staff/lib/get-staff-directory';
import { useTags } from '@/staff/lib/get-tags';

/** The incidents list's filters beyond search and status, as address-bar params. */
export const incidentFilterNames = ['owner', 'due', 'fraudType', 'tag', 'reportedFrom', 'reportedTo', 'minLoss', 'maxLoss'] as const;
export type IncidentFilterValues = Record<(typeof incidentFilterNames)[number], string>;

/** The list's orders in words; "Due first" puts the response clock due soonest first (issue 26). Said with `i18n._`. */
export const incidentSortLabels: Record<IncidentListSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  oldest: msg`Oldest first`,
  due: msg`Due first`,
  loss_desc: msg`Largest loss first`,
  updated: msg`Last updated first`,
};

/** The incidents page's description for each order (a whole sentence each, for the translator). */
export const incidentSortDescriptions: Record<IncidentListSort, MessageDescriptor> = {
  newest: msg`Every case, newest first. Tiles count all incidents.`,
  oldest: msg`Every case, oldest first. Tiles count all incidents.`,
  due: msg`Every case, due first. Tiles count all incidents.`,
  loss_desc: msg`Every case, largest loss first. Tiles count all incidents.`,
  updated: msg`Every case, last updated first. Tiles count all incidents.`,
};

type IncidentFiltersProps = {
  values: IncidentFilterValues;
  onChange: (changes: Partial<IncidentFilterValues>) => void;
  sort: string;
  onSortChange: (sort: string) => void;
};

/**
 * An amount bound, sent when the field is left or Enter is pressed (not at every keystroke), and
 * only when it is an amount: otherwise the field says why and the list stays as it was.
 */
function AmountBound({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const invalid = text.trim() !== '' && !AMOUNT_PATTERN.test(text.trim());
  const commit = () => {
    if (!invalid && text.trim() !== value) onCommit(text.trim());
  };
  return (
    <div className="flex flex-col gap-1 text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        inputMode="decimal"
        className="w-32"
        value={text}
        placeholder="USD"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {invalid && (
        <span id={`${id}-error`} className="text-xs font-normal text-destructive">
          <Trans>Please enter a valid amount</Trans>
        </span>
      )}
    </div>
  );
}

/** The order, then owner, response target, fraud type, tag, the reported dates and the amount lost: each applies at once. */
export function IncidentFilters({ values, onChange, sort, onSortChange }: IncidentFiltersProps) {
  const directory = useStaffDirectory(true);
  const tags = useTags();
  const fieldsId = useId();
  const { t, i18n } = useLingui();
  const active = incidentFilterNames.some((name) => values[name] !== '');
  // On a phone the eight fields wait behind one button, so the first case stays near the top.
  const [shownOnPhone, setShownOnPhone] = useState(active);
  const datesBackwards = values.reportedFrom !== '' && values.reportedTo !== '' && values.reportedFrom > values.reportedTo;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="mb-3 self-start sm:hidden"
        aria-expanded={shownOnPhone}
        aria-controls={fieldsId}
        onClick={() => setShownOnPhone((shown) => !shown)}
      >
        {shownOnPhone ? t`Hide filters` : active ? t`More filters (some on)` : t`More filters`}
      </Button>
      <fieldset id={fieldsId} className={cn('flex flex-wrap items-end gap-3 pb-3', !shownOnPhone && 'max-sm:hidden')}>
        <legend className="sr-only">
          <Trans>More filters</Trans>
        </legend>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Sort</Trans>
          <NativeSelect className="w-44" value={sort} onChange={(event) => onSortChange(event.target.value)}>
            {Object.entries(incidentSortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Owner</Trans>
          <NativeSelect className="w-48" value={values.owner} onChange={(event) => onChange({ owner: event.target.value })}>
            <option value="">{t`Anyone`}</option>
            <option value={OWNER_ME}>{t`Mine`}</option>
            <option value={OWNER_NOBODY}>{t`Nobody yet`}</option>
            {(directory.data?.items ?? []).map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.displayName}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Response target</Trans>
          <NativeSelect className="w-44" value={values.due} onChange={(event) => onChange({ due: event.target.value })}>
            <option value="">{t`Any`}</option>
            <option value="soon">{t`Due soon`}</option>
            <option value="overdue">{t`Overdue`}</option>
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Fraud type</Trans>
          <NativeSelect className="w-56" value={values.fraudType} onChange={(event) => onChange({ fraudType: event.target.value })}>
            <option value="">{t`Any fraud type`}</option>
            {fraudTypes.map((type) => (
              <option key={type} value={type}>
                {fraudTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Tag</Trans>
          <NativeSelect className="w-44" value={values.tag} onChange={(event) => onChange({ tag: event.target.value })}>
            <option value="">{t`Any tag`}</option>
            {(tags.data?.items ?? []).map((tag) => (
              <option key={tag.id} value={String(tag.id)}>
                {tag.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Reported from</Trans>
          <Input type="date" className="w-40" value={values.reportedFrom} max={values.reportedTo || undefined} onChange={(event) => onChange({ reportedFrom: event.target.value })} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Reported to</Trans>
          <Input type="date" className="w-40" value={values.reportedTo} min={values.reportedFrom || undefined} onChange={(event) => onChange({ reportedTo: event.target.value })} />
        </label>
        <AmountBound label={t`Lost at least`} value={values.minLoss} onCommit={(minLoss) => onChange({ minLoss })} />
        <AmountBound label={t`Lost at most`} value={values.maxLoss} onCommit={(maxLoss) => onChange({ maxLoss })} />
        {active && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(Object.fromEntries(incidentFilterNames.map((name) => [name, ''])) as IncidentFilterValues)}
          >
            <Trans>Clear filters</Trans>
          </Button>
        )}
        {datesBackwards && (
          <p className="basis-full text-sm text-destructive">
            <Trans>The last day comes before the first.</Trans>
          </p>
        )}
      </fieldset>
    </>
  );
}
