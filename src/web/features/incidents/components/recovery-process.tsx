import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Circle } from 'lucide-react';
import { caseRules, type CaseFacts, type ProcessStepState } from '@shared/incidents/case-rules';
import { cn } from '@/lib/cn';
import { recoveryStepTitles } from '../words';

// The visitor spec's five steps, as a description of how the process usually runs. Durations are
// typical, not promises, and no amount is ever forecast (D5). Descriptors, said where drawn.
const steps: { title: MessageDescriptor; timing: MessageDescriptor | null; text: MessageDescriptor }[] = [
  { title: recoveryStepTitles[0]!, timing: null, text: msg`The case team reads your report and checks the evidence and payments.` },
  {
    title: recoveryStepTitles[1]!,
    timing: msg`1-3 business days`,
    text: msg`Where a recovery route may exist, you apply and the team reviews your application.`,
  },
  {
    title: recoveryStepTitles[2]!,
    timing: msg`5-10 business days`,
    text: msg`The team works out which route fits (a card dispute, a bank recall, a claim) and what documents it needs.`,
  },
  {
    title: recoveryStepTitles[3]!,
    timing: msg`2-4 weeks`,
    text: msg`The team deals with the bank, payment provider or other party that may return money.`,
  },
  {
    title: recoveryStepTitles[4]!,
    timing: msg`1-2 weeks after settlement`,
    text: msg`If money is actually returned, it is recorded on your case and you can request a payout.`,
  },
];

const stateNote: Record<ProcessStepState, { text: MessageDescriptor; className: string } | null> = {
  done: { text: msg`Done`, className: 'text-success' },
  current: { text: msg`Your case is at this step`, className: 'text-orange-900' },
  upcoming: null,
  'not-reached': { text: msg`Not reached: the case ended before this step`, className: 'text-muted-foreground' },
};

/** The steps done follow the same rule as the case stage and the Apply button (shared/incidents/case-rules). */
export function RecoveryProcess({ facts }: { facts: CaseFacts }) {
  const { i18n } = useLingui();
  const states = caseRules(facts).steps;
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => {
          const state = states[index] ?? 'upcoming';
          const note = stateNote[state];
          const current = state === 'current';
          return (
            <li
              key={index}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex gap-3 rounded-lg border p-4',
                current ? 'border-orange-300 bg-orange-50' : 'border-border',
              )}
            >
              {state === 'done' ? (
                <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <div>
                <p className="font-semibold">
                  {index + 1}. {i18n._(step.title)}
                  {step.timing ? <span className="font-normal text-muted-foreground"> ({i18n._(step.timing)})</span> : null}
                </p>
                <p className="text-base">{i18n._(step.text)}</p>
                {note ? <p className={cn('text-sm font-medium', note.className)}>{i18n._(note.text)}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
      <p className="text-base text-muted-foreground">
        <Trans>
          These steps describe how the process usually runs; the times are typical, not promises. Outcomes are not
          guaranteed: whether any money comes back depends on banks, payment providers and other parties, and we will
          never ask you to pay to speed anything up.
        </Trans>
      </p>
    </div>
  );
}
