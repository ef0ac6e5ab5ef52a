import { COUNTRY_CODES } from '@bb/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { CountryLabel, CountrySelect, flagUrl } from './country-flag.tsx';

describe('country flags', () => {
  it('has an image for every country a form offers', () => {
    expect(COUNTRY_CODES.filter((code) => !flagUrl(code))).toEqual([]);
    expect(flagUrl('ITA')).not.toEqual(flagUrl('FRA'));
  });

  it('labels a country with its name, the flag hidden from screen readers', () => {
    renderWithProviders(<CountryLabel code="DEU" />);
    expect(screen.getByText('Germania')).toBeInTheDocument();
    const flag = document.querySelector('img');
    expect(flag).toHaveAttribute('alt', '');
  });

  it('finds a country by its name and shows the chosen flag beside it', async () => {
    function Picker() {
      const [value, setValue] = useState<string | null>(null);
      return <CountrySelect label="Paese" value={value} onChange={setValue} countries={['ITA', 'FRA', 'DEU']} />;
    }
    renderWithProviders(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Paese' });
    const chosenFlag = () => input.parentElement?.querySelector('img');
    expect(chosenFlag()).toBeFalsy();
    await userEvent.type(input, 'fran');
    await userEvent.click(await screen.findByRole('option', { name: 'Francia' }));
    expect(input).toHaveValue('Francia');
    expect(chosenFlag()?.getAttribute('src')).toBe(flagUrl('FRA'));
  });
});
