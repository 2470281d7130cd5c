import { CheckCircle2, Circle } from 'lucide-react';
import { cn } from '@/lib/cn';

// The visitor spec's five steps, as a description of how the process usually runs. Durations are
// typical, not promises, and no amount is ever forecast (D5).
const steps = [
  { title: 'Case Assessment', timing: null, text: 'The case team reads your report and checks the evidence and payments.' },
  {
    title: 'Recovery Application',
    timing: '1-3 business days',
    text: 'Where a recovery route may exist, you apply and the team reviews your application.',
  },
  {
    title: 'Legal Review & Documentation',
    timing: '5-10 business days',
    text: 'The team works out which route fits (a card dispute, a bank recall, a claim) and what documents it needs.',
  },
  {
    title: 'Settlement Negotiation',
    timing: '2-4 weeks',
    text: 'The team deals with the bank, payment provider or other party that may return money.',
  },
  {
    title: 'Fund Recovery & Distribution',
    timing: '1-2 weeks after settlement',
    text: 'If money is actually returned, it is recorded on your case and you can request a payout.',
  },
] as const;

export function RecoveryProcess({ status }: { status: string }) {
  // An open case has not been assessed yet; saying otherwise would be fake progress.
  const assessed = status !== 'open';
  const currentIndex = status === 'recovery_available' ? 1 : -1;
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => {
          const done = index === 0 && assessed;
          const current = index === currentIndex;
          return (
            <li
              key={step.title}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex gap-3 rounded-lg border p-4',
                current ? 'border-orange-300 bg-orange-50' : 'border-border',
              )}
            >
              {done ? (
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
                {done ? <p className="text-sm font-medium text-success">Done</p> : null}
                {current ? <p className="text-sm font-medium text-orange-900">Your case is at this step</p> : null}
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
