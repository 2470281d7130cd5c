import { useLingui } from '@lingui/react/macro';
import { useMemo, type ComponentProps } from 'react';
import { currencyOptions } from '@shared/money/currency-options';
import { useBranding } from '@/lib/branding/get-settings';
import { NativeSelect } from './native-select';
import { readerLanguage } from './reader-language';

type CurrencySelectProps = ComponentProps<'select'> & {
  /** The currencies are named in this language; by default, the reader's. */
  locale?: string;
};

/** The currency of a loss: the common ones first, then every ISO 4217 currency (issue 28). */
export function CurrencySelect({ locale, ...props }: CurrencySelectProps) {
  const { t, i18n } = useLingui();
  const language = locale ?? readerLanguage(i18n.locale);
  const { common, all } = useMemo(() => currencyOptions(language), [language]);
  // Uncontrolled, it starts in the organisation's currency (setting), not in dollars (issue 28).
  const { defaultCurrency } = useBranding();
  return (
    <NativeSelect {...(props.value === undefined ? { defaultValue: defaultCurrency } : {})} {...props}>
      <optgroup label={t`Common currencies`}>
        {common.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </optgroup>
      <optgroup label={t`All currencies`}>
        {all.map((c) => (
          <option key={`all-${c.value}`} value={c.value}>
            {c.label}
          </option>
        ))}
      </optgroup>
    </NativeSelect>
  );
}
