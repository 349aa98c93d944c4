import type { Locale } from '@counsel/domain';
import { Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { LocaleContext } from '../lib/locale';
import { i18n } from '../locales/i18n';
import { DateField, type DateFieldProps } from './DateField';
import { parseDayText } from './date-text';

function Harness({
  initial,
  onValue,
  ...props
}: Partial<DateFieldProps> & { initial: string; onValue(day: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label={props.label ?? 'Day'}
      {...props}
      value={value}
      onChange={(day) => {
        setValue(day);
        onValue(day);
      }}
    />
  );
}

function renderField(initial: string, props: Partial<DateFieldProps> = {}, locale: Locale = 'en') {
  void i18n.changeLanguage(locale);
  const onValue = vi.fn<(day: string) => void>();
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <LocaleContext.Provider value={{ locale, prefix: locale === 'en' ? '' : `/${locale}` }}>
        <Harness initial={initial} onValue={onValue} {...props} />
      </LocaleContext.Provider>
    </AppProviders>,
  );
  return { user: userEvent.setup(), onValue };
}

describe('DateField', () => {
  it('shows the day in Arabic on an Arabic screen, never the browser’s mm/dd/yyyy', async () => {
    const { user, onValue } = renderField('2026-03-05', { label: 'التاريخ' }, 'ar');
    const input = screen.getByRole('textbox', { name: 'التاريخ' });
    expect(input).toHaveValue('5 مارس 2026');
    // The example day is isolated left to right, or an Arabic line would show it as 05-03-2026.
    expect(input).toHaveAttribute('placeholder', 'مثال: \u20662026-03-05\u2069');
    // Typed as YYYY-MM-DD (here with Arabic-Indic digits), kept as YYYY-MM-DD.
    await user.clear(input);
    await user.type(input, '٢٠٢٦-٠٤-٠١');
    expect(onValue).toHaveBeenLastCalledWith('2026-04-01');
    await user.tab();
    expect(input).toHaveValue('1 أبريل 2026');
  });

  it('takes a typed YYYY-MM-DD or a day picked from the calendar, and clears when optional', async () => {
    const { user, onValue } = renderField('');
    const input = screen.getByRole('textbox', { name: 'Day' });
    expect(input).toHaveAttribute('placeholder', 'e.g. 2026-03-05');
    await user.type(input, '2026-02-30');
    expect(onValue).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '2026-02-14');
    expect(onValue).toHaveBeenLastCalledWith('2026-02-14');

    await user.click(screen.getByRole('button', { name: '20 February 2026' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-02-20');
    expect(input).toHaveValue('Feb 20, 2026');
    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('button', { name: 'March 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the date' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });

  it('has no clear button when required, and greys out days outside min and max', async () => {
    const { user, onValue } = renderField('2026-02-14', { required: true, min: '2026-02-10', max: '2026-02-20' });
    expect(screen.queryByRole('button', { name: 'Clear the date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Day/ }));
    expect(screen.getByRole('button', { name: '9 February 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '21 February 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '15 February 2026' })).toBeEnabled();
    // Deleting the text still empties it, so the form can say the day is required.
    await user.clear(screen.getByRole('textbox', { name: /Day/ }));
    expect(onValue).toHaveBeenLastCalledWith('');
  });
});

describe('DateField in a dialog', () => {
  it('closes only its calendar on Escape; the next Escape closes the dialog', async () => {
    void i18n.changeLanguage('en');
    const onClose = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()} mantineEnv="test">
        <LocaleContext.Provider value={{ locale: 'en', prefix: '' }}>
          <Modal opened onClose={onClose} title="Add contact">
            <Harness initial="" onValue={() => {}} label="Date of birth" />
          </Modal>
        </LocaleContext.Provider>
      </AppProviders>,
    );
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Date of birth' });
    await user.click(input);
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Next month' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('parseDayText', () => {
  it('reads YYYY-MM-DD and the shown forms in both languages, and nothing half typed', () => {
    expect(parseDayText('2026-03-05', 'en')).toBe('2026-03-05');
    expect(parseDayText('Mar 5, 2026', 'en')).toBe('2026-03-05');
    expect(parseDayText('5 مارس 2026', 'ar')).toBe('2026-03-05');
    expect(parseDayText('2026-3', 'en')).toBeNull();
    expect(parseDayText('2026-02-30', 'en')).toBeNull();
    expect(parseDayText('', 'en')).toBeNull();
  });
});
