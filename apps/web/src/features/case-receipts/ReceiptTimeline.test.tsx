import type { PortalReceipt, ReceiptHistoryResponse } from '@counsel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../locales/i18n';
import { receipt } from '../../test/case-receipts-test-data';
import { fakeApi } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { portalAccount } from '../../test/portal-fixtures';
import { renderApp } from '../../test/render-app';
import { renderInApp } from '../../test/render-in-app';
import { CaseReceiptsSection } from './CaseReceiptsSection';

const READER = [{ subject: 'cases' as const, action: 'read' as const }];
const INTERVIEW_TEXT =
  'On December 1, 2026, we scheduled an interview for your Form I-485, Receipt Number IOE0923456789. We mailed you an interview notice.';

const HISTORY: ReceiptHistoryResponse = {
  case_receipt_id: 21,
  receipt_number: 'IOE0923456789',
  history: [
    {
      id: 3,
      status: 'Interview Was Scheduled',
      status_kind: 'interview_scheduled',
      status_description: INTERVIEW_TEXT,
      changed_at: '2026-12-01T10:00:00.000Z',
      checked_at: '2026-12-02T09:30:00.000Z',
      source: 'automatic',
    },
    {
      id: 1,
      status: 'Case Was Received',
      status_kind: 'received',
      status_description: '',
      changed_at: '2026-07-14T10:00:00.000Z',
      checked_at: '2026-11-02T09:30:00.000Z',
      source: 'manual',
    },
  ],
};

afterEach(() => {
  void i18n.changeLanguage('en');
});

const LONG_STATUS = 'Case Was Transferred And A New Office Has Jurisdiction Over It Now';

describe('a receipt’s status timeline (staff)', () => {
  it('opens from the row: each status’s kind translated, USCIS’s words as sent, and how it was found', async () => {
    fakeApi({
      'GET /api/case-receipt/case/55': {
        body: { case_receipts: [receipt({ receipt_number: 'IOE0923456789', status: LONG_STATUS })] },
      },
      'GET /api/case-receipt/21/history': { body: HISTORY },
    });
    const { user } = renderInApp(<CaseReceiptsSection caseId={55} clientId={9} title="I-485" />, READER);
    const row = await screen.findByRole('row', { name: /IOE0923456789/ });
    // The status's kind as a short badge, and USCIS's whole title under it, in English as sent, never cut.
    expect(within(row).getByText('Transferred')).toBeInTheDocument();
    const title = within(row).getByText(LONG_STATUS);
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(title).not.toHaveStyle({ textOverflow: 'ellipsis' });
    await act(() => i18n.changeLanguage('ar'));
    expect(await within(row).findByText('نُقلت القضية')).toBeInTheDocument();
    expect(within(row).getByText(LONG_STATUS)).toHaveAttribute('dir', 'ltr');
    await act(() => i18n.changeLanguage('en'));

    const toggle = within(row).getByRole('button', { name: 'Status history: IOE0923456789' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const timeline = await screen.findByRole('list', { name: 'Status history: IOE0923456789' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Interview scheduled')).toBeInTheDocument();
    expect(within(items[0]!).getByText(INTERVIEW_TEXT)).toHaveAttribute('lang', 'en');
    expect(items[0]).toHaveTextContent('by the daily check');
    expect(within(items[1]!).getByText('Received')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('by a lookup');
  });
});

describe('the dashboard’s status changes this week', () => {
  it('counts the week’s changes and links to the scanner’s list of them', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: READER }) },
      'GET /api/dashboard/summary': { body: makeSummary() },
      'GET /api/case-receipt/law_firm/3/status-changes': {
        body: {
          days: 7,
          total: 1,
          changes: [
            {
              ...HISTORY.history[0]!,
              case_receipt_id: 21,
              receipt_number: 'IOE0923456789',
              case_id: 55,
              case_title: 'Adjustment of status',
              client_id: 9,
            },
          ],
        },
      },
    });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Status changes this week' });
    expect(within(card).getByText('1')).toBeInTheDocument();
    expect(within(card).getByText('Interview scheduled')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See the receipt' })).toHaveAttribute(
      'href',
      '/receipt-scanner/scanner?changed_days=7',
    );
  });
});

const portalReceipt = (overrides: Partial<PortalReceipt> = {}): PortalReceipt => ({
  id: 21,
  receipt_number: 'IOE0923456789',
  case_title: 'Adjustment of status',
  form_type: 'I-485',
  status: 'Case Was Approved',
  status_kind: 'approved',
  status_description: 'On December 1, 2026, we approved your Form I-485.',
  submitted_date: '2026-07-14',
  last_checked_at: '2026-12-02T09:30:00.000Z',
  history: [
    {
      id: 4,
      status: 'Case Was Approved',
      status_kind: 'approved',
      status_description: 'On December 1, 2026, we approved your Form I-485.',
      changed_at: '2026-12-01T10:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('/portal/receipts', () => {
  it('shows the client’s receipts in Arabic, the summary translated and USCIS’s text as sent', async () => {
    fakeApi({
      'GET /api/portal/account': { body: { account: portalAccount({ locale: 'ar' }) } },
      'GET /api/portal/receipts': { body: { receipts: [portalReceipt()] } },
    });
    renderApp('/ar/portal/receipts', { token: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'قضاياك لدى USCIS' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Adjustment of status' });
    expect(within(card).getAllByText('تمت الموافقة').length).toBeGreaterThan(0);
    const text = within(card).getByText('On December 1, 2026, we approved your Form I-485.');
    expect(text).toHaveAttribute('lang', 'en');
    expect(text).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByRole('list', { name: 'سجل حالة IOE0923456789' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'أقسام البوابة' })).toBeInTheDocument();
  });

  it('says so when the client has no receipts', async () => {
    fakeApi({
      'GET /api/portal/account': { body: { account: portalAccount() } },
      'GET /api/portal/receipts': { body: { receipts: [] } },
    });
    renderApp('/en/portal/receipts', { token: null });
    await waitFor(() =>
      expect(
        screen.getByText('No USCIS receipts yet. When your law firm adds one, its status appears here.'),
      ).toBeInTheDocument(),
    );
  });
});
