import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Keyboard, LogOut, Menu, RefreshCw } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '@/components/layout/brand-mark';
import { PageFallback } from '@/components/layout/page-fallback';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { SkipLink } from '@/components/layout/skip-link';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useBranding } from '@/lib/branding/get-settings';
import { LanguagePicker } from '@/lib/i18n/language-picker';
import { paths } from '@/lib/paths';
import { StaffSidebar } from '../components/staff-sidebar';
import { roleText } from '../lib/role-labels';
import { useSavedViews } from '../lib/saved-views';
import { BellButton } from '../features/work/components/bell-button';
import { useMyWorkCounts } from '../features/work/api/get-my-work-counts';
import { GlobalSearch } from '../components/global-search';
import { ShortcutsDialog } from '../components/shortcuts-dialog';
import { StatCards } from '../components/stat-cards';
import { useStaffShortcuts } from '../components/staff-shortcuts';
import { staffKeys } from '../lib/staff-query-keys';
import { keepOwnStaffLocale } from '../lib/staff-locale';
import { signOutStaff, useStaffSession } from '../lib/staff-session';

/**
 * The staff side's frame around every section: header (search, Refresh All, who is signed in),
 * the six stat cards, the sidebar (a sheet on a phone) and the section itself in <main>.
 */
export function StaffLayout() {
  const { t } = useLingui();
  const { platformName, logoUrl } = useBranding();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useStaffSession();
  const searchRef = useRef<HTMLInputElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [refreshing, setRefreshing] = useState(false);
  const isAdmin = session.data?.role === 'admin';
  const displayName = session.data?.displayName ?? '';
  const role = session.data ? roleText(session.data.role) : '';
  const counts = useMyWorkCounts().data;
  const views = useSavedViews().data?.items;

  // A row's link that opened this page went away with the old page (focus falls to the page's
  // body), and a search result leaves focus in the search box: either way the person starts at the
  // top of the new section. A page that places focus itself (a heading, a dialog) is left alone.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const active = document.activeElement;
    if (active === null || active === document.body || active === searchRef.current) document.getElementById('main')?.focus();
  }, [pathname]);

  useStaffShortcuts({
    focusSearch: () => searchRef.current?.focus(),
    showHelp: () => setHelpOpen(true),
    goTo: (path) => void navigate(path),
  });

  const refreshAll = async () => {
    setRefreshing(true);
    setAnnouncement('');
    await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    setRefreshing(false);
    setAnnouncement(t`Refreshed`);
  };

  return (
    <div className="flex min-h-screen flex-col bg-background">
      <SkipLink />
      <header className="border-b border-border bg-card">
        <div className="flex flex-wrap items-center gap-3 px-4 py-3">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="outline" size="icon" className="lg:hidden" aria-label={t`Open menu`}>
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent className="start-0 end-auto border-s-0 border-e" aria-describedby={undefined}>
              <SheetTitle className="px-6 pt-5">
                <Trans>Menu</Trans>
              </SheetTitle>
              {session.data && (
                <p className="px-6 text-sm text-muted-foreground">
                  <Trans>
                    Signed in as {displayName} ({role}).{' '}
                    <Link to={paths.adminSecurity} onClick={() => setMenuOpen(false)} className="font-medium text-primary underline underline-offset-4">
                      Your security
                    </Link>
                  </Trans>
                </p>
              )}
              <StaffSidebar isAdmin={isAdmin} counts={counts} views={views} onNavigate={() => setMenuOpen(false)} />
              <div className="flex flex-col items-start gap-3 px-6 pb-6 sm:hidden">
                <LanguagePicker keepOnAccount={keepOwnStaffLocale} compact />
                <Button variant="outline" size="sm" onClick={() => void signOutStaff({ queryClient, navigate: (to) => void navigate(to), everywhere: true })}>
                  <LogOut aria-hidden="true" /> <Trans>Sign out everywhere</Trans>
                </Button>
              </div>
            </SheetContent>
          </Sheet>
          <Link to={paths.admin} className="flex items-center gap-3 rounded-md">
            <BrandMark logoUrl={logoUrl} />
            <span className="text-xl font-semibold text-primary">{platformName}</span>
          </Link>
          <div className="order-last w-full md:order-none md:ms-4 md:w-auto md:flex-1">
            <GlobalSearch inputRef={searchRef} />
          </div>
          <div className="ms-auto flex items-center gap-2">
            <BellButton />
            <Button variant="outline" size="sm" onClick={() => void refreshAll()} disabled={refreshing}>
              <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} /> <Trans>Refresh All</Trans>
            </Button>
            {/* Shortcuts are for keyboards: a phone's header has no room to spare for them. */}
            <Button variant="ghost" size="sm" className="max-sm:hidden" onClick={() => setHelpOpen(true)} aria-label={t`Keyboard shortcuts`}>
              <Keyboard aria-hidden="true" />
            </Button>
            <LanguagePicker keepOnAccount={keepOwnStaffLocale} compact className="max-sm:hidden" />
            <span className="hidden text-sm sm:inline" data-testid="signed-in-as">
              {session.data ? (
                <>
                  {/* The name leads to the staff member's own sign-in security (issue 22). */}
                  <Link to={paths.adminSecurity} className="font-medium underline-offset-4 hover:underline" title={t`Your sign-in security`}>
                    {session.data.displayName}
                  </Link>{' '}
                  <span className="text-muted-foreground">({role})</span>
                </>
              ) : null}
            </span>
            <Button variant="outline" size="sm" onClick={() => void signOutStaff({ queryClient, navigate: (to) => void navigate(to) })}>
              <LogOut aria-hidden="true" /> <Trans>Sign out</Trans>
            </Button>
            {/* Every session of the account, for a lost laptop; on a phone it is in the menu, where there is room. */}
            <Button
              variant="ghost"
              size="sm"
              className="max-sm:hidden"
              onClick={() => void signOutStaff({ queryClient, navigate: (to) => void navigate(to), everywhere: true })}
            >
              <LogOut aria-hidden="true" /> <Trans>Sign out everywhere</Trans>
            </Button>
          </div>
        </div>
        <p className="sr-only" role="status" aria-live="polite">
          {announcement}
        </p>
      </header>
      <div className="flex flex-1">
        <div className="hidden w-60 shrink-0 border-e border-border bg-card lg:block">
          <StaffSidebar isAdmin={isAdmin} counts={counts} views={views} />
        </div>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-4 focus:outline-none">
          <div className="mb-4">
            <StatCards />
          </div>
          {/* A section whose file failed to load (a redeploy while the tab is open) says so calmly, with Reload and Quick exit, instead of blanking the staff side. */}
          <RouteErrorBoundary standalone>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </div>
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
