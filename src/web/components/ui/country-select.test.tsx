import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '@shared/places/countries';
import { CountrySelect } from './country-select';

describe('the country select', () => {
  it('offers every ISO 3166-1 country by its code, named and sorted in the reader’s language', () => {
    render(<CountrySelect aria-label="País" locale="es" placeholder="Elige tu país" />);
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options).toHaveLength(countryCodes.length + 1);
    expect(options[0]).toMatchObject({ value: '', textContent: 'Elige tu país', disabled: true });
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Alemania' }).value).toBe('DE');
    const labels = options.slice(1).map((option) => option.textContent ?? '');
    expect(labels.indexOf('Alemania')).toBeLessThan(labels.indexOf('España'));
    expect(labels.indexOf('España')).toBeLessThan(labels.indexOf('Reino Unido'));
  });

  it('names the countries in English by default, and keeps a value from before codes as its own choice', () => {
    render(<CountrySelect aria-label="Country" placeholder="Select the country" keep="Narnia" defaultValue="Narnia" />);
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('Narnia');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'United Kingdom' }).value).toBe('GB');
    render(<CountrySelect aria-label="Other" placeholder="Select the country" keep="GB" />);
    expect(screen.getAllByRole('option', { name: 'United Kingdom' })).toHaveLength(2);
  });
});
