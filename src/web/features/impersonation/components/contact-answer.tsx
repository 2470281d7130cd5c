import { forwardRef, useState } from 'react';
import { Link } from 'react-router';
import type { ImpersonationAnswer, ImpersonationKind } from '@shared/impersonation/schema';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { paths } from '@/lib/paths';
import { useReportContact } from '../api/check-contact';
import { OfficialChannels } from './official-channels';

const kindWords: Record<ImpersonationKind, string> = { email: 'e-mail address', phone: 'phone number', website: 'website', name: 'name' };

const SAFE_STEPS = [
  'Do not send money, gift cards or crypto, and do not pay any fee to "release" funds. We never ask for money.',
  'Do not install an app they suggest or let anyone reach your device from afar.',
  'Do not share passwords, one-time codes or bank details.',
  'Stop replying. Keep the messages: they are evidence.',
  'If you have already paid, call your bank now, then report it to the police.',
] as const;

type Props = { answer: ImpersonationAnswer; platformName: string };

/**
 * The answer, in plain words. "Ours" still warns that a sender's name can be faked and that we
 * never ask for money; "not ours" says it is likely a recovery scam, what to do, and offers to tell
 * the case team. The heading takes focus when the answer arrives.
 */
export const ContactAnswer = forwardRef<HTMLHeadingElement, Props>(function ContactAnswer({ answer, platformName }, headingRef) {
  const report = useReportContact();
  const [reported, setReported] = useState(false);
  const what = kindWords[answer.kind];
  const ours = answer.verdict === 'official' || answer.verdict === 'staff';
  const tone = ours ? 'border-green-300 bg-green-50 text-green-950' : 'border-amber-300 bg-amber-50 text-amber-950';

  const heading =
    answer.verdict === 'official'
      ? `Yes, this ${what} is one of ours`
      : answer.verdict === 'staff'
        ? 'Yes, this is the work address of someone on our case team'
        : answer.verdict === 'staff_name'
          ? 'Someone on our case team goes by this name, but a name proves nothing'
          : answer.kind === 'name'
            ? 'Nobody on our case team goes by this name'
            : `This ${what} is not one of ours`;

  return (
    <section aria-labelledby="contact-answer-heading" className={`flex scroll-mt-24 flex-col gap-4 rounded-lg border p-5 ${tone}`}>
      {/* scroll-mt: the answer lands below the sticky header, not under it. */}
      <h2 id="contact-answer-heading" ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold focus:outline-none">
        {heading}
      </h2>
      <p className="text-base">
        You asked about <span className="font-semibold [overflow-wrap:anywhere]">{answer.value}</span>.
      </p>
      {ours ? (
        <p className="text-base">
          Even so, the sender shown on a message can be faked. {platformName} never asks you for money, gift cards, crypto, remote access to your
          device or your passwords. If a message asks for any of these, it is not from us: do not reply, and tell us through your account.
        </p>
      ) : answer.verdict === 'staff_name' ? (
        <p className="text-base">
          Anyone can use a real person's name. Our case team writes to you in your account on this website and from the channels below. If this
          person reached you another way, or asked you for money, treat it as a scam.
        </p>
      ) : (
        <>
          <p className="text-base">
            We have no record of it. It is likely a recovery scam: people who pose as us, or as the police, lawyers or banks, to take more money
            from people who have already lost some. You have done the right thing by checking.
          </p>
          <div>
            <h3 className="mb-2 text-lg font-semibold">What to do now</h3>
            <ul className="flex list-disc flex-col gap-1.5 ps-6 text-base">
              {SAFE_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </div>
        </>
      )}
      {!ours ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold">Tell our case team</h3>
          {reported ? (
            <p role="status" className="text-base">
              Thank you. Our case team will see that someone is posing as us from this {what}.
            </p>
          ) : (
            <>
              <p className="text-base">We keep only the {what} you checked, not who you are. It helps us warn others.</p>
              <Button
                className="self-start"
                variant="outline"
                disabled={report.isPending}
                onClick={() =>
                  report.mutate(answer.id, {
                    onSuccess: () => setReported(true),
                    onError: () => toast({ title: 'Not sent', description: 'Your report did not reach us. Please try again.', variant: 'destructive' }),
                  })
                }
              >
                {report.isPending ? 'Sending…' : `Report this ${what}`}
              </Button>
            </>
          )}
          <p className="text-base">
            If you lost money,{' '}
            <Link to={paths.reportIncident} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
              report what happened
            </Link>
            . Asking for help is free.
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold">Where real messages from us come from</h3>
        <OfficialChannels channels={answer.officialChannels} platformName={platformName} />
      </div>
    </section>
  );
});
