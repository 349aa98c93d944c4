import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FIRM, listOf, makeTemplate } from '../../test/template-test-data';
import { query, renderTemplates } from '../../test/templates-test-kit';

const LIST = `GET /api/templates/${FIRM}`;

function serveLists() {
  return fakeApi({
    [LIST]: (call) => {
      const { kind, search } = query(call.search);
      if (search === 'retainer') return { body: listOf([]) };
      if (kind === 'email') return { body: listOf([makeTemplate(11, 'email', { title: 'Welcome letter' })], 45) };
      if (kind === 'reminder') return { body: listOf([makeTemplate(12, 'reminder', { title: 'Payment due' })]) };
      return { body: listOf([makeTemplate(13, 'document', { title: 'Engagement letter', language: 'ar' })]) };
    },
    [`DELETE /api/templates/${FIRM}/11`]: { status: 204 },
  });
}

describe('Templates page', () => {
  it('opens on the email tab, and switching tabs lists that kind and updates the query', async () => {
    const server = serveLists();
    const { user, location } = renderTemplates('/settings/templates');
    const email = await screen.findByRole('tab', { name: 'Email' });
    expect(email).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Email' });
    const row = within(table).getByRole('row', { name: /Welcome letter/ });
    expect(row).toHaveTextContent('English');
    expect(row).toHaveTextContent('Subject 11');
    expect(row).toHaveTextContent('Mar 2, 2026');
    expect(row).toHaveTextContent('Layla Haddad');
    expect(within(row).getByRole('link', { name: 'Welcome letter' })).toHaveAttribute('href', '/settings/templates/11');
    // 45 templates at 20 a page: three pages.
    expect(screen.getByRole('button', { name: /3/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Reminder' }));
    expect(location().search).toBe('?tab=reminder');
    const reminders = await screen.findByRole('table', { name: 'Reminder' });
    expect(within(reminders).getByRole('columnheader', { name: 'Subject' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Document' }));
    expect(location().search).toBe('?tab=document');
    const documents = await screen.findByRole('table', { name: 'Document' });
    // A document template has no subject.
    expect(within(documents).queryByRole('columnheader', { name: 'Subject' })).toBeNull();
    expect(within(documents).getByRole('row', { name: /Engagement letter/ })).toHaveTextContent('Arabic');
    expect(
      server.calls.filter((call) => call.path === `/api/templates/${FIRM}`).map((c) => query(c.search).kind),
    ).toEqual(['email', 'reminder', 'document']);
  });

  it('opens the tab the query names, and searches on the server', async () => {
    const server = serveLists();
    const { user } = renderTemplates('/settings/templates?tab=document');
    expect(await screen.findByRole('tab', { name: 'Document' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('table', { name: 'Document' });
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'retainer');
    expect(await screen.findByText('No templates match “retainer”.')).toBeInTheDocument();
    expect(server.calls.at(-1)).toMatchObject({ path: `/api/templates/${FIRM}` });
    expect(query(server.calls.at(-1)!.search)).toEqual({ kind: 'document', search: 'retainer', page: '1' });
  });

  it('deletes a template after confirmation', async () => {
    const server = serveLists();
    const { user } = renderTemplates('/settings/templates');
    await user.click(await screen.findByRole('button', { name: 'Actions for Welcome letter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template?' });
    expect(dialog).toHaveTextContent('“Welcome letter” will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE' && call.path === `/api/templates/${FIRM}/11`)).toBe(
      true,
    );
  });

  it('hides delete without the permission for email, but not for reminders', async () => {
    serveLists();
    const { user } = renderTemplates('/settings/templates', [{ subject: 'email_templates', action: 'update' }]);
    await user.click(await screen.findByRole('button', { name: 'Actions for Welcome letter' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('tab', { name: 'Reminder' }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Payment due' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('Select-template modal', () => {
  it('without the flags, email and document look disabled, stay focusable and say why; reminder opens', async () => {
    serveLists();
    const { user, location } = renderTemplates('/settings/templates', []);
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a template type' });
    const email = within(dialog).getByRole('button', { name: /Email/ });
    const document = within(dialog).getByRole('button', { name: /Document/ });
    const reminder = within(dialog).getByRole('button', { name: /Reminder/ });
    expect(email).toHaveAttribute('aria-disabled', 'true');
    expect(document).toHaveAttribute('aria-disabled', 'true');
    expect(reminder).not.toHaveAttribute('aria-disabled');
    expect(email).not.toBeDisabled();

    email.focus();
    expect(email).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You do not have permission to add email templates')).toBeInTheDocument();
    await user.click(document);
    expect(await screen.findByText('You do not have permission to add document templates')).toBeInTheDocument();
    expect(location().pathname).toBe('/settings/templates');

    await user.click(reminder);
    await waitFor(() => expect(location().pathname).toBe('/settings/templates/new'));
    expect(location().search).toBe('?kind=reminder');
    expect(await screen.findByRole('heading', { name: 'New reminder template' })).toBeInTheDocument();
  });

  it('with ADD_EMAIL_TEMPLATE, email opens a new email template', async () => {
    serveLists();
    const { user, location } = renderTemplates('/settings/templates', [
      { subject: 'email_templates', action: 'create' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a template type' });
    expect(within(dialog).getByRole('button', { name: /Document/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(location().search).toBe('?kind=email'));
    expect(await screen.findByRole('heading', { name: 'New email template' })).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    serveLists();
    const { user } = renderTemplates('/settings/templates', []);
    await screen.findByRole('tab', { name: 'Email' });
    const { i18n } = await import('../../locales/i18n');
    await i18n.changeLanguage('ar');
    await user.click(await screen.findByRole('button', { name: 'قالب جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'اختر نوع القالب' });
    await user.click(within(dialog).getByRole('button', { name: /البريد الإلكتروني/ }));
    expect(await screen.findByText('ليست لديك صلاحية إضافة قوالب البريد الإلكتروني')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});

describe('Templates in the app', () => {
  it('opens for any staff member at /settings/templates', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [] }) },
      [LIST]: { body: listOf([makeTemplate(11, 'email', { title: 'Welcome letter' })]) },
    });
    renderApp('/settings/templates?tab=email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Welcome letter' })).toHaveAttribute(
      'href',
      '/settings/templates/11',
    );
  });

  it('answers no access for a new email template typed by hand without ADD_EMAIL_TEMPLATE', async () => {
    fakeApi({ 'GET /api/auth/me': { body: makeMe({ rules: [] }) } });
    renderApp('/settings/templates/new?kind=email');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });

  it('reads right to left under /ar', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [] }) },
      [LIST]: { body: listOf([makeTemplate(11, 'email', { title: 'Welcome letter' })]) },
    });
    renderApp('/ar/settings/templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'القوالب' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('link', { name: 'Welcome letter' })).toHaveAttribute(
      'href',
      '/ar/settings/templates/11',
    );
    expect(screen.getByRole('tab', { name: 'البريد الإلكتروني' })).toHaveAttribute('aria-selected', 'true');
  });
});
