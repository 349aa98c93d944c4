import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receipt } from '../../test/case-receipts-test-data';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { CaseReceiptsSection } from './CaseReceiptsSection';

const EDITOR = [{ subject: 'cases' as const, action: 'update' as const }];
const READER = [{ subject: 'cases' as const, action: 'read' as const }];

const section = () => <CaseReceiptsSection caseId={55} clientId={9} title="I-130 for spouse" />;

describe('a case’s receipts', () => {
  it('lists the case’s receipts without repeating the case', async () => {
    fakeApi({ 'GET /api/case-receipt/case/55': { body: { case_receipts: [receipt()] } } });
    renderInApp(section(), READER);
    const row = await screen.findByRole('row', { name: /IOE0912345678/ });
    expect(within(row).getByText('Case Was Received')).toBeInTheDocument();
    expect(within(row).queryByText('I-130 for spouse')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add receipt' })).not.toBeInTheDocument();
  });

  it('adds a receipt for this case, the number typed with dashes and lower case sent normalised', async () => {
    const server = fakeApi({
      'GET /api/case-receipt/case/55': { body: { case_receipts: [] } },
      'POST /api/case-receipt/3': (call) => ({
        status: 201,
        body: { status: 'success', message: 'Case receipt added', case_receipt: receipt(call.body as object) },
      }),
    });
    const { user } = renderInApp(section(), EDITOR);
    expect(await screen.findByText('No receipts on this case yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a receipt' });
    expect(within(dialog).getByText('I-130 for spouse')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Receipt number/ }), 'ioe-091-234-5678');
    await user.type(within(dialog).getByRole('textbox', { name: 'Form type' }), 'I-130');
    await user.click(within(dialog).getByRole('button', { name: 'Save receipt' }));
    await waitFor(() => expect(server.calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({
      receipt_number: 'IOE0912345678',
      case_id: 55,
      description: null,
      form_type: 'I-130',
      submitted_date: null,
    });
    expect(await screen.findByText('Receipt added')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a number the firm keeps already', async () => {
    fakeApi({
      'GET /api/case-receipt/case/55': { body: { case_receipts: [] } },
      'POST /api/case-receipt/3': {
        status: 409,
        body: { code: 'receipt_number_taken', message: 'This receipt number is already kept for a case of the firm' },
      },
    });
    const { user } = renderInApp(section(), EDITOR);
    await user.click(await screen.findByRole('button', { name: 'Add receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a receipt' });
    await user.type(within(dialog).getByRole('textbox', { name: /Receipt number/ }), 'IOE0912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Save receipt' }));
    expect(await screen.findByText('This receipt number is already kept for a case of the firm.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a receipt' })).toBeInTheDocument();
  });
});
