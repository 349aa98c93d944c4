/** The crop step: the image under a movable crop frame of a fixed aspect ratio, with a zoom slider. */
import { Box, Input, Slider } from '@mantine/core';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';
import type { PixelArea } from './image-file';

interface ImageCropperProps {
  src: string;
  aspect: number;
  onAreaChange: (area: PixelArea) => void;
}

export function ImageCropper({ src, aspect, onAreaChange }: ImageCropperProps) {
  const { t } = useTranslation(documentsNs);
  const zoomLabel = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);

  return (
    <Box>
      <Box pos="relative" h={300} style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
        <Cropper
          image={src}
          aspect={aspect}
          crop={crop}
          zoom={zoom}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area: Area, pixels: Area) => onAreaChange(pixels)}
          mediaProps={{ alt: t('images.cropImage') }}
          cropperProps={{ role: 'group', 'aria-label': t('images.cropArea') }}
        />
      </Box>
      <Input.Label id={zoomLabel} mt="sm">
        {t('images.zoom')}
      </Input.Label>
      <Slider
        value={zoom}
        onChange={setZoom}
        min={1}
        max={3}
        step={0.1}
        label={null}
        thumbProps={{ 'aria-labelledby': zoomLabel }}
      />
    </Box>
  );
}
