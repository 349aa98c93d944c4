import type { OutboxMessage } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { fakeApi } from '../../test/fake-api';
import { makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function message(n: number): OutboxMessage {
  return {
    id: `m${n}`,
    to: [`client${n}@example.test`, 'copy@example.test'],
    subject: `Invoice ${n}`,
    created_at: '2025-03-04T10:00:00Z',
    text: `Dear client ${n},\nplease find the invoice attached.`,
    attachments: [{ filename: `invoice-${n}.pdf`, content_type: 'application/pdf', size: 2048 }],
  };
}

describe('language settings', () => {
  it('saves the choice on the server and the device, then shows the page in that language', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: makeMe() },
      'PATCH /api/auth/me': { body: { ...makeMe().user, locale: 'ar' } },
    });
    const { user, location } = renderApp('/settings/language');
    await user.click(await screen.findByRole('radio', { name: 'العربية' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/ar/settings/language'));
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ locale: 'ar' });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.settings) ?? '{}')).toEqual({ locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'اللغة' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'العربية' })).toBeChecked();
  });

  it('stays put and says so when the server refuses', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe() },
      'PATCH /api/auth/me': { status: 500, body: { code: 'internal_error', message: 'boom' } },
    });
    const { user, location } = renderApp('/settings/language');
    await user.click(await screen.findByRole('radio', { name: 'العربية' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(location().pathname).toBe('/settings/language');
  });
});

describe('admin tools (mail outbox)', () => {
  it('lists messages, shows one when clicked, and pages through the rest', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'settings', action: 'read' }] }) },
      'GET /api/admin-tools/outbox': (call) => {
        const page = Number(new URLSearchParams(call.search).get('page'));
        const items = page === 2 ? [message(13)] : Array.from({ length: 12 }, (_, i) => message(i + 1));
        return { body: { items, page, page_size: 12, total: 13 } };
      },
    });
    const { user } = renderApp('/settings/admin-tools');
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('button')).toHaveLength(12);
    expect(screen.getByText('13 messages')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Invoice 2\b/ }));
    const article = screen.getByRole('article', { name: 'Invoice 2' });
    expect(article).toHaveTextContent('To: client2@example.test, copy@example.test');
    expect(article).toHaveTextContent('please find the invoice attached.');
    expect(within(article).getByText('invoice-2.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(list).findByRole('button', { name: /Invoice 13/ })).toBeInTheDocument();
    expect(server.calls.some((call) => call.search === '?page=2&page_size=12')).toBe(true);
  });

  it('shows the no-access message without VIEW_SETTINGS and does not ask for the outbox', async () => {
    const server = fakeApi({ 'GET /api/auth/me': { body: makeMe({ rules: [] }) } });
    renderApp('/settings/admin-tools');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/admin-tools/outbox')).toBe(false);
  });
});
