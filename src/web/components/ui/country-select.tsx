import { useLingui } from '@lingui/react/macro';
import { useMemo, type ComponentProps } from 'react';
import { countryName, countryOptions, isCountryCode } from '@shared/places/countries';
import { NativeSelect } from './native-select';
import { readerLanguage } from './reader-language';

type CountrySelectProps = ComponentProps<'select'> & {
  /** The countries are named and sorted in this language; by default, the reader's. */
  locale?: string;
  /** The first, empty choice: 'Select your country'. */
  placeholder: string;
  /**
   * A value kept from before countries were codes ('Narnia', typed by hand) that names no country:
   * offered as it is, so editing a record never empties the field behind the person's back.
   */
  keep?: string;
};

/** Every ISO 3166-1 country, valued by its code and named in the reader's language. */
export function CountrySelect({ locale, placeholder, keep, ...props }: CountrySelectProps) {
  const { i18n } = useLingui();
  const language = locale ?? readerLanguage(i18n.locale);
  const options = useMemo(() => countryOptions(language), [language]);
  return (
    // data-intl-named: the names are Intl's in the reader's language, not the catalogues' (the
    // pseudo-locale check, e2e/languages.e2e.ts, skips them).
    <NativeSelect defaultValue="" autoComplete="country" data-intl-named="" {...props}>
      <option value="" disabled>
        {placeholder}
      </option>
      {keep && !isCountryCode(keep) ? <option value={keep}>{countryName(keep, language)}</option> : null}
      {options.map((country) => (
        <option key={country.value} value={country.value}>
          {country.label}
        </option>
      ))}
    </NativeSelect>
  );
}
