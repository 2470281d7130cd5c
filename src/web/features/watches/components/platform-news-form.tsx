import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, CheckCircle2, MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '@shared/email-pattern';
import { DevMailLink } from '@/components/dev-mail-link';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useMe } from '@/lib/session/get-me';
import { useStopWatch } from '../api/case-watches';
import { useAskAboutPlatform, useMyWatches } from '../api/platform-watch';

/** Moves focus to what just appeared, so a keyboard or screen reader user lands on the outcome. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function LinkSent({ email, devUrl }: { email: string; devUrl?: string }) {
  const { t } = useLingui();
  const title = useFocusOnShow<HTMLSpanElement>();
  return (
    <div className="flex flex-col gap-3">
      <Alert variant="success">
        <MailCheck className="size-5" aria-hidden="true" />
        <AlertTitle>
          <span ref={title} tabIndex={-1} className="outline-none">
            <Trans>Please check your e-mail</Trans>
          </span>
        </AlertTitle>
        <AlertDescription>
          <p>
            <Trans>
              If <strong className="[overflow-wrap:anywhere]">{email}</strong> is right, a link to confirm is on its way. Nothing else is sent to it
              until you open the link. It works for 7 days.
            </Trans>
          </p>
        </AlertDescription>
      </Alert>
      {devUrl ? <DevMailLink url={devUrl} title={t`confirmation link`} action={t`Confirm the request`} /> : null}
    </div>
  );
}

function NotSent({ devUrl }: { devUrl?: string }) {
  const { t } = useLingui();
  const title = useFocusOnShow<HTMLSpanElement>();
  return (
    <div className="flex flex-col gap-3">
      <Alert variant="info">
        <AlertTitle>
          <span ref={title} tabIndex={-1} className="outline-none">
            <Trans>We cannot send e-mail at the moment</Trans>
          </span>
        </AlertTitle>
        <AlertDescription>
          <p>
            <Trans>This site cannot send e-mail at present, so the link to confirm has not gone out. Please try again later.</Trans>
          </p>
        </AlertDescription>
      </Alert>
      {devUrl ? <DevMailLink url={devUrl} title={t`confirmation link`} action={t`Confirm the request`} /> : null}
    </div>
  );
}

function ByEmail({ slug }: { slug: string }) {
  const { t } = useLingui();
  const ask = useAskAboutPlatform(slug);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sentTo, setSentTo] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setProblem(t`Please enter a valid email address`);
      return;
    }
    setProblem(undefined);
    ask.mutate(address, { onSuccess: () => setSentTo(address) });
  };

  if (ask.data?.status === 'email_sent') return <LinkSent email={sentTo} devUrl={ask.data.confirmationUrl} />;
  if (ask.data?.status === 'not_sent') return <NotSent devUrl={ask.data.confirmationUrl} />;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-base text-muted-foreground">
        <Trans>First we send a link to your address, to check that it is yours. Nothing else is sent until you open it.</Trans>
      </p>
      <div className="max-w-md">
        <FormField label={t`Your e-mail address`} error={problem}>
          <Input type="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
      </div>
      {ask.isError ? (
        <p role="alert" className="text-base text-destructive">
          {errorMessage(ask.error, t`We could not send the link. Please try again.`)}
        </p>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto sm:self-start" disabled={ask.isPending}>
        {ask.isPending ? <Trans>Sending...</Trans> : <Trans>Send me a link to confirm</Trans>}
      </Button>
    </form>
  );
}

function SignedIn({ slug, name }: { slug: string; name: string }) {
  const { t } = useLingui();
  const mine = useMyWatches(true);
  const ask = useAskAboutPlatform(slug);
  const stop = useStopWatch();
  const [status, setStatus] = useState('');
  const watch = mine.data?.watches.find((candidate) => candidate.kind === 'platform' && candidate.platformSlug === slug);

  if (mine.isPending) return null;
  if (watch) {
    return (
      <div className="flex flex-col gap-3">
        <p className="flex items-start gap-2 text-base">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
          <span>
            <Trans>You will hear from us when a new report about {name} is confirmed.</Trans>
          </span>
        </p>
        <Button
          variant="outline"
          className="w-full sm:w-auto sm:self-start"
          disabled={stop.isPending}
          onClick={() => stop.mutate(watch.id, { onSuccess: () => setStatus(t`Stopped. You will no longer hear about ${name}.`) })}
        >
          <Trans>Stop these e-mails</Trans>
        </Button>
        <p role="status" className="text-base">
          {status}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {ask.isError ? (
        <p role="alert" className="text-base text-destructive">
          {errorMessage(ask.error, t`We could not save this. Please try again.`)}
        </p>
      ) : null}
      <Button className="w-full sm:w-auto sm:self-start" disabled={ask.isPending} onClick={() => ask.mutate(undefined, { onSuccess: () => setStatus(t`Done. We will write to the address of your account.`) })}>
        {ask.isPending ? <Trans>Saving...</Trans> : <Trans>Tell me about new reports</Trans>}
      </Button>
      <p role="status" className="text-base">
        {status}
      </p>
    </div>
  );
}

/**
 * "Hear about new reports" on a platform's public page (issue 27, D28): a signed-in victim follows it
 * at once; anyone else gives an address, which must be confirmed through a mailed link before
 * anything else is sent (D18). The mails say only that there is news (D19).
 */
export function PlatformNewsForm({ slug, name }: { slug: string; name: string }) {
  const id = useId();
  const me = useMe();
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="flex items-start gap-2 text-2xl font-bold tracking-tight text-primary sm:text-3xl">
        <BellRing className="mt-0.5 size-7 shrink-0 sm:mt-1" aria-hidden="true" />
        <Trans>Hear about new reports</Trans>
      </h2>
      <p className="text-lg">
        <Trans>
          We can send you a short e-mail when a new report about {name} is confirmed: at most one a day, and only when there is news. It does
          not say who reported or what they wrote. Every e-mail has a link to stop them.
        </Trans>
      </p>
      {me.isPending ? null : me.data ? <SignedIn slug={slug} name={name} /> : <ByEmail slug={slug} />}
    </section>
  );
}
