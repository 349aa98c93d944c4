import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heic2any from 'heic2any';
import type { ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../locales/i18n';
import { fakeCamera, fakeCanvas, fakeImageDecoding } from './test-browser';
import { UploadImageModal } from './UploadImageModal';

// The converter: its decoder runs in a Web Worker with WebAssembly, which jsdom has not (e2e runs the real one).
vi.mock('heic2any', () => ({ default: vi.fn() }));

const MAX = 5_242_880;

function renderModal(props: Partial<ComponentProps<typeof UploadImageModal>> = {}, language = 'en') {
  void i18n.changeLanguage(language);
  const onConfirm = vi.fn(async (_file: File) => {});
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <UploadImageModal opened onClose={onClose} onConfirm={onConfirm} {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
  // The input accepts by type and extension; files it would not offer are still dropped, so the checks are ours.
  const user = userEvent.setup({ applyAccept: false });
  return { onConfirm, onClose, user };
}

const fileInput = () => screen.findByLabelText('Image file');
const sized = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

beforeAll(async () => {
  // The dialog's steps are a lazy chunk: transformed once here, not inside the first test's wait.
  await import('./UploadImageBody');
});
beforeEach(() => {
  vi.mocked(heic2any).mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('UploadImageModal', () => {
  it('says the formats and the 5 MB limit, and refuses a file that is not an image', async () => {
    fakeImageDecoding();
    const { user, onConfirm } = renderModal();
    expect(await screen.findByText('PNG, JPG, JPEG or HEIC. Max 5 MB.')).toBeInTheDocument();
    await user.upload(await fileInput(), sized('notes.txt', 'text/plain', 20));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a valid image file.');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses an image over 5,242,880 bytes and takes one of exactly that size', async () => {
    const decode = fakeImageDecoding();
    const { user, onConfirm } = renderModal({ crop: false });
    await user.upload(await fileInput(), sized('big.png', 'image/png', MAX + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('This image is larger than 5 MB.');
    expect(decode).not.toHaveBeenCalled();

    await user.upload(await fileInput(), sized('fits.png', 'image/png', MAX));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
    expect(onConfirm.mock.calls[0]?.[0].name).toBe('fits.png');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('converts a HEIC photo (recognised by its extension) to PNG at quality 0.8', async () => {
    fakeImageDecoding();
    const png = new Blob(['png'], { type: 'image/png' });
    vi.mocked(heic2any).mockResolvedValue(png);
    const { user, onConfirm, onClose } = renderModal({ crop: false });
    const photo = sized('IMG_0042.HEIC', '', 1000);
    await user.upload(await fileInput(), photo);
    expect(await screen.findByRole('img', { name: 'Preview of the selected image' })).toBeInTheDocument();
    expect(heic2any).toHaveBeenCalledWith({ blob: photo, toType: 'image/png', quality: 0.8 });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
    const sent = onConfirm.mock.calls[0]?.[0];
    expect([sent?.name, sent?.type]).toEqual(['IMG_0042.png', 'image/png']);
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when a HEIC photo cannot be converted', async () => {
    fakeImageDecoding();
    vi.mocked(heic2any).mockRejectedValue({ code: 2, message: 'ERR_LIBHEIF format not supported' });
    const { user } = renderModal();
    await user.upload(await fileInput(), sized('broken.heic', 'image/heic', 100));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to convert HEIC image. Please try with a different format.',
    );
  });

  it('says so when the image cannot be decoded', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('bad', 'InvalidStateError')));
    const { user } = renderModal();
    await user.upload(await fileInput(), sized('corrupt.png', 'image/png', 100));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error processing the selected image. Please try again.',
    );
  });

  it('crops to a square by default and uploads the cropped area', async () => {
    fakeImageDecoding({ width: 800, height: 600 });
    const canvas = fakeCanvas();
    // Layout, which jsdom does not do: a 400×300 crop box showing the 800×600 photo.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 300));
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
    const { user, onConfirm } = renderModal();
    await user.upload(await fileInput(), sized('team.jpg', 'image/jpeg', 2000));
    expect(await screen.findByRole('switch', { name: 'Crop image' })).toBeChecked();
    fireEvent.load(await screen.findByRole('img', { name: 'Image to crop' }));
    const frame = await screen.findByRole('group', { name: /Crop frame/ });
    expect(frame.style.width).toBe(frame.style.height);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
    const [, , , width, height, , , outWidth, outHeight] = canvas.drawImage.mock.calls[0] ?? [];
    expect(width).toBe(height);
    expect(width).toBe(600);
    expect([outWidth, outHeight]).toEqual([600, 600]);
    expect(onConfirm.mock.calls[0]?.[0].type).toBe('image/jpeg');
  });

  it('takes a photo with the camera and goes on to the crop step', async () => {
    fakeImageDecoding();
    fakeCanvas();
    const camera = fakeCamera();
    const { user } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Take a photo' }));
    await user.click(await screen.findByRole('button', { name: 'Capture' }));
    await user.click(await screen.findByRole('button', { name: 'Use photo' }));
    expect(await screen.findByRole('switch', { name: 'Crop image' })).toBeInTheDocument();
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
  });

  it('speaks Arabic', async () => {
    fakeImageDecoding();
    const { user } = renderModal({}, 'ar');
    await user.upload(await screen.findByLabelText('ملف الصورة'), sized('notes.txt', 'text/plain', 20));
    expect(await screen.findByRole('alert')).toHaveTextContent('يرجى اختيار ملف صورة صالح.');
    await i18n.changeLanguage('en');
  });
});
