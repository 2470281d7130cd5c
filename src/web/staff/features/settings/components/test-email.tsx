import { Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useSendTestEmail } from '../api/send-test-email';

/** Sends a test to the signed-in staff member and shows the mail server's own answer, word for word. */
export function TestEmail() {
  const send = useSendTestEmail();
  const answer = send.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Check the mail server</CardTitle>
        <CardDescription>Sends a short message to the e-mail address of your staff account, with the settings below.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button className="self-start" variant="outline" onClick={() => send.mutate()} disabled={send.isPending}>
          <Mail aria-hidden="true" /> {send.isPending ? 'Sending...' : 'Send a test e-mail'}
        </Button>
        <div role="status" className="text-base">
          {answer ? (
            <>
              <p className="font-medium">{answer.delivered ? `Sent to ${answer.to}.` : `Not delivered to ${answer.to}.`}</p>
              <p className="text-muted-foreground">
                The mail server answered: <span className="break-all font-mono text-foreground">{answer.serverResponse}</span>
              </p>
            </>
          ) : send.error ? (
            <p className="text-destructive">{send.error instanceof ApiError && send.error.serverMessage ? send.error.serverMessage : 'The test e-mail could not be sent.'}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
