/** A client's form as the link and the portal answer it, and a canvas for jsdom, for the filling screens' tests. */
import type { CollaborationField, LinkForm } from '@counsel/domain';
import { vi } from 'vitest';

export const field = (name: string, label: string, extra: Partial<CollaborationField> = {}): CollaborationField => ({
  name,
  label,
  type: 'text',
  default_value: null,
  required: false,
  hidden: false,
  client_related: false,
  options: [],
  metadata: { field_purpose: null },
  ...extra,
});

export function linkForm(overrides: Partial<LinkForm> = {}): LinkForm {
  return {
    form_title: 'G-28',
    firm_name: 'Haddad & Partners',
    client_first_name: 'Maria',
    locale: 'en',
    status: 'sent',
    expires_at: '2026-12-04T10:00:00.000Z',
    form_schema: [
      {
        section: 'Part 1. About you',
        section_description: 'Your details',
        fields: [
          field('family', 'Family name', { required: true, default_value: 'Gonzalez' }),
          field('given', 'Given name', { required: true }),
          field('sign_here', 'Signature', { type: 'signature', required: true }),
        ],
      },
      {
        section: 'Part 2. Eligibility',
        section_description: '',
        fields: [
          field('attorney', 'Attorney of record', { type: 'checkbox' }),
          field('status', 'Status', { type: 'radio', options: [{ label: 'Citizen' }, { label: 'Resident' }] }),
          field('born', 'Date of birth', { type: 'date' }),
        ],
      },
    ],
    values: {},
    current_section: 0,
    requested_documents: [],
    attachments: [],
    shared_documents: [],
    ...overrides,
  };
}

/** jsdom has no canvas: a context that draws nothing, and a canvas whose picture is `png`. */
export function stubCanvas(png: string): void {
  const context = new Proxy({}, { get: (_, key) => (key === 'canvas' ? undefined : () => undefined), set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(png);
}
