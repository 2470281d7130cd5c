import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { isLocale, LOCALE_NAMES } from '@shared/i18n/locales';
import { NativeSelect } from '@/components/ui/native-select';
import { useBranding } from '@/lib/branding/get-settings';
import { cn } from '@/lib/cn';
import { activateLocale } from '@/lib/i18n/texts';
import { rememberLocale } from '@/lib/i18n/reader-locale';

/**
 * The staff member's own language (D31): the languages the organisation offers, each by its own
 * name. The choice is remembered in this browser (and the cookie the server reads).
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { languages } = useBranding();
  const id = useId();
  if (languages.length < 2) return null;
  const current = isLocale(i18n.locale) && languages.includes(i18n.locale) ? i18n.locale : '';
  return (
    <div className={cn('flex items-center gap-2 text-sm', className)}>
      <label htmlFor={id} className="text-muted-foreground">
        {t`Language`}
      </label>
      <NativeSelect
        id={id}
        className="min-h-9 w-auto py-1 text-sm"
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          rememberLocale(next);
          void activateLocale(next);
        }}
      >
        {current === '' ? <option value="">{LOCALE_NAMES.en}</option> : null}
        {languages.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
