import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { shortcutList } from './staff-shortcuts';

/** The '?' dialog: every keyboard shortcut of the staff side. */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Keyboard shortcuts</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>They work anywhere outside a text field.</Trans>
          </DialogDescription>
        </DialogHeader>
        <table className="w-full text-start">
          <caption className="sr-only">{t`Keyboard shortcuts`}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">
                <Trans>Keys</Trans>
              </th>
              <th scope="col">
                <Trans>What it does</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {shortcutList.map((shortcut) => (
              <tr key={shortcut.keys.join(' ')} className="border-t border-border">
                <td className="whitespace-nowrap py-2 pe-4">
                  {shortcut.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && <span className="px-1 text-muted-foreground">
                          <Trans>then</Trans>
                        </span>}
                      <kbd className="rounded border border-border bg-muted px-2 py-0.5 font-mono text-sm">{key}</kbd>
                    </span>
                  ))}
                </td>
                <td className="py-2">{i18n._(shortcut.what)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
