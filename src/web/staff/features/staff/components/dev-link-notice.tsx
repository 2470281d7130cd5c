import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** D13: in development with no mail server the link is shown here, since no e-mail will carry it. */
export function DevLinkNotice({ url }: { url: string }) {
  return (
    <Alert variant="warning" role="status">
      <AlertTitle>Development mode: no e-mail was sent</AlertTitle>
      <AlertDescription>
        <p>Give this set-password link to the staff member:</p>
        <a href={url} className="break-all font-medium underline underline-offset-4">
          {url}
        </a>
      </AlertDescription>
    </Alert>
  );
}
