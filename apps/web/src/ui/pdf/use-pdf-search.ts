/** Text search across every page: the pages' text is read once, on the first search. */
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from './pdfjs';
import { findMatches, type SearchMatch, type TextItem } from './search';

export function usePdfSearch(pdf: PDFDocumentProxy | null) {
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<SearchMatch[]>([]);
  const [index, setIndex] = useState(0);
  // The text of the document last searched; a new document (a saved version) is read again.
  const texts = useRef<{ pdf: PDFDocumentProxy; pages: Promise<TextItem[][]> } | null>(null);

  useEffect(() => {
    if (!pdf || !query.trim()) {
      setMatches([]);
      return;
    }
    let live = true;
    if (texts.current?.pdf !== pdf) {
      const pages = Promise.all(
        Array.from({ length: pdf.numPages }, async (_, i) => {
          const content = await (await pdf.getPage(i + 1)).getTextContent();
          return content.items.filter((item): item is TextItem & typeof item => 'str' in item);
        }),
      );
      texts.current = { pdf, pages };
    }
    texts.current.pages
      .then((pages) => {
        if (!live) return;
        setMatches(findMatches(pages, query));
        setIndex(0);
      })
      .catch(() => {
        if (live) setMatches([]);
      });
    return () => {
      live = false;
    };
  }, [pdf, query]);

  const step = (by: 1 | -1) => {
    if (matches.length > 0) setIndex((i) => (i + by + matches.length) % matches.length);
  };
  return {
    query,
    setQuery,
    matches,
    index,
    current: matches[index] ?? null,
    next: () => step(1),
    previous: () => step(-1),
  };
}
