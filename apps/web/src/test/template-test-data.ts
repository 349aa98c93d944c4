/** Templates as the server answers them, for the templates' tests and the case page's. */
import type { Template, TemplateKind } from '@counsel/domain';

export const FIRM = 3;

export function makeTemplate(id: number, kind: TemplateKind, overrides: Partial<Template> = {}): Template {
  return {
    id,
    kind,
    title: `Template ${id}`,
    subject: kind === 'document' ? null : `Subject ${id}`,
    body_html: '<p>Dear client,</p>',
    language: 'en',
    law_firm_id: FIRM,
    created_by: { id: 7, full_name: 'Layla Haddad' },
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function listOf(templates: Template[], total = templates.length) {
  return {
    items: templates.map(({ body_html: _body, ...summary }) => summary),
    page: 1,
    page_size: 20,
    total,
  };
}
