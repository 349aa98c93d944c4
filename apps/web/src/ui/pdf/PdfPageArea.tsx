/** The main area of a PDF modal: the loader, the load failure, or the page (`children`) centred. */
import { Alert, Center, Loader, ScrollArea } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';
import type { LoadedPdf } from './use-pdf-document';

interface Props {
  /** Measures the area's width, which the fitting zoom follows. */
  areaRef: Ref<HTMLDivElement>;
  status: LoadedPdf['status'];
  /** The page view, once the page is read. */
  children: ReactNode;
}

export function PdfPageArea({ areaRef, status, children }: Props) {
  const { t } = useTranslation(documentsNs);
  return (
    <ScrollArea ref={areaRef} style={{ flex: 1 }} bg="var(--mantine-color-gray-light)">
      {status === 'loading' && (
        <Center p="xl">
          <Loader aria-label={t('viewer.loading')} />
        </Center>
      )}
      {status === 'failed' && (
        <Alert color="red" role="alert" m="md">
          {t('viewer.loadFailed')}
        </Alert>
      )}
      {children && (
        <Center p="md" style={{ minWidth: 'fit-content' }}>
          {children}
        </Center>
      )}
    </ScrollArea>
  );
}
