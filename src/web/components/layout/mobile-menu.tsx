import { LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
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

type MobileMenuProps = {
  links: NavItem[];
  email: string | null;
  onLogout: () => void;
  loggingOut: boolean;
};

/**
 * The phone menu is a dialog: Tab stays inside it, Escape closes it, and focus goes back to the
 * menu button, so nothing focused hides under the open panel.
 */
export function MobileMenu({ links, email, onLogout, loggingOut }: MobileMenuProps) {
  const location = useLocation();
  // The menu remembers the page it was opened on, so any route change (a link click, the back
  // button) closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.pathname;

  return (
    <Sheet open={open} onOpenChange={(next) => setOpenedAt(next ? location.pathname : null)}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="shrink-0 xl:hidden" aria-label="Menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <SheetTitle>Menu</SheetTitle>
          <div className="flex items-center gap-2">
            <QuickExitButton />
            <SheetClose asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" />
              </Button>
            </SheetClose>
          </div>
        </div>
        <nav aria-label="Main" className="px-4 py-3">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClass} onClick={() => setOpenedAt(null)}>
                  {link.label}
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
                  setOpenedAt(null);
                  onLogout();
                }}
                disabled={loggingOut}
              >
                <LogOut aria-hidden="true" /> Logout
              </Button>
            </>
          ) : (
            <Button asChild variant="outline">
              <Link to={paths.login} onClick={() => setOpenedAt(null)}>
                Sign in
              </Link>
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
