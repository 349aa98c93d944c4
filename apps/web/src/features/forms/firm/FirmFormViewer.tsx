/**
 * A firm form opened from its chip: read-only, full screen. It reuses the documents' pdf.js pieces
 * (loading, page drawing, thumbnails) without their annotation tools, since a library form is edited
 * by uploading a new one, not by drawing on it. Lazy-loaded: this module brings pdf.js.
 */
import type { FirmForm } from '@counsel/domain';
import { ActionIcon, Alert, Badge, Box, Button, Center, Group, Loader, Modal, ScrollArea, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconDownload, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, useLocale } from '../../../lib/locale';
import { firmFormsNs } from '../../../locales/firmForms';
import { toast } from '../../../ui/toast';
import { downloadDocument } from '../../documents/use-documents';
import { PdfPageView } from '../../documents/viewers/pdf/PdfPageView';
import { PdfThumbnails } from '../../documents/viewers/pdf/PdfThumbnails';
import { usePdfDocument, usePdfPage } from '../../documents/viewers/pdf/use-pdf-document';

interface Props {
  form: FirmForm;
  onClose: () => void;
}

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2];

export default function FirmFormViewer({ form, onClose }: Props) {
  const { t } = useTranslation(firmFormsNs);
  const loaded = usePdfDocument(form.file);
  const pdf = loaded.status === 'ready' ? loaded.pdf : null;
  const [pageNumber, setPageNumber] = useState(1);
  const page = usePdfPage(pdf, pageNumber);
  const [zoom, setZoom] = useState<number | null>(null);
  const { ref: mainRef, width: mainWidth } = useElementSize();
  // "Previous page" points back along the reading direction.
  const [Back, Forward] =
    directionOf(useLocale().locale) === 'rtl'
      ? [IconChevronRight, IconChevronLeft]
      : [IconChevronLeft, IconChevronRight];

  const baseWidth = page ? page.getViewport({ scale: 1 }).width : 612;
  const fitScale = mainWidth > 0 ? Math.max(0.25, Math.min(2, (mainWidth - 32) / baseWidth)) : 1;
  const scale = zoom ?? fitScale;
  const zoomBy = (direction: 1 | -1) => {
    const next =
      direction > 0
        ? ZOOM_STEPS.find((step) => step > scale + 0.01)
        : [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.01);
    setZoom(next ?? (direction > 0 ? ZOOM_STEPS.at(-1)! : ZOOM_STEPS[0]!));
  };
  const count = pdf?.numPages ?? 0;
  const goTo = (number: number) => {
    if (number >= 1 && number <= count) setPageNumber(number);
  };
  const download = () =>
    void downloadDocument({ file: form.file, file_name: form.file_name }).catch(() => toast.error(t('viewer.failed')));

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} component="span" dir="auto" lineClamp={1}>
            {form.title}
          </Text>
          <Badge variant="light">{t('viewer.readOnly')}</Badge>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('viewer.close') }}
      padding={0}
      styles={{ body: { height: 'calc(100dvh - 60px)', display: 'flex', flexDirection: 'column' } }}
    >
      <Group
        justify="space-between"
        gap="xs"
        px="sm"
        py={6}
        wrap="wrap"
        style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            onClick={() => goTo(pageNumber - 1)}
            disabled={pageNumber <= 1}
            aria-label={t('viewer.previous')}
          >
            <Back size={16} aria-hidden />
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {count > 0 ? t('viewer.pageOf', { page: pageNumber, count }) : ''}
          </Text>
          <ActionIcon
            variant="default"
            onClick={() => goTo(pageNumber + 1)}
            disabled={pageNumber >= count}
            aria-label={t('viewer.next')}
          >
            <Forward size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" onClick={() => zoomBy(-1)} disabled={!pdf} aria-label={t('viewer.zoomOut')}>
            <IconZoomOut size={16} aria-hidden />
          </ActionIcon>
          <Text size="sm">{`${Math.round(scale * 100)}%`}</Text>
          <ActionIcon variant="default" onClick={() => zoomBy(1)} disabled={!pdf} aria-label={t('viewer.zoomIn')}>
            <IconZoomIn size={16} aria-hidden />
          </ActionIcon>
          <Button variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />} onClick={download}>
            {t('viewer.download')}
          </Button>
        </Group>
      </Group>
      <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {pdf && count > 1 && (
          <ScrollArea
            w={150}
            p="xs"
            visibleFrom="sm"
            style={{ borderInlineEnd: '1px solid var(--mantine-color-default-border)' }}
          >
            <PdfThumbnails pdf={pdf} current={pageNumber} onGo={goTo} />
          </ScrollArea>
        )}
        <ScrollArea ref={mainRef} style={{ flex: 1 }} bg="var(--mantine-color-gray-light)">
          {loaded.status === 'loading' && (
            <Center p="xl">
              <Loader aria-label={t('viewer.loading')} />
            </Center>
          )}
          {loaded.status === 'failed' && (
            <Alert color="red" role="alert" m="md">
              {t('viewer.failed')}
            </Alert>
          )}
          {page && (
            <Center p="md" style={{ minWidth: 'fit-content' }}>
              <PdfPageView page={page} scale={scale} tool="select" annotations={[]} match={null} onAdd={() => {}} />
            </Center>
          )}
        </ScrollArea>
      </Box>
    </Modal>
  );
}
