/** The receipt dialog's notice file and camera (spec §2, §4): extraction fills the form; the notice is kept on save. */
import type { ExtractedReceipt, ExtractReceiptResponse } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../locales/i18n';
import { receipt, receiptPage } from '../../test/case-receipts-test-data';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { renderInApp } from '../../test/render-in-app';
import { fakeCamera, fakeCanvas } from '../../ui/image-upload/test-browser';
import { CaseReceiptsSection } from './CaseReceiptsSection';

const EDITOR = [{ subject: 'cases' as const, action: 'update' as const }];

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  vi.restoreAllMocks();
  void i18n.changeLanguage('en');
});

const found = (overrides: Partial<ExtractedReceipt> = {}): ExtractedReceipt => ({
  receipt_number: 'IOE0912345678',
  form_type: 'I-130',
  received_date: '2024-07-15',
  notice_date: '2024-07-20',
  notice_type: 'Receipt Notice',
  pages: [1],
  source: 'text',
  ...overrides,
});

const extraction = (receipts: ExtractedReceipt[]): ExtractReceiptResponse => ({
  receipt_number: receipts[0]!.receipt_number,
  receipts,
  message: 'Receipt number extracted',
  pages: receipts.length,
  ocr_pages: 0,
});

function serve(receipts: ExtractedReceipt[]) {
  return fakeApi({
    'GET /api/case-receipt/case/55': { body: { case_receipts: [] } },
    'POST /api/case-receipt/extract-receipt': { body: extraction(receipts) },
    'POST /api/case-receipt/3': (call) => ({
      status: 201,
      body: {
        status: 'success',
        message: 'Case receipt added',
        case_receipt: receipt({ ...(call.body as object), id: 77 }),
      },
    }),
    'PUT /api/case-receipt/update-scanned-notice-file': { body: { document: {}, file: '/api/document/5/file' } },
  });
}

async function openDialog() {
  const view = renderInApp(<CaseReceiptsSection caseId={55} clientId={9} title="I-130 for spouse" />, EDITOR);
  await view.user.click(await screen.findByRole('button', { name: 'Add receipt' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Add a receipt' }) };
}

/** Mantine's FileInput is a button with a hidden input beside it. */
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

const pdf = () => new File(['%PDF-1.4 notice'], 'I-797C.pdf', { type: 'application/pdf' });

describe('the receipt dialog’s notice file', () => {
  it('reads an uploaded notice, fills number, form type and received date, and keeps the notice on save', async () => {
    const server = serve([found()]);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Upload notice' }));
    await user.upload(fileInput(dialog), pdf());
    expect(await screen.findByText('Receipt number extracted')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Receipt number/ })).toHaveValue('IOE0912345678');
    expect(within(dialog).getByRole('textbox', { name: 'Form type' })).toHaveValue('I-130');
    expect(within(dialog).getByText(/Filled in from the notice: IOE0912345678/)).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/case-receipt/extract-receipt')!.body).toEqual({
      file: 'I-797C.pdf',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save receipt' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === '/api/case-receipt/update-scanned-notice-file')).toBeDefined(),
    );
    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/api/case-receipt/3')!.body).toMatchObject({
      receipt_number: 'IOE0912345678',
      form_type: 'I-130',
      submitted_date: '2024-07-15',
    });
    expect(server.calls.find((c) => c.path === '/api/case-receipt/update-scanned-notice-file')!.body).toEqual({
      case_receipt_id: '77',
      file: 'I-797C.pdf',
    });
    expect(await screen.findByText('Notice saved to the case documents')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Appointment on the notice (biometrics): Sep 5, 2024, 10:00 AM, USCIS HOUSTON, HOUSTON TX 77060'],
    ['ar', 'الموعد المذكور في الإشعار (البصمات)'],
  ])('shows the appointment an appointment notice prints (%s)', async (language, words) => {
    serve([
      found({
        notice_type: 'Biometrics Appointment Notice',
        appointment: {
          kind: 'biometrics',
          starts_at: '2024-09-05T10:00',
          time_zone: 'America/Chicago',
          place: 'USCIS HOUSTON, HOUSTON TX 77060',
        },
      }),
    ]);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Upload notice' }));
    await user.upload(fileInput(dialog), pdf());
    await within(dialog).findByText(/Filled in from the notice/);
    await act(() => i18n.changeLanguage(language));
    const shown = await within(dialog).findByText((text) => text.includes(words));
    expect(shown).toBeInTheDocument();
  });

  it('offers each notice of a file holding several, and fills the one chosen', async () => {
    serve([found(), found({ receipt_number: 'MSC2490123456', form_type: 'I-485', received_date: '2024-08-02' })]);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Upload notice' }));
    await user.upload(fileInput(dialog), pdf());
    const offers = await within(dialog).findByRole('list');
    expect(within(offers).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: /Receipt number/ })).toHaveValue('');
    await user.click(within(offers).getByRole('button', { name: 'Use MSC2490123456' }));
    expect(within(dialog).getByRole('textbox', { name: /Receipt number/ })).toHaveValue('MSC2490123456');
    expect(within(dialog).getByRole('textbox', { name: 'Form type' })).toHaveValue('I-485');
  });

  it('says when no receipt number was found, leaving the form as it was', async () => {
    fakeApi({
      'GET /api/case-receipt/case/55': { body: { case_receipts: [] } },
      'POST /api/case-receipt/extract-receipt': {
        status: 422,
        body: { code: 'receipt_not_found', message: 'No USCIS receipt number was found in the file.' },
      },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Upload notice' }));
    await user.upload(fileInput(dialog), pdf());
    expect(await screen.findByText('No USCIS receipt number was found in the file.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Receipt number/ })).toHaveValue('');
  });
});

describe('the receipt dialog’s camera', () => {
  it('captures a frame and reads it as a JPEG notice; the stream stops', async () => {
    const camera = fakeCamera();
    fakeCanvas();
    const server = serve([found({ source: 'ocr' })]);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Camera' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Capture' }));
    expect(camera.tracks[0]?.stop).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Use photo' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Receipt number/ })).toHaveValue('IOE0912345678'),
    );
    const sent = server.calls.find((c) => c.path === '/api/case-receipt/extract-receipt')!;
    expect(String(sent.body && (sent.body as { file: string }).file)).toMatch(/^scan-.*\.jpg$/);
  });

  it('without a camera says so and offers the phone’s camera app, in Arabic too', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: EDITOR }) },
      'GET /api/case-receipt/law_firm/3': { body: receiptPage([receipt()], 1) },
      'GET /api/client/search': { body: [] },
    });
    await act(() => i18n.changeLanguage('ar'));
    const view = renderApp('/ar/receipt-scanner/scanner');
    await view.user.click(await screen.findByRole('button', { name: 'إضافة إيصال' }));
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('radio', { name: 'الكاميرا' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    const fallback = within(dialog).getByRole('button', { name: 'التقاط صورة بتطبيق الكاميرا' });
    expect(fallback).toBeInTheDocument();
    const input = dialog.ownerDocument.querySelector('input[type="file"][capture="environment"]');
    expect(input).toHaveAttribute('accept', 'image/*');
  });
});
