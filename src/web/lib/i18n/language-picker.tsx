import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LOCALE_NAMES, type Locale } from '@shared/i18n/locales';
import { useBranding } from '@/lib/branding/get-settings';
import { cx } from '@/lib/cx';
import { rememberLocale } from './reader-locale';
import { activateLocale } from './texts';

/**
 * The reader's own choice of language, among those the organisation offers (setting), each named in
 * itself ("Español", never "Spanish"), so a reader who cannot read the current language still finds
 * theirs. Remembered in this browser and sent to the server with every request; someone signed in
 * also keeps it on their account (`keepOnAccount`), so the e-mails that follow are in it too.
 * Nothing shows when only one language is offered.
 */
export function LanguagePicker({
  className,
  compact = false,
  keepOnAccount,
}: {
  className?: string;
  compact?: boolean;
  /** Signed in: keeps the choice on the person's own account (the layout knows whose). */
  keepOnAccount?: (locale: Locale) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const { languages } = useBranding();
  const id = useId();
  const [switching, setSwitching] = useState(false);
  const [failed, setFailed] = useState<'loading' | 'keeping' | null>(null);
  if (languages.length < 2) return null;
  const current = languages.includes(i18n.locale as Locale) ? i18n.locale : languages[0];

  const choose = async (locale: Locale) => {
    setSwitching(true);
    setFailed(null);
    try {
      await activateLocale(locale);
      rememberLocale(locale);
    } catch {
      setFailed('loading');
      setSwitching(false);
      return;
    }
    try {
      await keepOnAccount?.(locale);
    } catch {
      setFailed('keeping');
    } finally {
      setSwitching(false);
    }
  };

  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className={cx('flex items-center gap-2', compact ? 'text-sm' : 'text-base')}>
        <label htmlFor={id} className={compact ? 'text-muted-foreground' : undefined}>
          {t`Language`}
        </label>
        {/* A plain <select> styled as components/ui/native-select's, without its class merger
            (tailwind-merge, 8 KB gzip): the footer is part of every first load. */}
        <select
          id={id}
          className={cx(
            'flex w-auto rounded-md border border-input bg-card px-3 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring disabled:opacity-60',
            compact ? 'min-h-9 py-1 text-sm' : 'min-h-11 min-w-36 py-2 text-base',
          )}
          value={current}
          disabled={switching}
          aria-describedby={failed ? `${id}-failed` : undefined}
          onChange={(event) => void choose(event.target.value as Locale)}
        >
          {languages.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      {failed ? (
        <p id={`${id}-failed`} role="alert" className="text-sm text-destructive">
          {failed === 'loading'
            ? t`That language could not be loaded. Please try again.`
            : t`Your account could not be updated, so e-mails may still come in the earlier language until you next sign in.`}
        </p>
      ) : null}
    </div>
  );
}
