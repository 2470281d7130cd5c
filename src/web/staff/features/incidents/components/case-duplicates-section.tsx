import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CaseMerge, DuplicateCandidate, DuplicateReason } from '@shared/incidents/merge-schema';
import type { StaffIncident } from '@shared/incidents/staff-schema';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { toast } from '@/hooks/use-toast';
import { formatDate, formatDateTime, formatDateTimeWithZone, formatMoney } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { failureToast } from '@/staff/lib/failure-toast';
import { returnFocus } from '@/staff/lib/return-focus';
import { useStaffSession } from '@/staff/lib/staff-session';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useCaseMerges, useDuplicates, useMergeCase, useUndoMerge } from '../api/case-merges';

/** A case reference kept on one line: the merge question on a phone broke 'FR-000002' after its hyphen. */
const Reference = ({ children }: { children: ReactNode }) => <span className="whitespace-nowrap">{children}</span>;

/** Why a case is proposed as a duplicate, said in the reader's language where drawn ("Shares: ..."). */
const duplicateReasonLabels: Record<DuplicateReason, MessageDescriptor> = {
  same_email: msg`same victim e-mail`,
  same_platform: msg`same platform`,
  close_dates: msg`reported within 30 days`,
  shared_account: msg`an account in both money trails`,
};

const canUndo = (merge: CaseMerge) => new Date(merge.undoUntil).getTime() > Date.now();

/** The section's heading: where focus goes when the line or button it was on goes away. */
const DUPLICATES_HEADING = '[data-duplicates-heading]';

/**
 * Undoes a merge, then says so and puts focus on `focusAfter` (the page's heading when that is gone).
 * Held by the section or the notice, not by the Undo button: the button goes with the merge it
 * undoes, and a mutation's own callbacks never run once its caller has gone.
 */
function useUndo(focusAfter: string) {
  const undo = useUndoMerge();
  const { t } = useLingui();
  return {
    pending: undo.isPending,
    run: (merge: CaseMerge) => {
      const reference = merge.mergedReference;
      undo.mutate(merge.id, {
        onSuccess: () => {
          toast({ title: t`Merge undone`, description: t`${reference} stands on its own again.` });
          returnFocus(focusAfter);
        },
        onError: (error) => failureToast(t`Failed to undo the merge`, { error }),
      });
    },
  };
}

function UndoButton({ merge, undo }: { merge: CaseMerge; undo: ReturnType<typeof useUndo> }) {
  const reference = merge.mergedReference;
  return (
    <Button size="sm" variant="outline" disabled={undo.pending} onClick={() => undo.run(merge)}>
      <Trans>Undo merge of {reference}</Trans>
    </Button>
  );
}

/** A case merged into another: where it is now (its reference opens that case), and the undo while it can. */
export function MergedIntoNotice({ incident }: { incident: StaffIncident }) {
  const session = useStaffSession();
  const merges = useCaseMerges(incident.id);
  // Undone, this notice goes: focus to the case's own Duplicates, where the case kept is proposed again.
  const undo = useUndo(DUPLICATES_HEADING);
  if (incident.mergedIntoId === null) return null;
  const merge = merges.data?.items.find((m) => m.mergedId === incident.id);
  const target = `FR-${String(incident.mergedIntoId).padStart(6, '0')}`;
  const targetLink = (
    <Link to={paths.adminIncident(incident.mergedIntoId)} className="font-medium text-primary underline underline-offset-4">
      {target}
    </Link>
  );
  const since = merge ? formatDateTime(merge.mergedAt) : null;
  return (
    <Alert variant="info" className="flex flex-wrap items-center justify-between gap-3">
      <AlertDescription>
        {since ? (
          <Trans>
            This case was merged into {targetLink}: its messages, files and money trails are there now, since {since}.
          </Trans>
        ) : (
          <Trans>This case was merged into {targetLink}: its messages, files and money trails are there now.</Trans>
        )}
      </AlertDescription>
      {merge && canUndo(merge) && session.data?.role === 'admin' ? <UndoButton merge={merge} undo={undo} /> : null}
    </Alert>
  );
}

/**
 * Likely duplicates of this case (issue 26): the same victim's other cases, with what they share.
 * An admin merges one into this case, after one question; merges made here can be undone for a day.
 */
export function CaseDuplicatesSection({ incident }: { incident: StaffIncident }) {
  const headingId = useId();
  const session = useStaffSession();
  const isAdmin = session.data?.role === 'admin';
  const duplicates = useDuplicates(incident.id, incident.mergedIntoId === null);
  const merges = useCaseMerges(incident.id);
  const mergeCase = useMergeCase();
  const undo = useUndo(DUPLICATES_HEADING);
  const refusal = useRefusal();
  const [asking, setAsking] = useState<DuplicateCandidate | null>(null);
  // Merged, the proposal (and its button) goes: focus to the section, which now says what was merged.
  const merged = useRef(false);
  const mergedHere = (merges.data?.items ?? []).filter((m) => m.keptId === incident.id);
  const candidates = duplicates.data?.items ?? [];
  const { t, i18n } = useLingui();
  const reference = incident.reference;
  const askingReference = asking?.reference;
  if (incident.mergedIntoId !== null || (candidates.length === 0 && mergedHere.length === 0)) return null;

  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 id={headingId} data-duplicates-heading="" tabIndex={-1} className="text-lg font-semibold">
          <Trans>Possible duplicates</Trans>
        </h2>
        {mergedHere.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {mergedHere.map((merge) => {
              const mergedReference = merge.mergedReference;
              const mergedAt = formatDateTime(merge.mergedAt);
              const undoUntil = formatDateTimeWithZone(merge.undoUntil);
              return (
                <li key={merge.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2">
                  <span>
                    {canUndo(merge) ? (
                      <Trans>
                        {mergedReference} was merged into this case on {mergedAt}; it can be undone until {undoUntil}.
                      </Trans>
                    ) : (
                      <Trans>
                        {mergedReference} was merged into this case on {mergedAt}.
                      </Trans>
                    )}
                  </span>
                  {isAdmin && canUndo(merge) ? <UndoButton merge={merge} undo={undo} /> : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {candidates.length > 0 ? (
          <>
            <p className="text-sm text-muted-foreground">
              {isAdmin ? (
                <Trans>The same victim e-mail on other cases. Merging moves everything of the other case here.</Trans>
              ) : (
                <Trans>The same victim e-mail on other cases. An admin can merge them into one case.</Trans>
              )}
            </p>
            <ul className="flex flex-col gap-2">
              {candidates.map((candidate) => {
                const candidateReference = candidate.reference;
                const reported = formatDate(candidate.createdAt);
                const shares = candidate.reasons.map((r) => i18n._(duplicateReasonLabels[r])).join(', ');
                const blockedBy = candidate.blockedBy;
                return (
                  <li key={candidate.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2">
                    <span className="min-w-48">
                      <Link to={paths.adminIncident(candidate.id)} className="font-medium text-primary underline underline-offset-4">
                        {candidate.reference}
                      </Link>{' '}
                      · {candidate.platformName} · {formatStatusLabel(candidate.status)} · <Trans>reported {reported}</Trans> ·{' '}
                      {formatMoney(candidate.lossAmount, candidate.currency)}
                      <span className="block text-sm text-muted-foreground">
                        <Trans>Shares: {shares}</Trans>
                      </span>
                    </span>
                    {isAdmin && blockedBy ? (
                      // Said, not offered: a Merge that the server always refuses would only fail.
                      <span className="basis-full text-sm text-muted-foreground">
                        <Trans>Cannot be merged into this case now: {blockedBy}.</Trans>
                      </span>
                    ) : isAdmin ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          refusal.clear();
                          setAsking(candidate);
                        }}
                      >
                        <Trans>Merge {candidateReference} into this case</Trans>
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </section>
      <Dialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <DialogContent
          className="max-w-lg"
          onCloseAutoFocus={(event) => {
            if (!merged.current) return;
            merged.current = false;
            event.preventDefault();
            returnFocus(DUPLICATES_HEADING);
          }}
        >
          <DialogHeader>
            <DialogTitle>
              <Trans>
                Merge {askingReference} into {reference}?
              </Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Its messages, files, money trails, applications, tasks, staff, tags and timeline move to <Reference>{reference}</Reference>;{' '}
                <Reference>{askingReference}</Reference> is closed and opens this case. The victim then sees one case. You can undo it for a day, while{' '}
                <Reference>{reference}</Reference> is not changed.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <RefusalAlert message={refusal.message} />
          <DialogActions
            onCancel={() => setAsking(null)}
            action={t`Merge`}
            pendingAction={t`Merging...`}
            pending={mergeCase.isPending}
            onAction={() => {
              if (!asking) return;
              mergeCase.mutate(
                { keptId: incident.id, body: { duplicateId: asking.id, keptVersion: incident.version, duplicateVersion: asking.version } },
                {
                  onSuccess: (merge) => {
                    const { mergedReference, keptReference } = merge;
                    toast({ title: t`Cases merged`, description: t`${mergedReference} is now part of ${keptReference}.` });
                    merged.current = true;
                    setAsking(null);
                  },
                  onError: (error) => refusal.show(error, t`The cases could not be merged. Nothing changed.`),
                },
              );
            }}
          />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
