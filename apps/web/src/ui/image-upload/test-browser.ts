/**
 * The browser APIs the image steps use and jsdom lacks, replaced for component tests: the camera
 * (getUserMedia, video playback and size), image decoding (createImageBitmap), canvas drawing and layout.
 */
import { vi } from 'vitest';

export function fakeCanvas() {
  const context = { drawImage: vi.fn(), clearRect: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
    callback(new Blob(['drawn'], { type: type ?? 'image/png' }));
  });
  return context;
}

export function fakeImageDecoding(size = { width: 800, height: 600 }) {
  const close = vi.fn();
  const decode = vi.fn(async (_file: Blob) => ({ ...size, close }) as unknown as ImageBitmap);
  vi.stubGlobal('createImageBitmap', decode);
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  return decode;
}

export function fakeCamera() {
  const tracks: { stop: ReturnType<typeof vi.fn> }[] = [];
  const getUserMedia = vi.fn(async () => {
    const track = { stop: vi.fn() };
    tracks.push(track);
    return { getTracks: () => [track] } as unknown as MediaStream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
  return { getUserMedia, tracks };
}
