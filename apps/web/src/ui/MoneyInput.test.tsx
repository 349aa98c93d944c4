import type { Locale } from '@counsel/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { LocaleContext } from '../lib/locale';
import { i18n } from '../locales/i18n';
import { keepingMinus, MoneyInput, useNegativeAmountMessage } from './MoneyInput';

function Harness() {
  const [value, setValue] = useState<string | number>('');
  const [text, setText] = useState('');
  const minusMessage = useNegativeAmountMessage(text);
  return (
    <>
      <MoneyInput label="Hourly rate" min={0} value={value} onChange={setValue} />
      <label>
        Charge amount
        <input
          value={text}
          onChange={(event) => setText(keepingMinus(event.currentTarget.value, (raw) => raw.replace(/[^\d.]/g, '')))}
        />
      </label>
      {minusMessage && <p>{minusMessage}</p>}
    </>
  );
}

async function renderMoney(locale: Locale) {
  await i18n.changeLanguage(locale);
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <LocaleContext.Provider value={{ locale, prefix: '' }}>
        <Harness />
      </LocaleContext.Provider>
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('MoneyInput', () => {
  it('keeps a typed minus sign and says why the amount is refused, without clamping it on leaving', async () => {
    const user = await renderMoney('en');
    const input = screen.getByRole('textbox', { name: 'Hourly rate' });
    await user.type(input, '-100');
    expect(input).toHaveValue('-100');
    expect(screen.getByText('Amounts cannot be negative: remove the minus sign.')).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('-100');
    await user.clear(input);
    await user.type(input, '100');
    expect(screen.queryByText('Amounts cannot be negative: remove the minus sign.')).not.toBeInTheDocument();
  });

  it('answers a minus typed into a cleaned text amount with the message, in Arabic too', async () => {
    const user = await renderMoney('ar');
    const amount = screen.getByRole('textbox', { name: 'Charge amount' });
    await user.type(amount, '-5x');
    expect(amount).toHaveValue('-5');
    expect(screen.getByText('لا يمكن أن يكون المبلغ سالبًا: احذف علامة الطرح.')).toBeInTheDocument();
  });
});
