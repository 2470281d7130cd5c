import { Trans } from '@lingui/react/macro';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** D13: in development with no mail server the link is shown here, since no e-mail will carry it. */
export function DevLinkNotice({ url }: { url: string }) {
  return (
    <Alert variant="warning" role="status">
      <AlertTitle>
        <Trans>Development mode: no e-mail was sent</Trans>
      </AlertTitle>
      <AlertDescription>
        <p>
          <Trans>Give this set-password link to the staff member:</Trans>
        </p>
        <a href={url} className="break-all font-medium underline underline-offset-4">
          {url}
        </a>
      </AlertDescription>
    </Alert>
  );
}
