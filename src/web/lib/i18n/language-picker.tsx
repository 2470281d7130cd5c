import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LOCALE_NAMES, type Locale } from '@shared/i18n/locales';
import { NativeSelect } from '@/components/ui/native-select';
import { useBranding } from '@/lib/branding/get-settings';
import { cn } from '@/lib/cn';
import { rememberLocale } from './reader-locale';
import { activateLocale } from './texts';

/**
 * The reader's own choice of language, among those the organisation offers (setting), each named in
 * itself ("Español", never "Spanish"), so a reader who cannot read the current language still finds
 * theirs. Remembered in this browser and sent to the server with every request, so the e-mails that
 * follow are in it too. Nothing shows when only one language is offered.
 */
export function LanguagePicker({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const { languages } = useBranding();
  const id = useId();
  const [switching, setSwitching] = useState(false);
  const [failed, setFailed] = useState(false);
  if (languages.length < 2) return null;
  const current = languages.includes(i18n.locale as Locale) ? i18n.locale : languages[0];

  const choose = async (locale: Locale) => {
    setSwitching(true);
    setFailed(false);
    try {
      await activateLocale(locale);
      rememberLocale(locale);
    } catch {
      setFailed(true);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className={cn('flex items-center gap-2', compact ? 'text-sm' : 'text-base')}>
        <label htmlFor={id} className={compact ? 'text-muted-foreground' : undefined}>
          {t`Language`}
        </label>
        <NativeSelect
          id={id}
          className={compact ? 'min-h-9 w-auto py-1 text-sm' : 'w-auto min-w-36'}
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
        </NativeSelect>
      </div>
      {failed ? (
        <p id={`${id}-failed`} role="alert" className="text-sm text-destructive">
          {t`That language could not be loaded. Please try again.`}
        </p>
      ) : null}
    </div>
  );
}
