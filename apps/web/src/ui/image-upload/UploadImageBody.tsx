/**
 * The upload-image steps (spec §4 "Image upload"): choose a file (drop, browse or the camera) → HEIC/HEIF
 * converted to PNG → crop when enabled (aspect 1 unless told) or a plain preview → confirm → the caller uploads.
 * Loaded lazily with its cropper; heic2any is loaded only for a HEIC photo.
 */
import { HEIC_EXTENSIONS, HEIC_TYPES, IMAGE_UPLOAD_MAX_BYTES } from '@counsel/domain';
import { Alert, Box, Button, Group, Image, Loader, Stack, Switch, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconCamera, IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';
import { CameraCapture } from './CameraCapture';
import { ImageCropper } from './ImageCropper';
import { convertHeic, isHeic, type PixelArea, renderImage } from './image-file';

export interface UploadImageBodyProps {
  /** Types the server takes for this image; HEIC/HEIF are accepted too and converted to PNG. */
  types: readonly string[];
  /** Whether the crop step starts on (the user can turn it off). */
  crop: boolean;
  aspect: number;
  confirmLabel?: string | undefined;
  onConfirm: (file: File) => unknown;
  onCancel: () => void;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'camera' }
  | { kind: 'converting' }
  | { kind: 'edit'; file: File; url: string; bitmap: ImageBitmap };

const EXTENSIONS: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
};

export function UploadImageBody({ types, crop, aspect, confirmLabel, onConfirm, onCancel }: UploadImageBodyProps) {
  const { t } = useTranslation(documentsNs);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [cropOn, setCropOn] = useState(crop);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [saving, setSaving] = useState(false);

  // The preview's object URL and decoded bitmap are freed when replaced or when the dialog closes.
  useEffect(
    () => () => {
      if (step.kind === 'edit') {
        URL.revokeObjectURL(step.url);
        step.bitmap.close?.();
      }
    },
    [step],
  );

  const accept: Record<string, string[]> = {
    ...Object.fromEntries(types.map((type) => [type, EXTENSIONS[type] ?? []])),
    ...Object.fromEntries(HEIC_TYPES.map((type) => [type, [...HEIC_EXTENSIONS]])),
  };

  async function choose(chosen: File) {
    setError(null);
    setArea(null);
    const heic = isHeic(chosen);
    if (!heic && !chosen.type.startsWith('image/')) return setError(t('images.errors.invalid'));
    if (chosen.size > IMAGE_UPLOAD_MAX_BYTES) return setError(t('images.errors.tooLarge'));
    let file = chosen;
    if (heic) {
      setStep({ kind: 'converting' });
      try {
        file = await convertHeic(chosen);
      } catch {
        setStep({ kind: 'choose' });
        return setError(t('images.errors.heic'));
      }
    }
    if (!types.includes(file.type)) {
      setStep({ kind: 'choose' });
      return setError(t('images.errors.invalid'));
    }
    try {
      const bitmap = await createImageBitmap(file);
      setStep({ kind: 'edit', file, url: URL.createObjectURL(file), bitmap });
    } catch {
      setStep({ kind: 'choose' });
      setError(t('images.errors.processing'));
    }
  }

  async function confirm() {
    if (step.kind !== 'edit') return;
    setError(null);
    let file = step.file;
    try {
      // Cropped, or too big as it is (a converted HEIC photo can be): drawn again, at most MAX_OUTPUT_SIDE.
      if ((cropOn && area) || file.size > IMAGE_UPLOAD_MAX_BYTES) {
        file = await renderImage(step.bitmap, file.name, file.type, cropOn && area ? area : undefined);
      }
    } catch {
      return setError(t('images.errors.processing'));
    }
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) return setError(t('images.errors.tooLarge'));
    setSaving(true);
    try {
      await onConfirm(file);
    } catch {
      // The caller says why (a toast or a message by its field); the dialog stays for another try.
    } finally {
      setSaving(false);
    }
  }

  if (step.kind === 'camera') {
    return <CameraCapture onCapture={(file) => void choose(file)} onCancel={() => setStep({ kind: 'choose' })} />;
  }

  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {step.kind === 'choose' && (
        <>
          <Dropzone
            onDrop={(files) => files[0] && void choose(files[0])}
            onReject={(rejections) => {
              const first = rejections[0]?.file;
              // react-dropzone refuses by type; our own checks give the spec's message for each case.
              if (first && isHeic(first)) void choose(first);
              else setError(t('images.errors.invalid'));
            }}
            accept={accept}
            multiple={false}
            inputProps={{ 'aria-label': t('images.fileInput') }}
          >
            <Stack align="center" gap={4} py="lg" style={{ pointerEvents: 'none' }}>
              <IconPhotoUp size={36} aria-hidden />
              <Text fw={500} ta="center">
                {t('images.drop')}
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                {t('images.formats')}
              </Text>
            </Stack>
          </Dropzone>
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconCamera size={16} aria-hidden />}
              onClick={() => {
                setError(null);
                setStep({ kind: 'camera' });
              }}
            >
              {t('images.takePhoto')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('images.cancel')}
            </Button>
          </Group>
        </>
      )}
      {step.kind === 'converting' && (
        <Group justify="center" gap="xs" py="xl" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">{t('images.converting')}</Text>
        </Group>
      )}
      {step.kind === 'edit' && (
        <>
          <Switch
            label={t('images.crop')}
            checked={cropOn}
            onChange={(event) => setCropOn(event.currentTarget.checked)}
          />
          {cropOn ? (
            <ImageCropper src={step.url} aspect={aspect} onAreaChange={setArea} />
          ) : (
            <Box ta="center">
              <Image src={step.url} alt={t('images.preview')} mah={300} fit="contain" />
            </Box>
          )}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => setStep({ kind: 'choose' })} disabled={saving}>
              {t('images.chooseAnother')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onCancel} disabled={saving}>
                {t('images.cancel')}
              </Button>
              <Button onClick={() => void confirm()} loading={saving}>
                {confirmLabel ?? t('images.confirm')}
              </Button>
            </Group>
          </Group>
        </>
      )}
    </Stack>
  );
}
