import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { shortcutList } from './staff-shortcuts';

/** The '?' dialog: every keyboard shortcut of the staff side. */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>They work anywhere outside a text field.</DialogDescription>
        </DialogHeader>
        <table className="w-full text-start">
          <caption className="sr-only">Keyboard shortcuts</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Keys</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {shortcutList.map((shortcut) => (
              <tr key={shortcut.what} className="border-t border-border">
                <td className="whitespace-nowrap py-2 pe-4">
                  {shortcut.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && <span className="px-1 text-muted-foreground">then</span>}
                      <kbd className="rounded border border-border bg-muted px-2 py-0.5 font-mono text-sm">{key}</kbd>
                    </span>
                  ))}
                </td>
                <td className="py-2">{shortcut.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
