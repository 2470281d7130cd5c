import { Link } from 'react-router';
import { useBranding } from '@/lib/branding/get-settings';
import { paths } from '@/lib/paths';
import { ScamWarning } from './scam-warning';

export function SiteFooter() {
  const { platformName, supportEmail } = useBranding();
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <ScamWarning />
        <div className="flex flex-col gap-3 text-base text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <p>{platformName} helps victims of online fraud for free. We cannot promise that money will be recovered.</p>
            {supportEmail ? (
              <p>
                Questions? Write to{' '}
                <a className="underline underline-offset-4 hover:no-underline" href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
              </p>
            ) : null}
          </div>
          <nav aria-label="Footer" className="flex flex-wrap gap-4">
            <Link className="underline underline-offset-4 hover:no-underline" to={paths.isThisReallyUs}>
              Is this really us?
            </Link>
            <Link className="underline underline-offset-4 hover:no-underline" to={paths.resources}>
              Scam prevention resources
            </Link>
            <Link className="underline underline-offset-4 hover:no-underline" to={paths.reportIncident}>
              Report an incident
            </Link>
            <Link className="underline underline-offset-4 hover:no-underline" to={paths.adminLogin}>
              Staff sign-in
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
