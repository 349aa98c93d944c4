/** The annotations already saved in the PDF on the current page, as pdf.js reads them. */
import { List, Loader, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../../locales/documents';
import type { PDFPageProxy } from '../../../../ui/pdf/pdfjs';

const KINDS = { Highlight: 'highlight', FreeText: 'note', Text: 'note', Ink: 'ink' } as const;

interface Saved {
  id: string;
  kind: (typeof KINDS)[keyof typeof KINDS];
  author: string;
  contents: string;
}

export function SavedAnnotations({ page }: { page: PDFPageProxy }) {
  const { t } = useTranslation(documentsNs);
  // null while pdf.js reads the page's annotations: "none" is said only once it is known.
  const [saved, setSaved] = useState<Saved[] | null>(null);
  useEffect(() => {
    let live = true;
    setSaved(null);
    page
      .getAnnotations()
      .then((annotations) => {
        if (!live) return;
        setSaved(
          annotations
            .filter((a) => a.subtype in KINDS)
            .map((a) => ({
              id: String(a.id),
              kind: KINDS[a.subtype as keyof typeof KINDS],
              author: a.titleObj?.str ?? '',
              contents: a.contentsObj?.str ?? '',
            })),
        );
      })
      .catch(() => live && setSaved([]));
    return () => {
      live = false;
    };
  }, [page]);

  return (
    <section aria-labelledby="pdf-saved-annotations">
      <Title order={3} size="sm" id="pdf-saved-annotations" mb={4}>
        {t('viewer.pdf.savedTitle', { page: page.pageNumber })}
      </Title>
      {saved === null ? (
        <Loader size="xs" aria-label={t('viewer.loading')} />
      ) : saved.length === 0 ? (
        <Text size="xs">{t('viewer.pdf.savedNone')}</Text>
      ) : (
        <List size="xs" spacing={4}>
          {saved.map((a) => (
            <List.Item key={a.id}>
              <Text size="xs" fw={600} span>
                {t(`viewer.pdf.kind.${a.kind}`)}
              </Text>
              {a.author && <Text size="xs" span>{` · ${a.author}`}</Text>}
              {a.contents && (
                <Text size="xs" dir="auto">
                  {a.contents}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
