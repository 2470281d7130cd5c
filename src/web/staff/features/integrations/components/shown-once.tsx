import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

/**
 * A secret shown this once (an API key, a webhook's signing secret): only its hash, or its
 * encrypted form, is kept, so nobody can show it again. Copy puts it on the clipboard; the words
 * say where it belongs and what to do if it is lost.
 */
export function ShownOnce({
  label,
  copyLabel,
  value,
  children,
  onDone,
}: {
  label: string;
  /** The Copy button's words ('Copy api key'). */
  copyLabel: string;
  value: string;
  children?: ReactNode;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="warning">
        <AlertTitle>
          <Trans>Copy it now: it is shown only this once</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>
            Haven keeps no readable copy. Put it straight into the other system&apos;s settings or a password manager, never in an e-mail or a ticket. If
            it is lost, make a new one and remove this one.
          </Trans>
        </AlertDescription>
      </Alert>
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium" id="shown-once-label">
          {label}
        </p>
        <code aria-labelledby="shown-once-label" className="block rounded-md border bg-muted/40 p-3 font-mono text-sm [overflow-wrap:anywhere]" data-testid="shown-once">
          {value}
        </code>
      </div>
      {children}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> {copyLabel}
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {copied === 'yes' ? t`Copied` : copied === 'failed' ? t`Could not copy: select the text and copy it` : ''}
        </span>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          <Trans>I have stored it</Trans>
        </Button>
      </DialogFooter>
    </div>
  );
}
