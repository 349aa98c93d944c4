import type { EmployeeRule } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const SETTINGS_READ: EmployeeRule[] = [{ subject: 'settings', action: 'read' }];

async function openApp(path = '/main', rules: EmployeeRule[] = SETTINGS_READ) {
  fakeApi({
    'GET /api/auth/me': { body: makeMe({ rules }) },
    'GET /api/dashboard/summary': { body: makeSummary() },
    'GET /api/admin-tools/outbox': { body: { items: [], page: 1, page_size: 12, total: 0 } },
  });
  const app = renderApp(path);
  const input = await screen.findByRole('combobox', {
    name: path.startsWith('/ar') ? 'البحث في الصفحات' : 'Search pages',
  });
  return { ...app, input };
}

const optionNames = () =>
  screen.queryAllByRole('option').map((option) => within(option).getAllByText(/./)[0]?.textContent);

describe('global page search', () => {
  it('has the placeholder and opens a list of every page the user may open', async () => {
    const { user, input } = await openApp();
    expect(input).toHaveAttribute('placeholder', 'Search pages...');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(optionNames()).toEqual([
      'Dashboard',
      // Every member reads the calendar; adding to it is checked inside the page.
      'Calendar',
      'Time entries',
      'All settings',
      // Templates are open to every member: reminder templates are not gated.
      'Templates',
      'Invoice settings',
      'Firm profile and bank details',
      // Every member reads the firm's plan and cards; managing cards is checked inside the page.
      'Plans and payment cards',
      'Language',
      // Every member reads the terms they accepted.
      'Terms of service',
      'Admin tools',
    ]);
  });

  it('shows the document pages only to a user holding VIEW_DOCUMENTS', async () => {
    const without = await openApp();
    await without.user.type(without.input, 'drive');
    expect(optionNames()).toEqual([]);
    without.unmount();
    const { user, input } = await openApp('/main', [...SETTINGS_READ, { subject: 'documents', action: 'read' }]);
    await user.type(input, 'documents');
    expect(optionNames()).toEqual(['Documents']);
    await user.clear(input);
    await user.type(input, 'drive');
    expect(optionNames()).toEqual(['Google Drive']);
  });

  it('filters by name and by description, ignoring case', async () => {
    const { user, input } = await openApp();
    await user.type(input, 'LANGU');
    // The firm profile holds the firm's invoice language.
    expect(optionNames()).toEqual(['Firm profile and bank details', 'Language']);
    await user.clear(input);
    // "outbox" only appears in the admin tools description.
    await user.type(input, 'OutBox');
    expect(optionNames()).toEqual(['Admin tools']);
  });

  it('moves the highlight with the arrow keys and wraps around both ends', async () => {
    const { user, input } = await openApp();
    await user.click(input);
    const options = () => screen.getAllByRole('option');
    const highlighted = () => options().findIndex((option) => option.getAttribute('aria-selected') === 'true');
    const last = options().length - 1;
    expect(highlighted()).toBe(0);
    expect(input).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe(last);
    expect(input).toHaveAttribute('aria-activedescendant', options()[last]!.id);
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(0);
    await user.keyboard('{ArrowDown}'.repeat(last));
    expect(highlighted()).toBe(last);
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(0);
  });

  it('opens the highlighted entry with Enter, keeping the locale prefix', async () => {
    const { user, input, location } = await openApp('/ar/main');
    // Arabic interface: the Arabic name is what is searched.
    expect(input).toHaveAttribute('placeholder', 'ابحث في الصفحات...');
    await user.type(input, 'اللغة');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/ar/settings/language'));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the entry the arrows moved to', async () => {
    const { user, input, location } = await openApp();
    await user.click(input);
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/settings/admin-tools'));
  });

  it('closes and clears on Escape', async () => {
    const { user, input } = await openApp();
    await user.type(input, 'dash');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const { user, input } = await openApp();
    await user.type(input, 'dash');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Haddad & Partners' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('lets Tab pass through: focus alone does not open the list, and leaving closes it', async () => {
    const { user, input } = await openApp();
    input.focus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.tab();
    expect(input).not.toHaveFocus();

    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveFocus();
  });

  it('says exactly which query found nothing', async () => {
    const { user, input } = await openApp();
    await user.type(input, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No pages found for “zzz”')).toBeInTheDocument();
  });

  it('hides entries whose permission flag the user lacks', async () => {
    const { user, input } = await openApp('/main', []);
    await user.click(input);
    expect(optionNames()).toEqual([
      'Dashboard',
      'Calendar',
      'Time entries',
      'Templates',
      'Plans and payment cards',
      'Language',
      'Terms of service',
    ]);
    await user.type(input, 'admin');
    expect(screen.getByText('No pages found for “admin”')).toBeInTheDocument();
  });
});
