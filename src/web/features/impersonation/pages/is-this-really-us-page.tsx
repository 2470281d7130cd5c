import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { impersonationCheckSchema } from '@shared/impersonation/schema';
import { formatWait } from '@shared/format/wait';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useBranding } from '@/lib/branding/get-settings';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { useCheckContact, useOfficialChannels } from '../api/check-contact';
import { ContactAnswer } from '../components/contact-answer';
import { OfficialChannels } from '../components/official-channels';

/**
 * /is-this-really-us (issue 27), linked from every e-mail and the footer: a visitor contacted by
 * someone "from" the organisation checks the address, number, website or name, and reads plainly
 * whether it is ours and, if not, what to do.
 */
export default function IsThisReallyUsPage() {
  const { t } = useLingui();
  const pageTitle = t`Is this really us?`;
  useDocumentBranding(pageTitle);
  const { platformName } = useBranding();
  const channels = useOfficialChannels();
  const check = useCheckContact();
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | undefined>();
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const focusAnswer = useRef(false);

  useEffect(() => {
    if (!focusAnswer.current || !check.data || !answerHeading.current) return;
    focusAnswer.current = false;
    answerHeading.current.scrollIntoView({ block: 'start' });
    answerHeading.current.focus({ preventScroll: true });
  }, [check.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = impersonationCheckSchema.safeParse({ contact });
    if (!parsed.success) {
      check.reset();
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    focusAnswer.current = true;
    check.mutate(parsed.data, {
      onError: (failure) => {
        focusAnswer.current = false;
        const wait =
          failure instanceof ApiError && failure.code === 'RATE_LIMITED' && failure.retryAfterSeconds ? formatWait(failure.retryAfterSeconds) : null;
        toast({
          title: t`Not checked`,
          description: wait
            ? t`We could not check it just now. Please wait ${wait} and try again.`
            : t`We could not check it just now. Please try again.`,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-4">
        <h1 className="text-4xl font-bold tracking-tight text-primary sm:text-5xl">{pageTitle}</h1>
        <p className="text-xl text-muted-foreground">
          <Trans>
            Scammers sometimes say they are from {platformName}, or from the police or a bank, and offer to get your money back. Before you reply
            or pay anything, check who contacted you.
          </Trans>
        </p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5">
        <FormField
          label={t`E-mail address, phone number, website or name of whoever contacted you`}
          hint={t`Type it as you have it, for example help@example.org or +44 20 7946 0000.`}
          error={error}
        >
          <Input value={contact} onChange={(event) => setContact(event.target.value)} autoComplete="off" spellCheck={false} maxLength={300} />
        </FormField>
        <Button type="submit" className="self-start" disabled={check.isPending}>
          {check.isPending ? <Trans>Checking…</Trans> : <Trans>Check</Trans>}
        </Button>
      </form>
      {check.data ? <ContactAnswer ref={answerHeading} answer={check.data} platformName={platformName} /> : null}
      {!check.data ? (
        <section aria-labelledby="channels-heading" className="flex flex-col gap-3">
          <h2 id="channels-heading" className="text-2xl font-bold text-primary">
            <Trans>Where real messages from us come from</Trans>
          </h2>
          {channels.data ? (
            <OfficialChannels channels={channels.data.officialChannels} platformName={platformName} />
          ) : channels.isPending ? (
            <p role="status" className="text-muted-foreground">
              <Trans>Loading…</Trans>
            </p>
          ) : (
            <p className="text-muted-foreground">
              <Trans>Our channels could not be loaded. The check above still works.</Trans>
            </p>
          )}
        </section>
      ) : null}
    </main>
  );
}
