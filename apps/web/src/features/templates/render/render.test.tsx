import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type RecordedCall } from '../../../test/fake-api';
import { FIRM, makeTemplate } from '../../../test/template-test-data';
import { MERGE_FIELDS, renderTemplates } from '../../../test/templates-test-kit';
import { CLIENTS } from '../../../test/time-test-data';

const BASE = {
  [`GET /api/merge-fields/${FIRM}`]: { body: { merge_fields: MERGE_FIELDS } },
  [`GET /api/law-firm/${FIRM}/client`]: { body: CLIENTS },
  'GET /api/client/5/cases/light': { body: [{ id: 21, title: 'I-130 petition' }] },
  'GET /api/invoice/client/5': {
    body: { items: [{ id: 70, invoice_number: 'INV-0070', title: 'Retainer' }], page: 1, page_size: 50, total: 1 },
  },
};

async function pickClient(user: ReturnType<typeof renderTemplates>['user'], dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
  await user.click(await screen.findByRole('option', { name: 'Maria Gonzalez' }));
}

describe('Preview for a client', () => {
  it('renders the saved template for a client and invoice, in a sandboxed frame, listing unfilled fields', async () => {
    const previews: RecordedCall[] = [];
    fakeApi({
      ...BASE,
      [`GET /api/templates/${FIRM}/12`]: { body: { template: makeTemplate(12, 'email', { language: 'ar' }) } },
      [`POST /api/templates/${FIRM}/12/preview`]: (call) => {
        previews.push(call);
        return {
          body: {
            subject: 'مرحباً Maria',
            html: '<p>عزيزتي Maria، موعدك #meeting_date</p>',
            unknown_fields: ['#meeting_date', '#meeting_time'],
            language: 'ar',
          },
        };
      },
    });
    const { user } = renderTemplates('/settings/templates/12');
    await user.click(await screen.findByRole('button', { name: 'Preview for a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview for a client' });

    await user.click(within(dialog).getByRole('button', { name: 'Show preview' }));
    expect(await within(dialog).findByText('Choose a client')).toBeInTheDocument();
    expect(previews).toHaveLength(0);

    await pickClient(user, dialog);
    await user.click(within(dialog).getByRole('combobox', { name: 'Invoice (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'INV-0070 · Retainer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show preview' }));

    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('These merge fields could not be filled:');
    expect(warning).toHaveTextContent('#meeting_date');
    expect(warning).toHaveTextContent('#meeting_time');
    expect(previews[0]?.body).toEqual({ contact_id: 5, invoice_id: 70 });
    expect(within(dialog).getByText('مرحباً Maria')).toBeInTheDocument();
    const frame = within(dialog).getByTitle('Preview');
    expect(frame).toHaveAttribute('sandbox', '');
    const source = frame.getAttribute('srcdoc') ?? '';
    expect(source).toContain('dir="rtl"');
    expect(source).toContain('<p>عزيزتي Maria، موعدك #meeting_date</p>');
  });

  it('shows no warning when every field was filled', async () => {
    fakeApi({
      ...BASE,
      [`GET /api/templates/${FIRM}/12`]: { body: { template: makeTemplate(12, 'email') } },
      [`POST /api/templates/${FIRM}/12/preview`]: {
        body: { subject: 'Hello Maria', html: '<p>Dear Maria</p>', unknown_fields: [], language: 'en' },
      },
    });
    const { user } = renderTemplates('/settings/templates/12');
    await user.click(await screen.findByRole('button', { name: 'Preview for a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview for a client' });
    await pickClient(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Show preview' }));
    expect(await within(dialog).findByText('Hello Maria')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Preview').getAttribute('srcdoc')).toContain('dir="ltr"');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('Generate document', () => {
  it('is offered for document templates only', async () => {
    fakeApi({ ...BASE, [`GET /api/templates/${FIRM}/12`]: { body: { template: makeTemplate(12, 'email') } } });
    renderTemplates('/settings/templates/12');
    await screen.findByRole('button', { name: 'Preview for a client' });
    expect(screen.queryByRole('button', { name: 'Generate document' })).toBeNull();
  });

  it('files a Word document in the case, links to it and lists unfilled fields', async () => {
    const posts: RecordedCall[] = [];
    fakeApi({
      ...BASE,
      [`GET /api/templates/${FIRM}/13`]: {
        body: { template: makeTemplate(13, 'document', { title: 'Engagement letter' }) },
      },
      [`POST /api/templates/${FIRM}/13/generate-document`]: (call) => {
        posts.push(call);
        return {
          status: 201,
          body: { document: { id: 900, title: 'Engagement letter — Maria' }, unknown_fields: ['#invoice_total'] },
        };
      },
    });
    const { user, location } = renderTemplates('/settings/templates/13');
    await user.click(await screen.findByRole('button', { name: 'Generate document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate document' });
    expect(within(dialog).getByRole('radio', { name: 'PDF' })).toBeChecked();
    await pickClient(user, dialog);
    await user.click(within(dialog).getByRole('combobox', { name: 'Case (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'I-130 petition' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Word' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText(/Document generated: Engagement letter — Maria/)).toBeInTheDocument();
    expect(posts[0]?.body).toEqual({ contact_id: 5, case_id: 21, format: 'docx' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('#invoice_total');
    const link = screen.getByRole('link', { name: 'Open the documents' });
    expect(link).toHaveAttribute('href', '/client/5/cases/21');
    await user.click(link);
    await waitFor(() => expect(location().pathname).toBe('/client/5/cases/21'));
  });

  it('closes when everything was filled, and needs a client first', async () => {
    const posts: RecordedCall[] = [];
    fakeApi({
      ...BASE,
      [`GET /api/templates/${FIRM}/13`]: { body: { template: makeTemplate(13, 'document') } },
      [`POST /api/templates/${FIRM}/13/generate-document`]: (call) => {
        posts.push(call);
        return { status: 201, body: { document: { id: 901, title: 'Letter' }, unknown_fields: [] } };
      },
    });
    const { user } = renderTemplates('/settings/templates/13');
    await user.click(await screen.findByRole('button', { name: 'Generate document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate document' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Choose a client')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    await pickClient(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Document title (optional)' }), 'Letter');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(/Document generated: Letter/)).toBeInTheDocument();
    expect(posts[0]?.body).toEqual({ contact_id: 5, format: 'pdf', title: 'Letter' });
    expect(screen.getByRole('link', { name: 'Open the documents' })).toHaveAttribute('href', '/client/5');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generate document' })).toBeNull());
  });
});
