import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { NavItem } from './nav-links';
import { QuickExitButton } from './quick-exit';

// A block-level link: an inline link around a block child paints its background on the inline
// fragments only, which left the current page's white text on the white panel.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-md px-3 py-2 text-base font-medium transition-colors',
    isActive ? 'bg-primary font-semibold text-primary-foreground' : 'text-foreground hover:bg-accent',
  );

export type MobileMenuPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button in the header: focus goes back to it when the panel closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  links: NavItem[];
  email: string | null;
  onLogout: () => void;
  loggingOut: boolean;
};

/**
 * The open phone menu, a Radix dialog in its own chunk: most visitors never open it, so the
 * dialog code is fetched on the first open rather than with the first page.
 */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
  links,
  email,
  onLogout,
  loggingOut,
}: MobileMenuPanelProps) {
  const close = () => onOpenChange(false);
  const { t, i18n } = useLingui();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-menu"
        aria-describedby={undefined}
        // The menu button is not a Radix trigger (it stays in the first bundle), so Radix does not
        // know where focus came from: hand it back to the button ourselves.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <SheetTitle>
            <Trans>Menu</Trans>
          </SheetTitle>
          <div className="flex items-center gap-2">
            <QuickExitButton />
            <SheetClose asChild>
              <Button variant="ghost" size="icon" aria-label={t`Close menu`}>
                <X aria-hidden="true" />
              </Button>
            </SheetClose>
          </div>
        </div>
        <nav aria-label={t`Main`} className="px-4 py-3">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClass} onClick={close}>
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mx-4 flex flex-col gap-2 border-t border-border py-3">
          {email ? (
            <>
              <span className="truncate text-sm text-muted-foreground">{email}</span>
              <Button
                variant="outline"
                onClick={() => {
                  close();
                  onLogout();
                }}
                disabled={loggingOut}
              >
                <LogOut aria-hidden="true" /> <Trans>Logout</Trans>
              </Button>
            </>
          ) : (
            <Button asChild variant="outline">
              <Link to={paths.login} onClick={close}>
                <Trans>Sign in</Trans>
              </Link>
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
