/** Page thumbnails: a small picture of each page; a click (or Enter) goes to it. */
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';
import type { PDFDocumentProxy } from './pdfjs';

const WIDTH = 110;
/** Beyond this many pages only the numbers are listed: drawing hundreds of pages up front is slow. */
const DRAWN = 60;

function Thumbnail({ pdf, number }: { pdf: PDFDocumentProxy; number: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas?.getContext('2d') || number > DRAWN) return;
    let task: { cancel: () => void } | null = null;
    let live = true;
    void pdf.getPage(number).then((page) => {
      if (!live) return;
      const viewport = page.getViewport({ scale: WIDTH / page.getViewport({ scale: 1 }).width });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const render = page.render({ canvas, viewport });
      task = render;
      render.promise.catch(() => {});
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [pdf, number]);
  return number > DRAWN ? null : (
    // Left to right in Arabic too: the canvas draws pdf.js's glyphs in its element's direction.
    <canvas ref={canvasRef} dir="ltr" style={{ width: WIDTH, display: 'block', background: 'white' }} />
  );
}

interface Props {
  pdf: PDFDocumentProxy;
  current: number;
  onGo: (page: number) => void;
}

export function PdfThumbnails({ pdf, current, onGo }: Props) {
  const { t } = useTranslation(documentsNs);
  return (
    <Stack component="ol" gap="sm" p={0} m={0} aria-label={t('viewer.pdf.thumbnails')} style={{ listStyle: 'none' }}>
      {Array.from({ length: pdf.numPages }, (_, i) => i + 1).map((number) => (
        <li key={number}>
          <UnstyledButton
            onClick={() => onGo(number)}
            aria-label={t('viewer.pdf.goToPage', { page: number })}
            aria-current={number === current ? 'page' : undefined}
            p={4}
            style={{
              borderRadius: 4,
              outline: number === current ? '2px solid var(--mantine-primary-color-filled)' : undefined,
            }}
          >
            <Thumbnail pdf={pdf} number={number} />
            <Text size="xs" ta="center" mt={2}>
              {number}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
