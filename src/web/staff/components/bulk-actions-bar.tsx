import { i18n } from '@/lib/i18n/texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useId, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { countOf, type BulkNoun, type BulkResult } from '@shared/lists/bulk-schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { NativeSelect } from '@/components/ui/native-select';
import { returnFocus } from '@/staff/lib/return-focus';
import { useRefusal } from '@/staff/lib/use-refusal';
import { SELECT_ALL_LABEL } from './data-table';
import { ReasonForm } from './reason-form';
import { RefusalAlert } from './refusal-alert';

// Acting on many rows of a staff list at once (issue 26): the bar over a list with rows chosen,
// the one question before anything is sent, and the summary of what was done, what already was
// so and each refusal with its reason. Each list says which actions it has (BulkKind) and how a
// choice becomes its request; the server changes each record on its own.

/** A chosen row as the summary and the question name it ('FR-000014', 'RA-000007', a file's name). */
export type ChosenRecord = { id: number; reference: string };

export type BulkOption = { value: string; label: string };

/** One action of a list's bar. */
export type BulkKind = {
  kind: string;
  /** In the Action menu, and the question: "Change status to", "Verify". */
  label: string;
  /** The choice the action needs, if any (a status, a person, a tag); `none` is the empty choice's words. */
  field?: { label: string; options: BulkOption[]; none: string };
  /** The reason each record's reader sees (a rejection), asked in the question, for this choice. */
  reason?: (value: string) => { missing: string; hint: string } | null;
  /** Said in the question: what the action does to each record (four eyes, a mail). */
  note?: string;
  /** More the question asks (whether to tell each victim). */
  extra?: ReactNode;
};

/** What the person chose: the action, its value (empty when it needs none) and the reason when asked. */
export type BulkChoice = { kind: string; value: string; reason?: string };

type BulkActionsBarProps<Body> = {
  chosen: ChosenRecord[];
  noun: BulkNoun;
  kinds: BulkKind[];
  /** The request for a choice (the list's items, each with its version, and its action). */
  request: (choice: BulkChoice) => Body;
  mutation: Pick<UseMutationResult<BulkResult, unknown, Body>, 'mutate' | 'isPending'>;
  /** Lets go of the chosen rows (after the summary, or on "Let go of all"). */
  onDone: () => void;
};

/** Back to the list once the bar has gone: its "choose every row" box, or the page's heading. */
const focusList = () => returnFocus(`[aria-label="${i18n._(SELECT_ALL_LABEL)}"]`);

const listOf = (chosen: ChosenRecord[]) => {
  const first = chosen.slice(0, 10).map((c) => c.reference).join(', ');
  const more = chosen.length - 10;
  return more > 0 ? t`${first} and ${more} more` : first;
};

/** The summary after an action: what was done (and what is still to come), what already was so, and each refusal with its reason. */
function ResultDialog({ result, noun, onClose }: { result: BulkResult | null; noun: BulkNoun; onClose: () => void }) {
  const { t } = useLingui();
  const noted = result?.done.filter((item) => item.note) ?? [];
  const doneCount = result ? countOf(noun, result.done.length) : '';
  const unchangedCount = result ? countOf(noun, result.unchanged.length) : '';
  const refusedCount = result ? countOf(noun, result.refused.length) : '';
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusList();
        }}
      >
        <DialogHeader>
          <DialogTitle>{result ? t`Done on ${doneCount}` : t`Done`}</DialogTitle>
          <DialogDescription>
            {result
              ? [
                  result.unchanged.length > 0 ? t`${unchangedCount} already so.` : '',
                  result.refused.length > 0 ? t`${refusedCount} refused; nothing of them changed.` : t`Nothing was refused.`,
                ]
                  .filter(Boolean)
                  .join(' ')
              : null}
          </DialogDescription>
        </DialogHeader>
        {noted.length > 0 ? (
          <ul aria-label={t`Done, with what is still to come`} className="flex max-h-48 flex-col gap-2 overflow-y-auto">
            {noted.map((item) => (
              <li key={item.id} className="rounded-md border border-border px-3 py-2">
                <span className="font-mono text-sm">{item.reference}</span>: {item.note}
              </li>
            ))}
          </ul>
        ) : null}
        {result && result.refused.length > 0 ? (
          <ul aria-label={t`Refused`} className="flex max-h-72 flex-col gap-2 overflow-y-auto">
            {result.refused.map((item) => (
              <li key={item.id} className="rounded-md border border-border px-3 py-2">
                <span className="font-mono text-sm">{item.reference}</span>: {item.reason}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex justify-end">
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The bar over a list with rows chosen: what to do with them, asked once (with the reason when the
 * action needs one), then what happened to each. A screen reader hears how many are chosen as the
 * count changes (a status that is always on the page), and the bar is a region named by it.
 */
export function BulkActionsBar<Body>({ chosen, noun, kinds, request, mutation, onDone }: BulkActionsBarProps<Body>) {
  const { t } = useLingui();
  const barId = useId();
  const refusal = useRefusal();
  const [kindName, setKindName] = useState(kinds[0]?.kind ?? '');
  const [value, setValue] = useState('');
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);

  const kind = kinds.find((k) => k.kind === kindName) ?? kinds[0];
  const options = kind?.field?.options ?? [];
  const choice = options.find((option) => option.value === value);
  const ready = kind !== undefined && (!kind.field || choice !== undefined);
  const reason = kind?.reason?.(value) ?? null;
  const count = countOf(noun, chosen.length);
  const kindLabel = kind?.label ?? '';
  const choiceLabel = choice?.label ?? '';
  const chosenList = listOf(chosen);

  const run = (reasonText?: string) => {
    if (!kind || !ready) return;
    refusal.clear();
    mutation.mutate(request({ kind: kind.kind, value, ...(reasonText !== undefined ? { reason: reasonText } : {}) }), {
      onSuccess: (answer) => {
        setAsking(false);
        setResult(answer);
      },
      onError: (error) => refusal.show(error, t`The action could not be done. Nothing changed.`),
    });
  };

  return (
    <>
      <p role="status" className="sr-only">
        {chosen.length > 0 ? t`${count} chosen` : ''}
      </p>
      {chosen.length > 0 && kind ? (
        <section aria-labelledby={`${barId}-title`} className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3">
          <h2 id={`${barId}-title`} className="self-center text-base font-semibold">
            <Trans>{count} chosen</Trans>
          </h2>
          <label className="flex flex-col gap-1 text-sm font-medium">
            <Trans>Action</Trans>
            <NativeSelect
              className="w-48"
              value={kind.kind}
              onChange={(event) => {
                setKindName(event.target.value);
                setValue('');
              }}
            >
              {kinds.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {k.label}
                </option>
              ))}
            </NativeSelect>
          </label>
          {kind.field ? (
            <label className="flex flex-col gap-1 text-sm font-medium">
              {kind.field.label}
              <NativeSelect className="w-56" value={value} onChange={(event) => setValue(event.target.value)}>
                <option value="">{options.length === 0 ? kind.field.none : t`Choose…`}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </label>
          ) : null}
          <Button disabled={!ready} onClick={() => setAsking(true)}>
            <Trans>Apply to {count}</Trans>
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              onDone();
              focusList();
            }}
          >
            <Trans>Let go of all</Trans>
          </Button>

          <Dialog
            open={asking}
            onOpenChange={(open) => {
              if (!open) setAsking(false);
            }}
          >
            <DialogContent className="max-w-lg">
              <DialogHeader>
                <DialogTitle>{kind.field ? t`${kindLabel} ${choiceLabel}?` : t`${kindLabel} ${count}?`}</DialogTitle>
                <DialogDescription>{t`${count}: ${chosenList}. Each is changed on its own and recorded in the audit log.`}</DialogDescription>
              </DialogHeader>
              {kind.note ? <p className="text-sm">{kind.note}</p> : null}
              {kind.extra}
              <RefusalAlert message={refusal.message} />
              {reason ? (
                <ReasonForm
                  missing={reason.missing}
                  hint={reason.hint}
                  action={t`Apply`}
                  pendingAction={t`Applying...`}
                  pending={mutation.isPending}
                  onCancel={() => setAsking(false)}
                  onSubmit={(text) => run(text)}
                />
              ) : (
                <DialogActions onCancel={() => setAsking(false)} action={t`Apply`} pendingAction={t`Applying...`} pending={mutation.isPending} onAction={() => run()} />
              )}
            </DialogContent>
          </Dialog>
        </section>
      ) : null}
      <ResultDialog
        result={result}
        noun={noun}
        onClose={() => {
          setResult(null);
          onDone();
        }}
      />
    </>
  );
}
