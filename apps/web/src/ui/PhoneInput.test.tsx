import type { Locale } from '@counsel/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { LocaleContext } from '../lib/locale';
import { i18n } from '../locales/i18n';
import { PhoneInput } from './PhoneInput';
import { joinPhone, splitPhone } from './phone-number';

function Harness({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput
        label="Phone"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        required
      />
      <button type="button" onClick={() => setValue('+962791234567')}>
        Load another
      </button>
    </>
  );
}

function renderPhone(initial = '', locale: Locale = 'en') {
  void i18n.changeLanguage(locale);
  const onValue = vi.fn<(value: string) => void>();
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <LocaleContext.Provider value={{ locale, prefix: '' }}>
        <Harness initial={initial} onValue={onValue} />
      </LocaleContext.Provider>
    </AppProviders>,
  );
  return { user, last: () => onValue.mock.lastCall?.[0] };
}

describe('phone numbers', () => {
  it('join into E.164 and split back, keeping a shared calling code’s country', () => {
    expect(joinPhone('(202) 555-0123', 'US')).toBe('+12025550123');
    expect(joinPhone('', 'US')).toBe('');
    expect(joinPhone('07 9123 4567', 'JO')).toBe('+962791234567');
    expect(splitPhone('+12025550123', 'US')).toEqual({ country: 'US', national: '(202) 555-0123' });
    expect(splitPhone('+14165550123', 'CA')).toMatchObject({ country: 'CA' });
    expect(splitPhone('+962791234567', 'US')).toEqual({ country: 'JO', national: '07 9123 4567' });
  });
});

describe('PhoneInput', () => {
  it('defaults to the United States and produces an E.164 value, formatted on leaving the field', async () => {
    const { user, last } = renderPhone();
    expect(screen.getByRole('combobox', { name: 'Phone country code' })).toHaveValue('United States (+1)');
    const number = screen.getByRole('textbox', { name: /Phone/ });
    await user.type(number, '2025550123');
    expect(last()).toBe('+12025550123');
    await user.tab();
    expect(number).toHaveValue('(202) 555-0123');
  });

  it('searches the country list and keeps the number under the new code', async () => {
    const { user, last } = renderPhone('+12025550123');
    const country = screen.getByRole('combobox', { name: 'Phone country code' });
    await user.clear(country);
    await user.type(country, 'Jordan');
    await user.click(await screen.findByRole('option', { name: 'Jordan (+962)' }));
    await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '0791234567');
    expect(last()).toBe('+962791234567');
  });

  it('follows a typed international number and a value loaded from outside', async () => {
    const { user, last } = renderPhone();
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+44 20 7946 0958');
    expect(last()).toBe('+442079460958');
    expect(screen.getByRole('combobox', { name: 'Phone country code' })).toHaveValue('United Kingdom (+44)');
    await user.click(screen.getByRole('button', { name: 'Load another' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('07 9123 4567'));
    expect(screen.getByRole('combobox', { name: 'Phone country code' })).toHaveValue('Jordan (+962)');
  });

  it('hints when the number cannot exist, and empties to ""', async () => {
    const { user, last } = renderPhone();
    const number = screen.getByRole('textbox', { name: /Phone/ });
    await user.type(number, '123');
    await user.tab();
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
    await user.clear(number);
    expect(last()).toBe('');
  });

  it('names countries in Arabic', () => {
    renderPhone('', 'ar');
    expect(screen.getByRole('combobox', { name: 'رمز الدولة للهاتف' })).toHaveValue(
      'الولايات المتحدة (\u2066+1\u2069)',
    );
  });
});

describe('formatPhoneForDisplay', () => {
  it('shows stored numbers the way people read them, and leaves other text alone', async () => {
    const { formatPhoneForDisplay } = await import('./phone-number');
    expect(formatPhoneForDisplay('+17135550190')).toBe('+1 713 555 0190');
    expect(formatPhoneForDisplay('+962791234567')).toBe('+962 7 9123 4567');
    expect(formatPhoneForDisplay('ext. 12')).toBe('ext. 12');
  });
});
