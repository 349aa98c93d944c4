/**
 * The camera scan (spec §2, §4): the rear camera live, capture to a canvas, then use the photo or retake
 * it. The stream runs only while the live picture shows: it stops on capture, on leaving and on unmount.
 */
import { Alert, AspectRatio, Button, Group, Loader, Stack } from '@mantine/core';
import { IconCamera, IconCheck, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';

type CameraState = 'starting' | 'live' | 'captured' | 'error';

interface CameraCaptureProps {
  /** The captured photo as a JPEG file. */
  onCapture: (file: File) => void;
  onCancel?: () => void;
}

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export function CameraCapture({ onCapture, onCancel }: CameraCaptureProps) {
  const { t } = useTranslation(documentsNs);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stream = useRef<MediaStream | null>(null);
  // Each start gets a number; a camera granted after a newer start or an unmount is stopped at once.
  const generation = useRef(0);
  const [state, setState] = useState<CameraState>('starting');

  const stop = useCallback(() => {
    generation.current += 1;
    stopStream(stream.current);
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    stop();
    const mine = generation.current;
    setState('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API');
      const granted = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (mine !== generation.current) {
        stopStream(granted);
        return;
      }
      stream.current = granted;
      if (video.current) {
        video.current.srcObject = granted;
        try {
          await video.current.play();
        } catch {
          // Autoplay may refuse without a gesture; the muted inline video still shows frames.
        }
      }
      if (mine === generation.current) setState('live');
    } catch {
      if (mine === generation.current) setState('error');
    }
  }, [stop]);

  useEffect(() => {
    void start();
    return stop;
  }, [start, stop]);

  const capture = () => {
    const source = video.current;
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!source || !target || !context || !source.videoWidth) return;
    target.width = source.videoWidth;
    target.height = source.videoHeight;
    context.drawImage(source, 0, 0, target.width, target.height);
    stop();
    setState('captured');
  };

  const retake = () => {
    const target = canvas.current;
    target?.getContext('2d')?.clearRect(0, 0, target.width, target.height);
    void start();
  };

  const use = () => {
    canvas.current?.toBlob(
      (blob) => {
        if (!blob) return;
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        onCapture(new File([blob], `scan-${stamp}.jpg`, { type: 'image/jpeg' }));
      },
      'image/jpeg',
      0.92,
    );
  };

  const leave = () => {
    stop();
    onCancel?.();
  };

  return (
    <Stack gap="sm">
      {state === 'error' && (
        <Alert color="red" role="alert">
          {t('images.camera.error')}
        </Alert>
      )}
      <AspectRatio
        ratio={4 / 3}
        bg="dark.8"
        style={{ borderRadius: 8, overflow: 'hidden', display: state === 'error' ? 'none' : undefined }}
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('images.camera.preview')}
          style={{ objectFit: 'contain', display: state === 'captured' ? 'none' : undefined }}
        />
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('images.camera.captured')}
          style={{ objectFit: 'contain', display: state === 'captured' ? undefined : 'none' }}
        />
      </AspectRatio>
      {state === 'starting' && (
        <Group gap="xs" justify="center" aria-live="polite">
          <Loader size="xs" />
          {t('images.camera.starting')}
        </Group>
      )}
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" onClick={leave}>
            {t('images.camera.back')}
          </Button>
        )}
        {state === 'error' && (
          <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void start()}>
            {t('images.camera.tryAgain')}
          </Button>
        )}
        {state === 'live' && (
          <Button leftSection={<IconCamera size={16} aria-hidden />} onClick={capture}>
            {t('images.camera.capture')}
          </Button>
        )}
        {state === 'captured' && (
          <>
            <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={retake}>
              {t('images.camera.retake')}
            </Button>
            <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={use}>
              {t('images.camera.use')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
