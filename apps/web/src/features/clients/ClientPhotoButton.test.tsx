import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { i18n } from '../../locales/i18n';
import { type FakeReply, fakeApi } from '../../test/fake-api';
import { fakeImageDecoding } from '../../ui/image-upload/test-browser';
import { ClientPhotoButton } from './ClientPhotoButton';

function renderButton(reply: FakeReply) {
  void i18n.changeLanguage('en');
  session.setAccessToken('test-access-token');
  const server = fakeApi({ 'PUT /api/client/7/image': reply });
  fakeImageDecoding();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <ClientPhotoButton clientId={7} />
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { server, user: userEvent.setup() };
}

async function choosePhoto(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Change photo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change client photo' });
  const photo = new File([new Uint8Array(64)], 'face.png', { type: 'image/png' });
  await user.upload(await within(dialog).findByLabelText('Image file'), photo);
  await user.click(await within(dialog).findByRole('button', { name: 'Save photo' }));
  return dialog;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ClientPhotoButton', () => {
  it('uploads the chosen photo to the client’s image and closes', async () => {
    const { server, user } = renderButton({ body: { image: '/api/client/7/image?v=2026-11-abc.png' } });
    const dialog = await choosePhoto(user);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/client/7/image');
    expect(put?.body).toEqual({ image: 'face.png' });
  });

  it('keeps the dialog open when the server refuses the photo', async () => {
    const { server, user } = renderButton({
      status: 415,
      body: { code: 'unsupported_file_type', message: 'This file type is not accepted.' },
    });
    const dialog = await choosePhoto(user);
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(await within(dialog).findByRole('button', { name: 'Save photo' })).toBeEnabled();
    expect(dialog).toBeInTheDocument();
  });
});
