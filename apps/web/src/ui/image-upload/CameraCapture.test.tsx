import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../locales/i18n';
import { CameraCapture } from './CameraCapture';
import { fakeCamera, fakeCanvas } from './test-browser';

function renderCamera(language = 'en') {
  void i18n.changeLanguage(language);
  const onCapture = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <CameraCapture onCapture={onCapture} onCancel={onCancel} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, onCapture, onCancel, user: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CameraCapture', () => {
  it('asks for the rear camera, captures to a canvas, retakes and uses the photo as a JPEG', async () => {
    const camera = fakeCamera();
    const canvas = fakeCanvas();
    const { user, onCapture } = renderCamera();
    await user.click(await screen.findByRole('button', { name: 'Capture' }));
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(canvas.drawImage).toHaveBeenCalledWith(expect.any(HTMLVideoElement), 0, 0, 640, 480);
    // The stream stops once the photo is taken.
    expect(camera.tracks[0]?.stop).toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Captured photo' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Retake' }));
    expect(canvas.clearRect).toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Capture' }));
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Use photo' }));
    expect(onCapture).toHaveBeenCalledOnce();
    const file = onCapture.mock.calls[0]?.[0] as File;
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toMatch(/^scan-.*\.jpg$/);
  });

  it('stops the stream when it unmounts', async () => {
    const camera = fakeCamera();
    const { unmount } = renderCamera();
    expect(await screen.findByRole('button', { name: 'Capture' })).toBeInTheDocument();
    expect(camera.tracks[0]?.stop).not.toHaveBeenCalled();
    unmount();
    expect(camera.tracks[0]?.stop).toHaveBeenCalledOnce();
  });

  it('stops the stream when the user goes back', async () => {
    const camera = fakeCamera();
    const { user, onCancel } = renderCamera();
    await screen.findByRole('button', { name: 'Capture' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(camera.tracks[0]?.stop).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('stops a camera granted after the component left', async () => {
    const camera = fakeCamera();
    let grant: (stream: MediaStream) => void = () => {};
    const stop = vi.fn();
    camera.getUserMedia.mockImplementationOnce(() => new Promise<MediaStream>((resolve) => (grant = resolve)));
    const { unmount } = renderCamera();
    unmount();
    grant({ getTracks: () => [{ stop }] } as unknown as MediaStream);
    await waitFor(() => expect(stop).toHaveBeenCalledOnce());
  });

  it('alerts when the camera cannot be opened, in English and Arabic', async () => {
    const camera = fakeCamera();
    camera.getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const { unmount } = renderCamera();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to access the camera. Please check your device settings.',
    );
    expect(screen.queryByRole('button', { name: 'Capture' })).toBeNull();
    unmount();
    renderCamera('ar');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تعذر الوصول إلى الكاميرا. يرجى التحقق من إعدادات جهازك.',
    );
    await i18n.changeLanguage('en');
  });
});
