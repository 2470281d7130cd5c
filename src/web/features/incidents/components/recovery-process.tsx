import { CheckCircle2, Circle } from 'lucide-react';
import { caseRules, recoveryProcessSteps, type CaseFacts, type ProcessStepState } from '@shared/incidents/case-rules';
import { cn } from '@/lib/cn';

// The visitor spec's five steps, as a description of how the process usually runs. Durations are
// typical, not promises, and no amount is ever forecast (D5).
const steps = [
  { title: recoveryProcessSteps[0], timing: null, text: 'The case team reads your report and checks the evidence and payments.' },
  {
    title: recoveryProcessSteps[1],
    timing: '1-3 business days',
    text: 'Where a recovery route may exist, you apply and the team reviews your application.',
  },
  {
    title: recoveryProcessSteps[2],
    timing: '5-10 business days',
    text: 'The team works out which route fits (a card dispute, a bank recall, a claim) and what documents it needs.',
  },
  {
    title: recoveryProcessSteps[3],
    timing: '2-4 weeks',
    text: 'The team deals with the bank, payment provider or other party that may return money.',
  },
  {
    title: recoveryProcessSteps[4],
    timing: '1-2 weeks after settlement',
    text: 'If money is actually returned, it is recorded on your case and you can request a payout.',
  },
] as const;

const stateNote: Record<ProcessStepState, { text: string; className: string } | null> = {
  done: { text: 'Done', className: 'text-success' },
  current: { text: 'Your case is at this step', className: 'text-orange-900' },
  upcoming: null,
  'not-reached': { text: 'Not reached: the case ended before this step', className: 'text-muted-foreground' },
};

/** The steps done follow the same rule as the case stage and the Apply button (shared/incidents/case-rules). */
export function RecoveryProcess({ facts }: { facts: CaseFacts }) {
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
              key={step.title}
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
                  {index + 1}. {step.title}
                  {step.timing ? <span className="font-normal text-muted-foreground"> ({step.timing})</span> : null}
                </p>
                <p className="text-base">{step.text}</p>
                {note ? <p className={cn('text-sm font-medium', note.className)}>{note.text}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
      <p className="text-base text-muted-foreground">
        These steps describe how the process usually runs; the times are typical, not promises. Outcomes are not
        guaranteed: whether any money comes back depends on banks, payment providers and other parties, and we will
        never ask you to pay to speed anything up.
      </p>
    </div>
  );
}
