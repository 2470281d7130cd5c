import { Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { PageFallback } from '@/components/layout/page-fallback';
import { useQuickExitShortcut } from '@/components/layout/quick-exit';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { SplashScreen } from '@/components/layout/splash-screen';
import { lastKnownBranding, useSettings } from '@/lib/branding/get-settings';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { storeUser } from '@/lib/session/stored-user';

const SPLASH_MAX_MS = 3000;

function useSplashTimeout(): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), SPLASH_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  return expired;
}

export function SiteLayout() {
  const settings = useSettings();
  const expired = useSplashTimeout();
  // Before the splash's early return: Escape twice leaves even while the settings load.
  useQuickExitShortcut();
  useDocumentBranding();
  const [loggingOut, setLoggingOut] = useState(false);
  const navigate = useNavigate();
  // Signing out loads its code (and the query library) when asked for, not with every page. Should
  // that code fail to arrive, the browser still forgets the victim.
  const onLogout = () => {
    setLoggingOut(true);
    import('@/features/auth/api/logout')
      .then(({ logOut }) => logOut(), () => storeUser(null))
      .catch(() => {})
      .finally(() => {
        setLoggingOut(false);
        void navigate(paths.home);
      });
  };

  // The splash stays until the settings answer (or fail), for 3 seconds at most.
  if (settings.status === 'pending' && !expired) {
    const branding = lastKnownBranding();
    return <SplashScreen platformName={branding.platformName} tagline={branding.tagline} logoUrl={branding.logoUrl} />;
  }

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader onLogout={onLogout} loggingOut={loggingOut} />
      <div className="flex-1">
        {/* Per route: a screen whose file did not arrive gets a message and Reload, under the header's Quick exit. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </div>
      <SiteFooter />
    </div>
  );
}
