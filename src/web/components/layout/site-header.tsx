import { LogOut, Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useBranding } from '@/lib/branding/get-settings';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useStoredUser } from '@/lib/session/stored-user';
import { BrandMark } from './brand-mark';

type NavItem = { to: string; label: string };

const publicLinks: NavItem[] = [
  { to: paths.home, label: 'Search Directory' },
  { to: paths.reportIncident, label: 'Report Incident' },
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.resources, label: 'Resources' },
];

const signedInLinks: NavItem[] = [
  { to: paths.dashboard, label: 'My Dashboard' },
  { to: paths.home, label: 'Search Directory' },
  { to: paths.reportIncident, label: 'Report Incident' },
  { to: paths.recovery, label: 'Apply Recovery' },
  { to: paths.resources, label: 'Resources' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-3 py-2 text-base font-medium transition-colors',
    isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-accent',
  );

/** Signing out is the auth feature's; the layout that composes features hands it in. */
export function SiteHeader({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const { platformName, logoUrl } = useBranding();
  const user = useStoredUser();
  const location = useLocation();
  // The menu remembers the page it was opened on, so any route change (a link click, the back
  // button) closes it without an effect.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenedAt(open ? location.pathname : null);
  const menuId = useId();
  const links = user ? signedInLinks : publicLinks;

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to={paths.home} className="flex items-center gap-3 rounded-md">
          <BrandMark logoUrl={logoUrl} />
          <span className="text-xl font-semibold text-primary">{platformName}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="hidden items-center gap-3 xl:flex">
          {user ? (
            <>
              <span className="max-w-48 truncate text-sm text-muted-foreground" title={user.email}>
                {user.email}
              </span>
              <Button variant="outline" size="sm" onClick={onLogout} disabled={loggingOut}>
                <LogOut aria-hidden="true" /> Logout
              </Button>
            </>
          ) : (
            <Button asChild variant="outline" size="sm">
              <Link to={paths.login}>Sign in</Link>
            </Button>
          )}
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="xl:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>

      {menuOpen ? (
        <nav id={menuId} aria-label="Main" className="border-t border-border px-4 pb-4 xl:hidden">
          <ul className="flex flex-col gap-1 pt-3">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClass} onClick={() => setMenuOpen(false)}>
                  {({ isActive }) => <span className={cn('block', isActive && 'font-semibold')}>{link.label}</span>}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-2 border-t border-border pt-3">
            {user ? (
              <>
                <span className="truncate text-sm text-muted-foreground">{user.email}</span>
                <Button variant="outline" onClick={onLogout} disabled={loggingOut}>
                  <LogOut aria-hidden="true" /> Logout
                </Button>
              </>
            ) : (
              <Button asChild variant="outline">
                <Link to={paths.login} onClick={() => setMenuOpen(false)}>
                  Sign in
                </Link>
              </Button>
            )}
          </div>
        </nav>
      ) : null}
    </header>
  );
}
