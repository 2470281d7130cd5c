import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useState } from 'react';
import { Link } from 'react-router';
import type { ImpersonationAnswer } from '@shared/impersonation/schema';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { paths } from '@/lib/paths';
import { useReportContact } from '../api/check-contact';
import { OfficialChannels } from './official-channels';

const SAFE_STEPS: MessageDescriptor[] = [
  msg`Do not send money, gift cards or crypto, and do not pay any fee to "release" funds. We never ask for money.`,
  msg`Do not install an app they suggest or let anyone reach your device from afar.`,
  msg`Do not share passwords, one-time codes or bank details.`,
  msg`Stop replying. Keep the messages: they are evidence.`,
  msg`If you have already paid, call your bank now, then report it to the police.`,
];

type Props = { answer: ImpersonationAnswer; platformName: string };

/**
 * The answer, in plain words. "Ours" still warns that a sender's name can be faked and that we
 * never ask for money; "not ours" says it is likely a recovery scam, what to do, and offers to tell
 * the case team. The heading takes focus when the answer arrives.
 */
export const ContactAnswer = forwardRef<HTMLHeadingElement, Props>(function ContactAnswer({ answer, platformName }, headingRef) {
  const { t, i18n } = useLingui();
  const report = useReportContact();
  const [reported, setReported] = useState(false);
  // Each sentence naming the kind is whole per kind, so a language can agree its words with it.
  const kind = answer.kind;
  const contact = answer.value;
  const ours = answer.verdict === 'official' || answer.verdict === 'staff';
  const tone = ours ? 'border-green-300 bg-green-50 text-green-950' : 'border-amber-300 bg-amber-50 text-amber-950';

  const heading =
    answer.verdict === 'official' ? (
      <Select
        value={kind}
        _email="Yes, this e-mail address is one of ours"
        _phone="Yes, this phone number is one of ours"
        _website="Yes, this website is one of ours"
        other="Yes, this name is one of ours"
      />
    ) : answer.verdict === 'staff' ? (
      <Trans>Yes, this is the work address of someone on our case team</Trans>
    ) : answer.verdict === 'staff_name' ? (
      <Trans>Someone on our case team goes by this name, but a name proves nothing</Trans>
    ) : answer.kind === 'name' ? (
      <Trans>Nobody on our case team goes by this name</Trans>
    ) : (
      <Select
        value={kind}
        _email="This e-mail address is not one of ours"
        _phone="This phone number is not one of ours"
        _website="This website is not one of ours"
        other="This name is not one of ours"
      />
    );

  return (
    <section aria-labelledby="contact-answer-heading" className={`flex scroll-mt-24 flex-col gap-4 rounded-lg border p-5 ${tone}`}>
      {/* scroll-mt: the answer lands below the sticky header, not under it. */}
      <h2 id="contact-answer-heading" ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold focus:outline-none">
        {heading}
      </h2>
      <p className="text-base">
        <Trans>
          You asked about <span className="font-semibold [overflow-wrap:anywhere]">{contact}</span>.
        </Trans>
      </p>
      {ours ? (
        <p className="text-base">
          <Trans>
            Even so, the sender shown on a message can be faked. {platformName} never asks you for money, gift cards, crypto, remote access to
            your device or your passwords. If a message asks for any of these, it is not from us: do not reply, and tell us through your
            account.
          </Trans>
        </p>
      ) : answer.verdict === 'staff_name' ? (
        <p className="text-base">
          <Trans>
            Anyone can use a real person&apos;s name. Our case team writes to you in your account on this website and from the channels below.
            If this person reached you another way, or asked you for money, treat it as a scam.
          </Trans>
        </p>
      ) : (
        <>
          <p className="text-base">
            <Trans>
              We have no record of it. It is likely a recovery scam: people who pose as us, or as the police, lawyers or banks, to take more
              money from people who have already lost some. You have done the right thing by checking.
            </Trans>
          </p>
          <div>
            <h3 className="mb-2 text-lg font-semibold">
              <Trans>What to do now</Trans>
            </h3>
            <ul className="flex list-disc flex-col gap-1.5 ps-6 text-base">
              {SAFE_STEPS.map((step) => (
                <li key={step.id}>{i18n._(step)}</li>
              ))}
            </ul>
          </div>
        </>
      )}
      {!ours ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold">
            <Trans>Tell our case team</Trans>
          </h3>
          {reported ? (
            <p role="status" className="text-base">
              <Select
                value={kind}
                _email="Thank you. Our case team will see that someone is posing as us from this e-mail address."
                _phone="Thank you. Our case team will see that someone is posing as us from this phone number."
                _website="Thank you. Our case team will see that someone is posing as us from this website."
                other="Thank you. Our case team will see that someone is posing as us from this name."
              />
            </p>
          ) : (
            <>
              <p className="text-base">
                <Select
                  value={kind}
                  _email="We keep only the e-mail address you checked, not who you are. It helps us warn others."
                  _phone="We keep only the phone number you checked, not who you are. It helps us warn others."
                  _website="We keep only the website you checked, not who you are. It helps us warn others."
                  other="We keep only the name you checked, not who you are. It helps us warn others."
                />
              </p>
              <Button
                className="self-start"
                variant="outline"
                disabled={report.isPending}
                onClick={() =>
                  report.mutate(answer.id, {
                    onSuccess: () => setReported(true),
                    onError: () => toast({ title: t`Not sent`, description: t`Your report did not reach us. Please try again.`, variant: 'destructive' }),
                  })
                }
              >
                {report.isPending ? (
                  <Trans>Sending…</Trans>
                ) : (
                  <Select
                    value={kind}
                    _email="Report this e-mail address"
                    _phone="Report this phone number"
                    _website="Report this website"
                    other="Report this name"
                  />
                )}
              </Button>
            </>
          )}
          <p className="text-base">
            <Trans>
              If you lost money,{' '}
              <Link to={paths.reportIncident} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                report what happened
              </Link>
              . Asking for help is free.
            </Trans>
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold">
          <Trans>Where real messages from us come from</Trans>
        </h3>
        <OfficialChannels channels={answer.officialChannels} platformName={platformName} />
      </div>
    </section>
  );
});
