import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * DECISIONS D13: the server returns an e-mailed link (verification, report confirmation) only in
 * development with no SMTP server, so a developer can go on without a mailbox. In production it is
 * only ever e-mailed.
 */
export function DevMailLink({ url, title, action }: { url: string; title: string; action: string }) {
  return (
    <Alert variant="info">
      <AlertTitle>
        <Trans>Development mode: {title}</Trans>
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          <Trans>No e-mail server is configured, so the link that would have been e-mailed is shown here.</Trans>
        </p>
        <a href={url} className="break-all text-sm underline underline-offset-4 hover:no-underline">
          {url}
        </a>
        <Button asChild className="w-full whitespace-normal text-center sm:w-auto sm:self-start">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> {action}
            <span className="sr-only">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
