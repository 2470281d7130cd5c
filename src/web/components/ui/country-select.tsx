import { useMemo, type ComponentProps } from 'react';
import { countryName, countryOptions, isCountryCode } from '@shared/places/countries';
import { NativeSelect } from './native-select';

type CountrySelectProps = ComponentProps<'select'> & {
  /** The reader's language: the countries are named and sorted in it. */
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
export function CountrySelect({ locale = 'en', placeholder, keep, ...props }: CountrySelectProps) {
  const options = useMemo(() => countryOptions(locale), [locale]);
  return (
    <NativeSelect defaultValue="" autoComplete="country" {...props}>
      <option value="" disabled>
        {placeholder}
      </option>
      {keep && !isCountryCode(keep) ? <option value={keep}>{countryName(keep, locale)}</option> : null}
      {options.map((country) => (
        <option key={country.value} value={country.value}>
          {country.label}
        </option>
      ))}
    </NativeSelect>
  );
}
