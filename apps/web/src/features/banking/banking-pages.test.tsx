import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveBanking } from '../../test/banking-test-data';
import { makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const options = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '');

describe('banking pages in the page search and the navigation', () => {
  it('finds the bank accounts, trust accounting and firm profile pages, each with its own flag', async () => {
    serveBanking({ extra: { 'GET /api/dashboard/summary': { body: makeSummary() } } });
    const { user, location } = renderApp('/main');
    const search = await screen.findByRole('combobox', { name: 'Search pages' });
    await user.type(search, 'trust');
    expect(options().some((text) => text.startsWith('Trust accounting'))).toBe(true);
    expect(options().some((text) => text.startsWith('Bank accounts'))).toBe(true);
    await user.clear(search);
    await user.type(search, 'bank details');
    await user.click(screen.getByRole('option', { name: /Firm profile and bank details/ }));
    await waitFor(() => expect(location().pathname).toBe('/settings/3/settings-profile'));
  });

  it('shows trust accounting without bank accounts to someone who may read only trust accounts', async () => {
    serveBanking({
      is_admin: false,
      rules: [{ subject: 'trust_accounts', action: 'read' }],
      extra: { 'GET /api/dashboard/summary': { body: makeSummary() } },
    });
    const { user } = renderApp('/main');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    expect(await within(nav).findByRole('link', { name: 'Trust accounting' })).toHaveAttribute(
      'href',
      '/settings/trust-accounting',
    );
    expect(within(nav).queryByRole('link', { name: 'Bank accounts' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Firm profile and bank details' })).not.toBeInTheDocument();
  });
});
