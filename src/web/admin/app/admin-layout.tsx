import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '@/components/layout/brand-mark';
import { PageFallback } from '@/components/layout/page-fallback';
import { SkipLink } from '@/components/layout/skip-link';
import { useBranding } from '@/lib/branding/get-settings';
import { paths } from '@/lib/paths';

/** The staff side's own frame: no victim navigation, no victim sign-out. */
export function AdminLayout() {
  const { platformName, logoUrl } = useBranding();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
          <Link to={paths.home} className="flex items-center gap-3 rounded-md">
            <BrandMark logoUrl={logoUrl} />
            <span className="text-xl font-semibold text-primary">{platformName}</span>
          </Link>
        </div>
      </header>
      <div className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
