/** The task modals inside the real providers and a locale route, with the firm's lists the API answers. */
import type { FirmForm, Locale, PublicForm } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { LocaleLayout } from '../app/LocaleLayout';
import { ME_QUERY_KEY } from '../lib/current-user';
import { session } from '../lib/session';
import { type FakeReply, fakeApi, type RecordedCall } from './fake-api';
import { makeMe } from './fixtures';

/** makeMe's firm. */
export const FIRM_ID = 3;

export const PARTICIPANT_TYPES = [
  { id: 4, name: 'Paralegal', description: 'Prepares the forms' },
  { id: 5, name: 'Attorney', description: 'Reviews and signs' },
];
export const DOCUMENT_TEMPLATES = [{ id: 21, title: 'Engagement letter' }];
export const EMAIL_TEMPLATES = [{ id: 31, title: 'Documents request' }];
export const PUBLIC_FORMS: PublicForm[] = [
  {
    id: 1,
    name: 'G-28',
    title: 'Notice of Entry of Appearance',
    title_ar: 'إشعار بالمثول',
    url: '/api/legal_form/1/file',
  },
  {
    id: 2,
    name: 'I-130',
    title: 'Petition for Alien Relative',
    title_ar: 'التماس لقريب أجنبي',
    url: '/api/legal_form/2/file',
  },
];
export const FIRM_FORMS: FirmForm[] = [
  {
    id: 7,
    title: 'Intake questionnaire',
    file: '/api/firm-legal-form/3/forms/7/file',
    file_name: 'intake.pdf',
    size: 1200,
    version: 1,
    directory: null,
    directory_name: null,
    created_by: 7,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
  },
];

type Route = FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>);

/** The lists the task form reads; each can be replaced. */
export function firmLists(overrides: Record<string, Route> = {}): Record<string, Route> {
  return {
    [`GET /api/participant_type/get_all_participant_types/law_firm/${FIRM_ID}`]: { body: PARTICIPANT_TYPES },
    [`GET /api/workflow/get-document-templates-by-law-firm/${FIRM_ID}`]: { body: DOCUMENT_TEMPLATES },
    [`GET /api/workflow/get-email-templates-by-law-firm/${FIRM_ID}`]: { body: EMAIL_TEMPLATES },
    'GET /api/legal_form': { body: PUBLIC_FORMS },
    [`GET /api/firm-legal-form/${FIRM_ID}/all-forms`]: {
      body: { forms: FIRM_FORMS, directories: [], directory: null, breadcrumbs: [] },
    },
    ...overrides,
  };
}

/** Renders a modal under /en or /ar (LocaleLayout sets the language and the page's direction). */
export function renderInLocale(node: ReactNode, routes: Record<string, Route>, locale: Locale = 'en') {
  notifications.clean();
  const server = fakeApi(routes);
  session.setAccessToken('test-access-token');
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, makeMe({ locale, rules: [{ subject: 'workflows', action: 'manage' }] }));
  const router = createMemoryRouter(
    [
      {
        path: `/${locale}`,
        element: <LocaleLayout locale={locale} prefix={`/${locale}`} />,
        children: [
          { index: true, element: node },
          { path: 'settings/participant-types', element: <p>Participant types page</p> },
        ],
      },
    ],
    { initialEntries: [`/${locale}`] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, server, router };
}

/** Picks an option of a Mantine Select (or MultiSelect) named `label`. */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The calls made to one path, by method. */
export const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** A toast: text shown outside the dialog. */
export async function expectToast(dialog: HTMLElement, text: string) {
  await waitFor(() => expect(screen.getAllByText(text).some((node) => !dialog.contains(node))).toBe(true));
}
