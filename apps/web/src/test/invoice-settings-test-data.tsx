/** Settings records and a harness that shows the settings modal inside the real providers, for tests. */
import {
  DEFAULT_INVOICE_SETTINGS,
  type InvoiceSettings,
  type InvoiceSettingsFields,
  type Locale,
} from '@counsel/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { LocaleLayout } from '../app/LocaleLayout';
import {
  InvoiceSettingsModal,
  type InvoiceSettingsModalProps,
} from '../features/billing/settings/InvoiceSettingsModal';
import { ME_QUERY_KEY } from '../lib/current-user';
import { session } from '../lib/session';
import { makeMe } from './fixtures';

export function makeSettings(overrides: Partial<InvoiceSettings> = {}): InvoiceSettings {
  return {
    id: 1,
    law_firm_id: 3,
    invoice_id: null,
    ...DEFAULT_INVOICE_SETTINGS,
    due_date: null,
    date_issued: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Chooses a logo the way a user does: the logo button opens the upload-image modal, the file goes into
 * its input and "Use this logo" takes it. Decoding needs fakeImageDecoding() (jsdom decodes no images).
 */
export async function chooseLogo(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, file: File) {
  await user.click(within(dialog).getByRole('button', { name: /^(Upload logo|Change logo)$/ }));
  const modal = await screen.findByRole('dialog', { name: 'Upload logo' });
  await user.upload(await within(modal).findByLabelText('Image file'), file);
  return modal;
}

export async function useChosenLogo(user: ReturnType<typeof userEvent.setup>, modal: HTMLElement) {
  await user.click(await within(modal).findByRole('button', { name: 'Use this logo' }));
}

/** A small PNG file (type and size are what the checks read). */
export function pngFile(name = 'logo.png', size = 64): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

/**
 * The modal alone, as an invoice screen would open it, under /en or /ar with the signed-in user
 * known. The user-event setup does not filter files by `accept`, so refusals can be tried.
 */
export function renderSettingsModal(props: Partial<InvoiceSettingsModalProps> = {}, options: { locale?: Locale } = {}) {
  const locale = options.locale ?? 'en';
  const onSave = props.onSave ?? vi.fn<(settings: InvoiceSettingsFields) => void>();
  const onCancel = props.onCancel ?? vi.fn<() => void>();
  session.setAccessToken('test-access-token');
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, makeMe({ locale }));
  const modal = (
    <InvoiceSettingsModal opened value={DEFAULT_INVOICE_SETTINGS} {...props} onSave={onSave} onCancel={onCancel} />
  );
  const router = createMemoryRouter(
    [
      {
        path: `/${locale}`,
        element: <LocaleLayout locale={locale} prefix={`/${locale}`} />,
        children: [{ index: true, element: modal }],
      },
    ],
    { initialEntries: [`/${locale}`] },
  );
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, onSave, onCancel };
}
