import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, type RecordedCall } from '../../test/fake-api';
import { FIRM, makeTemplate } from '../../test/template-test-data';
import { MERGE_FIELDS, renderTemplates } from '../../test/templates-test-kit';

const MERGE = { [`GET /api/merge-fields/${FIRM}`]: { body: { merge_fields: MERGE_FIELDS } } };

/** The elements TipTap writes for the toolbar's formatting: what the server's sanitiser keeps. */
const ALLOWED = new Set(['P', 'H1', 'H2', 'H3', 'STRONG', 'EM', 'U', 'S', 'UL', 'OL', 'LI', 'BR', 'TABLE']);

beforeAll(() => {
  // jsdom lays nothing out: ProseMirror's scroll-to-cursor after an insert reads ranges' rectangles.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

describe('Template editor', () => {
  it('needs a subject for an email template, and sends nothing without it', async () => {
    const server = fakeApi({ ...MERGE });
    const { user } = renderTemplates('/settings/templates/new?kind=email');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Welcome letter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('names every missing field at once, each on its own field', async () => {
    const server = fakeApi({ ...MERGE });
    const { user } = renderTemplates('/settings/templates/new?kind=email');
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('Subject is required');
    // A change clears its own field's message only.
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'W');
    expect(screen.queryByText('Title is required')).toBeNull();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a template with a merge field inserted from the menu, then shows it at its address', async () => {
    let posted: RecordedCall | undefined;
    const server = fakeApi({
      ...MERGE,
      [`POST /api/templates/${FIRM}`]: (call) => {
        posted = call;
        const body = call.body as { title: string; subject: string; body_html: string };
        return { status: 201, body: { template: makeTemplate(31, 'email', { ...body }) } };
      },
    });
    const { user, location } = renderTemplates('/settings/templates/new?kind=email');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Welcome letter');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Welcome to the firm');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Center' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Insert merge field' }));
    const menu = await screen.findByRole('dialog', { name: 'Insert merge field' });
    await user.type(within(menu).getByRole('searchbox', { name: 'Search merge fields' }), 'first');
    expect(within(menu).queryByRole('button', { name: /Firm name/ })).toBeNull();
    await user.click(within(menu).getByRole('button', { name: /Client's first name/ }));
    const body = screen.getByRole('textbox', { name: 'Template text' });
    await waitFor(() => expect(body).toHaveTextContent('#contact_first_name'));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(posted?.body).toMatchObject({
      kind: 'email',
      title: 'Welcome letter',
      subject: 'Welcome to the firm',
      language: 'en',
    });
    const html = (posted!.body as { body_html: string }).body_html;
    expect(html).toContain('#contact_first_name');
    const parsed = new DOMParser().parseFromString(html, 'text/html').body;
    expect([...parsed.querySelectorAll('*')].every((element) => ALLOWED.has(element.tagName))).toBe(true);
    await waitFor(() => expect(location().pathname).toBe('/settings/templates/31'));
    expect(await screen.findByRole('heading', { name: 'Edit template' })).toBeInTheDocument();
    // No question about unsaved changes on the way: the template was saved.
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('inserts a merge field into an existing template, and shows the server’s field errors', async () => {
    const puts: RecordedCall[] = [];
    fakeApi({
      ...MERGE,
      [`GET /api/templates/${FIRM}/12`]: {
        body: { template: makeTemplate(12, 'reminder', { title: 'Payment due', body_html: '<p>Hello</p>' }) },
      },
      [`PUT /api/templates/${FIRM}/12`]: (call) => {
        puts.push(call);
        return puts.length === 1
          ? {
              status: 400,
              body: { code: 'validation_failed', message: 'Invalid', fields: { subject: 'Subject is required' } },
            }
          : { body: { template: makeTemplate(12, 'reminder', call.body as object) } };
      },
    });
    const { user } = renderTemplates('/settings/templates/12');
    const body = await screen.findByRole('textbox', { name: 'Template text' });
    expect(body).toHaveTextContent('Hello');
    await user.click(screen.getByRole('button', { name: 'Insert merge field' }));
    const menu = await screen.findByRole('dialog', { name: 'Insert merge field' });
    await user.click(within(menu).getByRole('button', { name: /Firm name/ }));
    await waitFor(() => expect(body).toHaveTextContent('#Law_Firm_name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect((puts[1]!.body as { body_html: string }).body_html).toMatch(
      /<p>.*Hello.*#Law_Firm_name.*<\/p>|<p>.*#Law_Firm_name.*Hello.*<\/p>/,
    );
    expect(puts[1]?.body).toMatchObject({ kind: 'reminder', title: 'Payment due' });
  });

  it('writes an Arabic template right to left, and follows a change of language', async () => {
    fakeApi({
      ...MERGE,
      [`GET /api/templates/${FIRM}/13`]: {
        body: { template: makeTemplate(13, 'document', { language: 'ar', body_html: '<p>عزيزي العميل</p>' }) },
      },
    });
    const { user } = renderTemplates('/settings/templates/13');
    const body = await screen.findByRole('textbox', { name: 'Template text' });
    expect(body).toHaveAttribute('dir', 'rtl');
    expect(body).toHaveAttribute('lang', 'ar');
    // A document template has no subject.
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await waitFor(() => expect(body).toHaveAttribute('dir', 'ltr'));
  });

  it('asks before leaving with unsaved changes', async () => {
    fakeApi({
      ...MERGE,
      [`GET /api/templates/${FIRM}/12`]: { body: { template: makeTemplate(12, 'reminder') } },
      [`GET /api/templates/${FIRM}`]: { body: { items: [], page: 1, page_size: 20, total: 0 } },
    });
    const { user, location } = renderTemplates('/settings/templates/12');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, ' (new)');
    await user.click(screen.getByRole('link', { name: 'All templates' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(location().pathname).toBe('/settings/templates'));
    expect(location().search).toBe('?tab=reminder');
  });
});
