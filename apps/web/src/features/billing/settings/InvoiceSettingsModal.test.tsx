import { DEFAULT_INVOICE_SETTINGS, type InvoiceSettingsFields } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { chooseLogo, pngFile, renderSettingsModal, useChosenLogo } from '../../../test/invoice-settings-test-data';
import { fakeImageDecoding } from '../../../ui/image-upload/test-browser';

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
  notifications.cleanQueue();
});

const UPLOAD = 'POST /api/invoice/invoice-settings/logo';

async function open(...args: Parameters<typeof renderSettingsModal>) {
  const view = renderSettingsModal(...args);
  const dialog = await screen.findByRole('dialog', {
    name: args[1]?.locale === 'ar' ? 'إعدادات الفاتورة' : 'Invoice settings',
  });
  return { ...view, dialog };
}

/** A toast: the text shown outside the dialog (field errors stay inside it). */
async function expectToast(dialog: HTMLElement, text: string) {
  await waitFor(() => expect(screen.getAllByText(text).some((node) => !dialog.contains(node))).toBe(true));
}

function savedWith(onSave: unknown): InvoiceSettingsFields {
  const mock = onSave as ReturnType<typeof vi.fn>;
  expect(mock).toHaveBeenCalledTimes(1);
  return mock.mock.calls[0]?.[0] as InvoiceSettingsFields;
}

describe('invoice settings modal: toggles (billing.md §4)', () => {
  it('tax on takes 16 when the rate is empty, off sets 0', async () => {
    fakeApi({});
    const { user, dialog, onSave } = await open({ value: { ...DEFAULT_INVOICE_SETTINGS, tax_rate: 7.5 } });
    const tax = within(dialog).getByRole('switch', { name: 'Tax' });
    expect(tax).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Tax rate' })).toHaveValue('7.5%');

    await user.click(tax);
    expect(within(dialog).queryByRole('textbox', { name: 'Tax rate' })).toBeNull();
    await user.click(tax);
    // Switching off left 0, an empty rate, so switching on again takes the default.
    expect(within(dialog).getByRole('textbox', { name: 'Tax rate' })).toHaveValue('16%');

    await user.click(tax);
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(savedWith(onSave)).toMatchObject({ include_tax_rate: false, tax_rate: 0 });
  });

  it('keeps a typed minus in the tax rate and says a rate cannot be negative, ', async () => {
    fakeApi({});
    const { user, dialog, onSave } = await open({ value: { ...DEFAULT_INVOICE_SETTINGS, tax_rate: 7.5 } });
    const rate = within(dialog).getByRole('textbox', { name: 'Tax rate' });
    await user.clear(rate);
    await user.type(rate, '-5');
    expect(rate).toHaveValue('-5%');
    expect(rate).toHaveAccessibleDescription('A tax rate cannot be negative: remove the minus sign.');
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says in Arabic that a tax rate cannot be negative', async () => {
    fakeApi({});
    const { user, dialog } = await open({ value: { ...DEFAULT_INVOICE_SETTINGS, tax_rate: 7.5 } }, { locale: 'ar' });
    const rate = within(dialog).getByRole('textbox', { name: 'نسبة الضريبة' });
    await user.clear(rate);
    await user.type(rate, '-5');
    expect(within(dialog).getByText('لا يمكن أن تكون نسبة الضريبة سالبة: احذف علامة الطرح.')).toBeInTheDocument();
  });

  it.each([
    ['Discount', 'Discount name', 'Discount type', 'Discount amount', 'discount'],
    ['Automatic late fee', 'Late fee description', 'Late fee type', 'Late fee amount', 'late_fee'],
  ])(
    '%s off clears the name and amount and puts the type back to fixed',
    async (toggle, name, type, amount, prefix) => {
      fakeApi({});
      const { user, dialog, onSave } = await open();
      const switchEl = within(dialog).getByRole('switch', { name: toggle });
      await user.click(switchEl);
      await user.type(within(dialog).getByRole('textbox', { name }), 'Loyal client');
      await user.click(within(dialog).getByRole('combobox', { name: type }));
      await user.click(await screen.findByRole('option', { name: 'Percentage' }));
      await user.type(within(dialog).getByRole('textbox', { name: amount }), '10');
      expect(within(dialog).getByRole('textbox', { name: amount })).toHaveValue('10%');

      await user.click(switchEl);
      expect(within(dialog).queryByRole('textbox', { name })).toBeNull();
      await user.click(switchEl);
      expect(within(dialog).getByRole('textbox', { name })).toHaveValue('');
      expect(within(dialog).getByRole('textbox', { name: amount })).toHaveValue('');
      expect(within(dialog).getByRole('combobox', { name: type })).toHaveValue('Fixed amount');

      await user.type(within(dialog).getByRole('textbox', { name }), 'Courtesy');
      await user.type(within(dialog).getByRole('textbox', { name: amount }), '25.5');
      await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
      expect(savedWith(onSave)).toMatchObject({
        [`include_${prefix}`]: true,
        [`${prefix}_description`]: 'Courtesy',
        [`${prefix}_type`]: 'FIXED',
        [`${prefix}_amount`]: 25.5,
      });
    },
  );

  it('footer off clears its text', async () => {
    fakeApi({});
    const { user, dialog, onSave } = await open();
    const footer = within(dialog).getByRole('switch', { name: 'Footer' });
    await user.click(footer);
    await user.type(within(dialog).getByRole('textbox', { name: 'Footer text' }), 'Thank you');
    await user.click(footer);
    await user.click(footer);
    expect(within(dialog).getByRole('textbox', { name: 'Footer text' })).toHaveValue('');
    await user.click(footer);
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(savedWith(onSave)).toMatchObject({ include_footer: false, footer_text: null });
  });

  it('payment plan off clears the amount and date and puts the frequency back to daily', async () => {
    fakeApi({});
    const { user, dialog, onSave } = await open();
    const plan = within(dialog).getByRole('switch', { name: 'Payment plan' });
    await user.click(plan);
    await user.type(within(dialog).getByRole('textbox', { name: 'Installment amount' }), '100');
    fireEvent.change(within(dialog).getByLabelText(/First payment date/), { target: { value: '2026-04-01' } });
    await user.click(within(dialog).getByRole('combobox', { name: 'Frequency' }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));

    await user.click(plan);
    await user.click(plan);
    expect(within(dialog).getByRole('textbox', { name: 'Installment amount' })).toHaveValue('');
    expect(within(dialog).getByLabelText(/First payment date/)).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Frequency' })).toHaveValue('Daily');

    await user.type(within(dialog).getByRole('textbox', { name: 'Installment amount' }), '250');
    fireEvent.change(within(dialog).getByLabelText(/First payment date/), { target: { value: '2026-05-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(savedWith(onSave)).toMatchObject({
      include_installment: true,
      installment_amount: 250,
      installment_start_date: '2026-05-01',
      installment_frequency: 'DAILY',
    });
  });

  it('logo on with no logo asks for one; off forgets the chosen file', async () => {
    fakeApi({});
    const { user, dialog } = await open();
    const logo = within(dialog).getByRole('switch', { name: 'Logo' });
    await user.click(logo);
    await expectToast(dialog, 'Logo required: upload a logo or turn the logo off.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Logo required');

    fakeImageDecoding();
    await useChosenLogo(user, await chooseLogo(user, dialog, pngFile('firm.png')));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText('firm.png')).toBeInTheDocument();

    notifications.clean();
    await user.click(logo);
    await user.click(logo);
    expect(within(dialog).queryByText('firm.png')).toBeNull();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Logo required');
  });

  it('logo on with a saved logo needs nothing more', async () => {
    fakeApi({});
    const { user, dialog, onSave } = await open({ value: { ...DEFAULT_INVOICE_SETTINGS, logo: 'firm-3.png' } });
    await user.click(within(dialog).getByRole('switch', { name: 'Logo' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Change logo' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(savedWith(onSave)).toMatchObject({ include_logo: true, logo: 'firm-3.png' });
  });
});

describe('invoice settings modal: saving (billing.md §5)', () => {
  it('toasts the first problem, marks every field at fault and does not save', async () => {
    fakeApi({});
    const { user, dialog, onSave } = await open();
    await user.click(within(dialog).getByRole('switch', { name: 'Discount' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Footer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));

    await expectToast(dialog, 'Enter the discount amount.');
    expect(within(dialog).getByRole('textbox', { name: 'Discount amount' })).toHaveAccessibleDescription(
      'Enter the discount amount.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Discount name' })).toBeInvalid();
    expect(within(dialog).getByRole('textbox', { name: 'Footer text' })).toHaveAccessibleDescription(
      'Enter the footer text.',
    );
    expect(onSave).not.toHaveBeenCalled();

    // Correcting a field takes its mark away.
    await user.type(within(dialog).getByRole('textbox', { name: 'Footer text' }), 'Thanks');
    expect(within(dialog).getByRole('textbox', { name: 'Footer text' })).not.toBeInvalid();
  });

  it('refuses an installment larger than the invoice total', async () => {
    fakeApi({});
    const { user, dialog, onSave } = await open({ invoiceTotalCents: 5000 });
    await user.click(within(dialog).getByRole('switch', { name: 'Payment plan' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Installment amount' }), '50.01');
    fireEvent.change(within(dialog).getByLabelText(/First payment date/), { target: { value: '2026-04-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    await expectToast(dialog, 'The installment amount cannot be more than the invoice total.');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Installment amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Installment amount' }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(savedWith(onSave)).toMatchObject({ installment_amount: 50 });
  });

  it('refuses a logo that is not an image or is larger than 5 MB, without uploading', async () => {
    const server = fakeApi({});
    fakeImageDecoding();
    const { user, dialog } = await open({ value: { ...DEFAULT_INVOICE_SETTINGS, include_logo: true, logo: 'a.png' } });
    const modal = await chooseLogo(user, dialog, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Please select a valid image file.');
    await user.upload(within(modal).getByLabelText('Image file'), pngFile('huge.png', 5_242_881));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('This image is larger than 5 MB.');
    expect(within(dialog).queryByText('huge.png')).toBeNull();

    // Exactly 5 MB is allowed.
    await user.upload(within(modal).getByLabelText('Image file'), pngFile('limit.png', 5_242_880));
    await useChosenLogo(user, modal);
    expect(await within(dialog).findByText('limit.png')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('uploads a newly chosen logo first and saves with its stored name', async () => {
    const order: string[] = [];
    const server = fakeApi({
      [UPLOAD]: () => {
        order.push('upload');
        return { status: 201, body: { logo: 'firm-3-5f2c.png' } };
      },
    });
    const onSave = vi.fn(() => {
      order.push('save');
    });
    const { user, dialog } = await open({ onSave });
    await user.click(within(dialog).getByRole('switch', { name: 'Logo' }));
    fakeImageDecoding();
    await useChosenLogo(user, await chooseLogo(user, dialog, pngFile('firm.png')));
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));

    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(order).toEqual(['upload', 'save']);
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ logo: 'firm.png' });
    expect(savedWith(onSave)).toMatchObject({ include_logo: true, logo: 'firm-3-5f2c.png' });
  });

  it('does not save when the server refuses the logo', async () => {
    fakeApi({ [UPLOAD]: { status: 413, body: { code: 'payload_too_large', message: 'Too large' } } });
    const { user, dialog, onSave } = await open();
    await user.click(within(dialog).getByRole('switch', { name: 'Logo' }));
    fakeImageDecoding();
    await useChosenLogo(user, await chooseLogo(user, dialog, pngFile()));
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    await expectToast(dialog, 'Logo too large: it must be 5 MB or smaller.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('blocks repeated submits while saving', async () => {
    fakeApi({});
    let finish: () => void = () => {};
    const onSave = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { dialog } = await open({ onSave });
    const form = dialog.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save and next' })).toBeDisabled());
    fireEvent.submit(form);
    expect(onSave).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save and next' })).toBeEnabled());
  });

  it('shows a general error when the caller’s save fails', async () => {
    fakeApi({});
    const onSave = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, dialog } = await open({ onSave });
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    await expectToast(dialog, 'Could not reach the server. Check your connection and try again.');
  });
});

describe('invoice settings modal: the rest of screen 4', () => {
  it('offers only the current user as the invoice preparer', async () => {
    fakeApi({});
    const { user, dialog } = await open();
    const preparer = within(dialog).getByRole('combobox', { name: 'Invoice preparer' });
    expect(preparer).toHaveValue('Layla Haddad');
    await user.click(preparer);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Layla Haddad']);
  });

  it('saves the remaining choices and cancels without saving', async () => {
    fakeApi({});
    const { user, dialog, onSave, onCancel } = await open({ saveLabel: 'save' });
    expect(within(dialog).queryByRole('button', { name: 'Save and next' })).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: 'Reminder emails' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Send receipts automatically' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Client phone' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Primary' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Invoice language' }));
    await user.click(await screen.findByRole('option', { name: 'Arabic' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(savedWith(onSave)).toMatchObject({
      send_invoice_reminders: true,
      auto_send_receipt: true,
      include_email: true,
      include_phone: false,
      include_address: true,
      color_scheme: 'Primary',
      language: 'Arabic',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s field errors on their fields, translated', async () => {
    fakeApi({});
    const { dialog } = await open({
      value: { ...DEFAULT_INVOICE_SETTINGS, include_footer: true, footer_text: 'x' },
      serverErrors: { footer_text: 'Enter the footer text', unknown_field: 'Nope' },
    });
    expect(within(dialog).getByRole('textbox', { name: 'Footer text' })).toHaveAccessibleDescription(
      'Enter the footer text.',
    );
  });

  it('speaks Arabic right to left', async () => {
    fakeApi({});
    const { user, dialog } = await open({}, { locale: 'ar' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(within(dialog).getByRole('switch', { name: 'الخصم' }));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ ومتابعة' }));
    await expectToast(dialog, 'أدخل قيمة الخصم.');
    expect(within(dialog).getByRole('textbox', { name: 'اسم الخصم' })).toHaveAccessibleDescription('أدخل اسم الخصم.');
  });
});
