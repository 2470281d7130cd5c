import { Trans, useLingui } from '@lingui/react/macro';
import { plural, t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

type Change = { field: string; before: string; after: string };

const shown = (value: unknown): string => {
  if (value === undefined) return '—';
  if (value === null) return t`empty`;
  if (typeof value === 'string') return value === '' ? t`empty` : value;
  return JSON.stringify(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields an audited change touched, before and after. Rows are JSON snapshots of whatever the
 * operation recorded, so a field present on one side only still shows, and unchanged ones do not.
 */
export function changedFields(before: unknown, after: unknown): Change[] {
  if (!isRecord(before) && !isRecord(after)) {
    return shown(before) === shown(after) ? [] : [{ field: 'value', before: shown(before), after: shown(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return fields
    .map((field) => ({ field, before: shown(from[field]), after: shown(to[field]) }))
    .filter((change) => change.before !== change.after);
}

/** A button that opens the before/after of one audit row beneath it. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  const changes = changedFields(before, after);
  if (changes.length === 0) return <span className="text-muted-foreground">
        <Trans>No recorded fields</Trans>
      </span>;
  return (
    <div>
      <Button variant="outline" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        {open ? t`Hide changes` : plural(changes.length, { one: 'Show # change', other: 'Show # changes' })}
      </Button>
      {open && (
        <dl id={id} className="mt-2 grid gap-2 text-sm">
          {changes.map((change) => (
            <div key={change.field} className="rounded-md border border-border p-2">
              <dt className="font-medium">{change.field}</dt>
              <dd className="grid gap-1 sm:grid-cols-2">
                <span className="break-all">
                  <span className="text-muted-foreground">
                    <Trans>Before:</Trans>{' '}
                  </span>
                  {change.before}
                </span>
                <span className="break-all">
                  <span className="text-muted-foreground">
                    <Trans>After:</Trans>{' '}
                  </span>
                  {change.after}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
