import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useSendTestEmail } from '../api/send-test-email';

/** Sends a test to the signed-in staff member and shows the mail server's own answer, word for word. */
export function TestEmail() {
  const { t } = useLingui();
  const send = useSendTestEmail();
  const answer = send.data;
  const to = answer?.to;
  const serverResponse = answer?.serverResponse;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <Trans>Check the mail server</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Sends a short message to the e-mail address of your staff account, with the settings below.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button className="self-start" variant="outline" onClick={() => send.mutate()} disabled={send.isPending}>
          <Mail aria-hidden="true" /> {send.isPending ? t`Sending...` : t`Send a test e-mail`}
        </Button>
        <div role="status" className="text-base">
          {answer ? (
            <>
              <p className="font-medium">{answer.delivered ? t`Sent to ${to}.` : t`Not delivered to ${to}.`}</p>
              <p className="text-muted-foreground">
                <Trans>
                  The mail server answered: <span className="break-all font-mono text-foreground">{serverResponse}</span>
                </Trans>
              </p>
            </>
          ) : send.error ? (
            <p className="text-destructive">{send.error instanceof ApiError && send.error.serverMessage ? send.error.serverMessage : t`The test e-mail could not be sent.`}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
