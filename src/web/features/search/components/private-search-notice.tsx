import { Trans } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/**
 * Private disclosure mode (D2): the page never says whether anything matched, only that the
 * owner of the address will get a link if it did.
 */
export function PrivateSearchNotice({ email, devLink, mailSent = true }: { email: string; devLink?: string; mailSent?: boolean }) {
  // No mail server and no development link: say so, never "check your inbox" for a mail that never left.
  if (!mailSent && !devLink) {
    return (
      <Alert variant="warning" role="status" className="mx-auto max-w-2xl text-start">
        <AlertTitle>
          <Trans>No link was sent</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>
            This site cannot send e-mail at the moment, so no link was sent to <strong className="break-all">{email}</strong>.
            Please try again later, or search without private mode.
          </Trans>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="info" role="status" className="mx-auto max-w-2xl text-start">
      <MailCheck className="size-5" aria-hidden="true" />
      <AlertTitle>
        <Trans>Check your inbox</Trans>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <p>
          <Trans>
            If any incident records match <strong className="break-all">{email}</strong>, a link to see them has been
            e-mailed to that address. The link works for 24 hours.
          </Trans>
        </p>
        {devLink ? (
          <p>
            <Trans>
              Development mode (no e-mail server):{' '}
              <a href={devLink} className="break-all underline underline-offset-4 hover:no-underline">
                open the results link
              </a>
            </Trans>
          </p>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
