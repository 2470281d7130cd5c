import { LogOut } from '@/components/icons/first-load-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { useBranding } from '@/lib/branding/get-settings';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { useStoredUser } from '@/lib/session/stored-user';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { publicLinks, signedInLinks } from './nav-links';
import { QuickExitButton } from './quick-exit';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'whitespace-nowrap rounded-md px-2.5 py-2 text-base font-medium transition-colors 2xl:px-3',
    isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-accent',
  );

/** Signing out is the auth feature's; the layout that composes features hands it in. */
export function SiteHeader({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const { platformName, logoUrl } = useBranding();
  const user = useStoredUser();
  const links = user ? signedInLinks : publicLinks;
  const { t, i18n } = useLingui();

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
      {/* Wider than the pages: signed in, the links, the e-mail, Logout and Quick exit share one row. */}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:gap-3">
        <Link to={paths.home} className="flex min-w-0 items-center gap-3 rounded-md xl:shrink-0">
          <BrandMark logoUrl={logoUrl} className="shrink-0" />
          <span className="truncate text-xl font-semibold text-primary">{platformName}</span>
        </Link>

        <nav aria-label={t`Main`} className="hidden items-center gap-0.5 xl:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass}>
              {i18n._(link.label)}
            </NavLink>
          ))}
        </nav>

        {/* When the row is tight (signed in, 1280 px), the e-mail address gives way, not the name. */}
        <div className="flex min-w-0 items-center gap-2 xl:gap-3">
          <div className="hidden min-w-0 items-center gap-3 xl:flex">
            {user ? (
              <>
                <span className="min-w-0 max-w-48 truncate text-sm text-muted-foreground" title={user.email}>
                  {user.email}
                </span>
                <Button variant="outline" size="sm" className="shrink-0" onClick={onLogout} disabled={loggingOut}>
                  <LogOut aria-hidden="true" /> <Trans>Logout</Trans>
                </Button>
              </>
            ) : (
              <Button asChild variant="outline" size="sm" className="shrink-0">
                <Link to={paths.login}>
                  <Trans>Sign in</Trans>
                </Link>
              </Button>
            )}
          </div>
          {/* On every page, in the sticky header: always in reach, and it covers none of the page. */}
          <QuickExitButton className="shrink-0" />
          <MobileMenu links={links} email={user?.email ?? null} onLogout={onLogout} loggingOut={loggingOut} />
        </div>
      </div>
    </header>
  );
}
