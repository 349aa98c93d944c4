import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { makeMe, makeSummary } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('dashboard', () => {
  it('shows the firm, who is signed in, the counts and the recent cases', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe() },
      'GET /api/dashboard/summary': {
        body: makeSummary({
          counts: { clients: 1200, cases: 30, open_cases: 9, employees: null },
          recent_cases: [
            {
              id: 1,
              title: 'H-1B petition',
              status: 'IN_PROGRESS',
              client_id: 5,
              client_name: 'Omar Said',
              created_at: '2025-03-04T10:00:00Z',
            },
          ],
        }),
      },
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Haddad & Partners' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Layla Haddad · Attorney')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Clients' })).toHaveTextContent('1,200');
    expect(screen.getByRole('region', { name: 'Open cases' })).toHaveTextContent('9');
    // Each card's title links to the list it counts; open cases to the list without the closed ones.
    expect(
      within(screen.getByRole('region', { name: 'Clients' })).getByRole('link', { name: 'Clients' }),
    ).toHaveAttribute('href', '/clients');
    expect(within(screen.getByRole('region', { name: 'Cases' })).getByRole('link', { name: 'Cases' })).toHaveAttribute(
      'href',
      '/client/cases',
    );
    expect(
      within(screen.getByRole('region', { name: 'Open cases' })).getByRole('link', { name: 'Open cases' }),
    ).toHaveAttribute('href', '/client/cases?open=true');
    // A count the user may not see is left out, not shown as zero.
    expect(screen.queryByRole('region', { name: 'Employees' })).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /H-1B petition/ });
    expect(within(row).getByText('Omar Said')).toBeInTheDocument();
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    expect(within(row).getByText('Mar 4, 2025')).toBeInTheDocument();
  });

  it('says so when there are no cases, and names administrators as such', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe() },
      'GET /api/dashboard/summary': {
        body: makeSummary({ user: { id: 7, full_name: 'Layla Haddad', position: null, is_admin: true } }),
      },
    });
    renderApp('/ar/main');
    expect(await screen.findByText('لا توجد قضايا بعد. ستظهر هنا القضايا التي تفتحها.')).toBeInTheDocument();
    expect(screen.getByText('تم تسجيل الدخول باسم Layla Haddad · مسؤول')).toBeInTheDocument();
  });
});
