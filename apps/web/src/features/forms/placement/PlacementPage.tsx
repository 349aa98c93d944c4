/**
 * One page of the form with the fields placed on it so far; a press on the page chooses where a new
 * field's top-left corner goes. The page is an image, not text that mirrors in Arabic, so boxes are
 * positioned with left/top on purpose. Keyboard users add fields from the list instead.
 */
import { Box } from '@mantine/core';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { PdfPoint } from '../../../ui/pdf/model';
import { toPdf, usePageCanvas, viewportRect } from '../../../ui/pdf/page-canvas';
import type { PDFPageProxy } from '../../../ui/pdf/pdfjs';
import type { DraftField } from './placement';

interface Props {
  page: PDFPageProxy;
  scale: number;
  /** The fields on this page, numbered as the list numbers them. */
  fields: Array<DraftField & { number: number }>;
  /** Where the next field is about to go, while its label is asked. */
  pending: DraftField | null;
  label: string;
  onChoose: (topLeft: PdfPoint) => void;
}

export function PlacementPage({ page, scale, fields, pending, label, onChoose }: Props) {
  const viewport = page.getViewport({ scale });
  const canvasRef = usePageCanvas(page, viewport);

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    const frame = event.currentTarget.getBoundingClientRect();
    onChoose(toPdf(viewport, [event.clientX - frame.left, event.clientY - frame.top]));
  };

  return (
    <Box
      // A picture of paper: drawn left to right in Arabic too (see PdfPageView).
      dir="ltr"
      pos="relative"
      role="group"
      aria-label={label}
      data-testid="placement-page"
      style={{
        width: viewport.width,
        height: viewport.height,
        boxShadow: 'var(--mantine-shadow-md)',
        background: 'white',
        flex: 'none',
      }}
    >
      <canvas ref={canvasRef} style={{ width: viewport.width, height: viewport.height, display: 'block' }} />
      <svg
        aria-hidden
        width={viewport.width}
        height={viewport.height}
        style={{ position: 'absolute', inset: 0, cursor: 'crosshair', touchAction: 'manipulation' }}
        onPointerDown={onPointerDown}
        data-testid="placement-layer"
      >
        {fields.map((field) => {
          const rect = viewportRect(viewport, field);
          return (
            <g key={field.id}>
              <rect {...rect} fill="rgb(34 139 230 / 0.15)" stroke="rgb(25 113 194)" strokeWidth={1.5} />
              <text x={rect.x + 2} y={rect.y - 3} fontSize={11} fill="rgb(25 113 194)">
                {field.number}
              </text>
            </g>
          );
        })}
        {pending && (
          <rect
            {...viewportRect(viewport, pending)}
            fill="rgb(250 176 5 / 0.25)"
            stroke="rgb(230 119 0)"
            strokeDasharray="4 2"
          />
        )}
      </svg>
    </Box>
  );
}
