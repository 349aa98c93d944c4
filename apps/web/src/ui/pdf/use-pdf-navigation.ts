/**
 * The page shown, its zoom and the text search of an open PDF: what the annotating viewer and the
 * read-only reader share. The zoom fits the page to the main area's width until a step is chosen.
 */
import { useElementSize } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from './pdfjs';
import { usePdfPage } from './use-pdf-document';
import { usePdfSearch } from './use-pdf-search';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

export function usePdfNavigation(pdf: PDFDocumentProxy | null) {
  const [pageNumber, setPageNumber] = useState(1);
  const page = usePdfPage(pdf, pageNumber);
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const search = usePdfSearch(pdf);
  const { ref: mainRef, width: mainWidth } = useElementSize();

  // Following a search match brings its page up.
  useEffect(() => {
    if (search.current) setPageNumber(search.current.page);
  }, [search.current]);

  const baseWidth = page ? page.getViewport({ scale: 1 }).width : 612;
  const fitScale = mainWidth > 0 ? Math.max(0.25, Math.min(3, (mainWidth - 32) / baseWidth)) : 1;
  const scale = zoom === 'fit' ? fitScale : zoom;

  const changeZoom = (direction: 'in' | 'out' | 'fit') => {
    if (direction === 'fit') return setZoom('fit');
    const next =
      direction === 'in'
        ? ZOOM_STEPS.find((step) => step > scale + 0.01)
        : [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.01);
    setZoom(next ?? (direction === 'in' ? ZOOM_STEPS.at(-1)! : ZOOM_STEPS[0]!));
  };

  const goTo = (number: number) => {
    if (pdf && number >= 1 && number <= pdf.numPages) setPageNumber(number);
  };

  // The toolbar's pages, zoom and search, the same in every PDF modal.
  const toolbar = {
    loaded: pdf !== null,
    pageCount: pdf?.numPages ?? 0,
    page: pageNumber,
    onPage: goTo,
    zoomPercent: Math.round(scale * 100),
    onZoom: changeZoom,
    search: { ...search, count: search.matches.length },
  };

  return { pageNumber, page, scale, goTo, search, mainRef, toolbar };
}
