/**
 * Drawing one pdf.js page on a canvas, and mapping between the page's screen pixels and PDF points
 * (from the page's bottom-left corner): shared by the viewer's annotation layer and the form-field
 * placement editor, so there is one page renderer.
 */
import { useEffect, useRef } from 'react';
import type { PdfPoint, PdfRect } from './model';
import type { PageViewport, PDFPageProxy } from './pdfjs';

/** Renders `page` at `viewport` into the returned canvas ref, sharp on high-density screens. */
export function usePageCanvas(page: PDFPageProxy, viewport: PageViewport) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas?.getContext('2d')) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    const task = page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    task.promise.catch(() => {
      // A newer render (zoom, page change) cancelled this one.
    });
    return () => task.cancel();
  }, [page, viewport.width, viewport.height, viewport]);
  return canvasRef;
}

/** A PDF rectangle in the viewport's pixels (top-left origin). */
export function viewportRect(viewport: PageViewport, r: PdfRect) {
  const [x1, y1, x2, y2] = viewport.convertToViewportRectangle([r.x, r.y, r.x + r.width, r.y + r.height]) as number[];
  return { x: Math.min(x1!, x2!), y: Math.min(y1!, y2!), width: Math.abs(x2! - x1!), height: Math.abs(y2! - y1!) };
}

/** A point in the viewport's pixels as a PDF point. */
export function toPdf(viewport: PageViewport, [x, y]: [number, number]): PdfPoint {
  const [px, py] = viewport.convertToPdfPoint(x, y) as [number, number];
  return { x: px, y: py };
}
