import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { makeMe, makeSummary } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('landmarks and the skip link', () => {
  it('makes "Skip to content" the first Tab stop of an app page and moves focus to its main heading', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe() },
      'GET /api/dashboard/summary': { body: makeSummary() },
    });
    const { user } = renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Haddad & Partners' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('banner')).toHaveLength(1);

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(heading).toHaveFocus();
    expect(screen.getByRole('main')).toContainElement(heading);
  });

  it('gives the sign-in page one main, one banner and the skip link, in Arabic too', async () => {
    fakeApi({});
    const { user } = renderApp('/ar/auth/login', { token: null });
    const heading = await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(heading);

    await user.tab();
    expect(screen.getByRole('link', { name: 'انتقل إلى المحتوى' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(heading).toHaveFocus();
  });
});
