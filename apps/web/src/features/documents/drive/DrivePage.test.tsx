import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../test-kit';
import DrivePage from './DrivePage';

afterEach(() => vi.unstubAllGlobals());

const USER_ID = 7;
const URL = '/api/sandbox/google-drive/o/oauth2/v2/auth?state=s';

describe('the Drive page, not connected', () => {
  it('says so on arrival without a dialog taking the focus; Connect opens the confirm dialog', async () => {
    const open = vi.fn(() => ({ closed: true }) as unknown as Window);
    vi.stubGlobal('open', open);
    fakeApi({
      [`GET /api/google-drive/${USER_ID}/access-token`]: {
        body: { authorized: false, authorization_url: URL, sandbox: true },
      },
    });
    const { user } = renderWithApp(<DrivePage />);
    const notice = await screen.findByRole('alert');
    expect(
      await within(notice).findByText('Google Drive access not authorized. Please authorize first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);

    await user.click(within(notice).getByRole('button', { name: 'Connect Google Drive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Connect Google Drive' });
    await user.click(within(confirm).getByRole('button', { name: 'Authorize' }));
    expect(open).toHaveBeenCalledWith(URL, 'counsel-google-drive', expect.stringContaining('width=500,height=600'));
  });
});
