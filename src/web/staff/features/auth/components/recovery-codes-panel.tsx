import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/staff/lib/staff-file';

/**
 * Ten recovery codes, shown this once: each opens one sign-in when the phone or passkey is not at
 * hand. Only their hashes are kept, so they cannot be shown again, only replaced.
 */
export function RecoveryCodesPanel({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-4">
      <h2 id="recovery-codes-heading" className="text-lg font-semibold">
        <Trans>Your recovery codes</Trans>
      </h2>
      <Alert>
        <AlertTitle>
          <Trans>Keep these somewhere safe</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>
            Each code lets you sign in once if your phone or passkey is not with you. They are shown only now: save them in a password manager or print
            them.
          </Trans>
        </AlertDescription>
      </Alert>
      <ol className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-4 font-mono text-base" aria-label={t`Recovery codes`} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> <Trans>Copy</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}>
          <Download aria-hidden="true" /> <Trans>Download</Trans>
        </Button>
        <span role="status" className="self-center text-sm text-muted-foreground">
          {copied ? t`Copied` : ''}
        </span>
      </div>
      <Button type="button" onClick={onDone}>
        {doneLabel ?? t`I have saved my codes`}
      </Button>
    </section>
  );
}
