/**
 * One page: pdf.js draws it (saved annotations included, from their appearance streams) on a canvas;
 * an SVG layer above it shows the annotations not yet saved, the current search match, and takes the
 * pointer for the active tool. Positions on the page are physical (the page is an image, not text
 * that mirrors in Arabic), so this layer uses left/top on purpose, and the page is left-to-right
 * whatever the interface: a canvas inherits its element's direction, and pdf.js drawing glyphs with an
 * rtl context puts each one at the wrong end of its position (values lose their first letters).
 */
import { Box } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent as ReactPointerEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';
import { NOTE_WIDTH, type PdfAnnotation, type PdfRect } from './model';
import { NoteDraft } from './NoteDraft';
import { toPdf, usePageCanvas, viewportRect } from './page-canvas';
import type { PDFPageProxy } from './pdfjs';
import { type Tool, toolColor } from './tools';

interface Props {
  page: PDFPageProxy;
  scale: number;
  tool: Tool;
  /** The page's annotations not saved yet, each with an id for its lifetime in the viewer. */
  annotations: Array<PdfAnnotation & { id: number }>;
  match: PdfRect | null;
  onAdd: (annotation: PdfAnnotation) => void;
}

type Drag =
  | { kind: 'highlight'; from: [number, number]; to: [number, number] }
  | { kind: 'ink'; points: [number, number][] };

const MIN_DRAG = 3;

const cssColor = ([r, g, b]: readonly number[]) => `rgb(${r! * 255} ${g! * 255} ${b! * 255})`;

export function PdfPageView({ page, scale, tool, annotations, match, onAdd }: Props) {
  const { t } = useTranslation(documentsNs);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const viewport = page.getViewport({ scale });

  const canvasRef = usePageCanvas(page, viewport);

  const pointAt = (event: ReactPointerEvent<SVGSVGElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (tool === 'select' || event.button !== 0) return;
    const at = pointAt(event);
    if (tool === 'note') return setDraft(at);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag(tool === 'highlight' ? { kind: 'highlight', from: at, to: at } : { kind: 'ink', points: [at] });
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const at = pointAt(event);
    setDrag(drag.kind === 'highlight' ? { ...drag, to: at } : { ...drag, points: [...drag.points, at] });
  };

  const onPointerUp = () => {
    if (!drag) return;
    setDrag(null);
    const pageNumber = page.pageNumber;
    if (drag.kind === 'ink') {
      const width = 2;
      onAdd({
        kind: 'ink',
        page: pageNumber,
        strokes: [drag.points.map((p) => toPdf(viewport, p))],
        color: toolColor.ink,
        width,
      });
      return;
    }
    const [x1, y1] = drag.from;
    const [x2, y2] = drag.to;
    if (Math.abs(x2 - x1) < MIN_DRAG || Math.abs(y2 - y1) < MIN_DRAG) return;
    const a = toPdf(viewport, [x1, y1]);
    const b = toPdf(viewport, [x2, y2]);
    const rect = {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(a.x - b.x),
      height: Math.abs(a.y - b.y),
    };
    onAdd({ kind: 'highlight', page: pageNumber, rects: [rect], color: toolColor.highlight });
  };

  // Keyboard: with the note tool, Enter on the page places a note near its top corner.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (tool !== 'note' || event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    setDraft([36 * scale, 36 * scale]);
  };

  const live = drag?.kind === 'highlight' ? drag : null;
  return (
    <Box
      dir="ltr"
      pos="relative"
      tabIndex={0}
      role="group"
      aria-label={t('viewer.pdf.pageLabel', { page: page.pageNumber })}
      aria-describedby={tool === 'note' ? 'pdf-note-hint' : undefined}
      onKeyDown={onKeyDown}
      style={{
        width: viewport.width,
        height: viewport.height,
        boxShadow: 'var(--mantine-shadow-md)',
        background: 'white',
      }}
      data-testid="pdf-page"
    >
      <canvas ref={canvasRef} style={{ width: viewport.width, height: viewport.height, display: 'block' }} />
      <svg
        aria-hidden
        width={viewport.width}
        height={viewport.height}
        style={{
          position: 'absolute',
          inset: 0,
          cursor: tool === 'select' ? 'default' : 'crosshair',
          touchAction: 'none',
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
      >
        {match && <rect {...viewportRect(viewport, match)} fill="rgb(255 120 0 / 0.35)" stroke="rgb(230 90 0)" />}
        {annotations.map((annotation) => {
          const key = `${annotation.kind}-${annotation.id}`;
          if (annotation.kind === 'highlight') {
            return annotation.rects.map((r) => (
              <rect
                key={`${key}-${r.x}-${r.y}-${r.width}-${r.height}`}
                {...viewportRect(viewport, r)}
                fill={cssColor(annotation.color)}
                opacity={0.4}
              />
            ));
          }
          if (annotation.kind === 'ink') {
            return annotation.strokes.map((stroke) => {
              const points = stroke
                .map((p) => (viewport.convertToViewportPoint(p.x, p.y) as number[]).join(','))
                .join(' ');
              return (
                <polyline
                  key={`${key}-${points}`}
                  points={points}
                  fill="none"
                  stroke={cssColor(annotation.color)}
                  strokeWidth={annotation.width * scale}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              );
            });
          }
          return null;
        })}
        {live && (
          <rect
            x={Math.min(live.from[0], live.to[0])}
            y={Math.min(live.from[1], live.to[1])}
            width={Math.abs(live.to[0] - live.from[0])}
            height={Math.abs(live.to[1] - live.from[1])}
            fill={cssColor(toolColor.highlight)}
            opacity={0.4}
          />
        )}
        {drag?.kind === 'ink' && (
          <polyline
            points={drag.points.map((p) => p.join(',')).join(' ')}
            fill="none"
            stroke={cssColor(toolColor.ink)}
            strokeWidth={2 * scale}
          />
        )}
      </svg>
      {annotations.map((annotation) => {
        if (annotation.kind !== 'note') return null;
        const [left, top] = viewport.convertToViewportPoint(annotation.at.x, annotation.at.y) as [number, number];
        return (
          <Box
            key={annotation.id}
            pos="absolute"
            p={4 * scale}
            style={{
              left,
              top,
              width: NOTE_WIDTH * scale,
              fontSize: 11 * scale,
              background: cssColor(annotation.color),
              border: '1px solid #595959',
              color: 'black',
              whiteSpace: 'pre-wrap',
              pointerEvents: 'none',
            }}
            dir="auto"
          >
            {annotation.text}
          </Box>
        );
      })}
      {draft && (
        <NoteDraft
          left={draft[0]}
          top={draft[1]}
          onCancel={() => setDraft(null)}
          onAdd={(text) => {
            onAdd({ kind: 'note', page: page.pageNumber, at: toPdf(viewport, draft), text, color: toolColor.note });
            setDraft(null);
          }}
        />
      )}
    </Box>
  );
}
