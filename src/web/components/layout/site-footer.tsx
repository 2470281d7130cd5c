import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useBranding } from '@/lib/branding/get-settings';
import { paths } from '@/lib/paths';
import { LanguagePicker } from '@/lib/i18n/language-picker';
import { keepMyLocale } from '@/lib/session/keep-my-locale';
import { useStoredUser } from '@/lib/session/stored-user';
import { ScamWarning } from './scam-warning';

export function SiteFooter() {
  const { platformName, supportEmail } = useBranding();
  const { t } = useLingui();
  const user = useStoredUser();
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <ScamWarning />
        <div className="flex flex-col gap-3 text-base text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <p>
              <Trans>{platformName} helps victims of online fraud for free. We cannot promise that money will be recovered.</Trans>
            </p>
            {supportEmail ? (
              <p>
                <Trans>
                  Questions? Write to{' '}
                  <a className="underline underline-offset-4 hover:no-underline" href={`mailto:${supportEmail}`}>
                    {supportEmail}
                  </a>
                </Trans>
              </p>
            ) : null}
          </div>
          <nav aria-label={t`Footer`} className="flex flex-wrap gap-4">
            <Link className="underline underline-offset-4 hover:no-underline" to={paths.isThisReallyUs}>
              <Trans>Is this really us?</Trans>
            </Link>
            <Link className="underline underline-offset-4 hover:no-underline" to={paths.resources}>
              <Trans>Scam prevention resources</Trans>
            </Link>
            <Link className="underline underline-offset-4 hover:no-underline" to={paths.reportIncident}>
              <Trans>Report an incident</Trans>
            </Link>
            <Link className="underline underline-offset-4 hover:no-underline" to={paths.adminLogin}>
              <Trans>Staff sign-in</Trans>
            </Link>
          </nav>
        </div>
        {/* Each language named in itself, where people look for it: at the foot of every page. */}
        <LanguagePicker keepOnAccount={user ? keepMyLocale : undefined} />
      </div>
    </footer>
  );
}
