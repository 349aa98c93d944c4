/** Server answers shared by the cases feature's component tests. */
import type { CaseProfile, ContactLight, FirmCase, FirmCasesResponse, LightUser } from '@counsel/domain';

export function clientContact(id: number, name: string, email: string | null, clientId: number): ContactLight {
  return {
    id,
    name,
    email,
    phone_number: null,
    contact_type: 'individual',
    related_entity_type: 'client',
    related_entity_id: clientId,
  };
}

export const CLIENT_CONTACTS: ContactLight[] = [
  clientContact(11, 'Maria Elena Gonzalez', 'maria.gonzalez@mail.example', 101),
  clientContact(12, 'أحمد خالد منصور', 'ahmed.mansour@mail.example', 102),
  clientContact(13, "John Patrick O'Brien", 'JOHN.OBRIEN@MAIL.EXAMPLE', 103),
];

export const contactsPage = (contacts: ContactLight[]) => ({
  contacts,
  page: 1,
  page_size: 100,
  total: contacts.length,
});

export function firmCase(id: number, overrides: Partial<FirmCase> = {}): FirmCase {
  return {
    id,
    title: `Case ${id}`,
    client_id: 101,
    status: 'OPEN',
    client_name: 'Maria Elena Gonzalez',
    case_type: 'STANDARD',
    created_at: '2026-03-04T10:00:00Z',
    ...overrides,
  };
}

export const casesPage = (cases: FirmCase[], total = cases.length, page = 1): FirmCasesResponse => ({
  cases,
  page,
  page_size: 12,
  total,
});

export const LIGHT_USERS: LightUser[] = [
  { id: 7, full_name: 'Layla Haddad', image: null, email: 'layla@haddad-law.test', position: 'attorney' },
  { id: 8, full_name: 'James Clarke', image: null, email: 'james@haddad-law.test', position: 'partner' },
];

export function caseProfile(overrides: Partial<CaseProfile> = {}): CaseProfile {
  return {
    id: 55,
    law_firm_id: 3,
    title: 'N-400 Naturalization',
    description: 'Naturalization after five years as a permanent resident.',
    status: 'OPEN',
    case_type: 'STANDARD',
    client_id: 101,
    contact_id: 11,
    primary_contact_id: null,
    workflow_id: null,
    alt_steps_ids: [],
    language: 'en',
    closed_at: null,
    task_assignments: [],
    created_at: '2026-03-04T10:00:00Z',
    updated_at: '2026-03-04T10:00:00Z',
    client: {
      id: 101,
      first_name: 'Maria',
      middle_name: 'Elena',
      last_name: 'Gonzalez',
      email: 'maria.gonzalez@mail.example',
      phone_number: '+12815550111',
      image: null,
    },
    contact: {
      id: 11,
      name: 'Maria Elena Gonzalez',
      email: 'maria.gonzalez@mail.example',
      phone_number: null,
      contact_type: 'individual',
    },
    team_leads: [{ id: 8, full_name: 'James Clarke', image: null, position: 'partner' }],
    ...overrides,
  };
}
