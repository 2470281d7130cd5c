import { useMemo, type ComponentProps } from 'react';
import { currencyOptions } from '@shared/money/currency-options';
import { NativeSelect } from './native-select';

type CurrencySelectProps = ComponentProps<'select'> & {
  /** The reader's language: the currencies are named in it. */
  locale?: string;
};

/** The currency of a loss: the common ones first, then every ISO 4217 currency (issue 28). */
export function CurrencySelect({ locale = 'en', ...props }: CurrencySelectProps) {
  const { common, all } = useMemo(() => currencyOptions(locale), [locale]);
  return (
    <NativeSelect defaultValue="USD" {...props}>
      <optgroup label="Common currencies">
        {common.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </optgroup>
      <optgroup label="All currencies">
        {all.map((c) => (
          <option key={`all-${c.value}`} value={c.value}>
            {c.label}
          </option>
        ))}
      </optgroup>
    </NativeSelect>
  );
}
