import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SplashScreen } from '@/components/layout/splash-screen';
import { lastKnownBranding, useSettings } from '@/features/settings/api/get-settings';
import { useDocumentBranding } from '@/features/settings/use-document-branding';

const SPLASH_MAX_MS = 3000;

function useSplashTimeout(): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), SPLASH_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  return expired;
}

function PageFallback() {
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-16 text-lg text-muted-foreground">
      Loading…
    </div>
  );
}

export function SiteLayout() {
  const settings = useSettings();
  const expired = useSplashTimeout();
  useDocumentBranding();

  // The splash stays until the settings answer (or fail), for 3 seconds at most.
  if (settings.isPending && !expired) {
    const branding = lastKnownBranding();
    return <SplashScreen platformName={branding.platformName} tagline={branding.tagline} logoUrl={branding.logoUrl} />;
  }

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
    </div>
  );
}
