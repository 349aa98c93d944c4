/**
 * The preview modal (billing.md screen 5): title, total badge, Download PDF, Print invoice, Save and
 * submit (where the invoice is being edited) and Close; a loading placeholder until the invoice, the
 * firm's bank details and the logo are in; 'Failed to fetch invoice data.' or 'Invoice preview not found'.
 */

import { buildInvoiceDocument } from '@counsel/invoice-document';
import { Alert, Badge, Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconPrinter, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeQuery } from '../../../lib/current-user';
import { useFormat } from '../../../lib/format';
import { invoicePreviewNs } from '../../../locales/invoicePreview';
import { toast } from '../../../ui/toast';
import { BankDetailsWarningModal } from './BankDetailsWarningModal';
import { InvoicePreview } from './InvoicePreview';
import { PrintableInvoice, usePrintInvoice } from './PrintableInvoice';
import type { PreviewSource } from './preview-input';
import { usePdfDownload } from './use-pdf-download';
import { useLogoDataUrl, usePreviewBankDetails } from './use-preview-data';

interface InvoicePreviewModalProps {
  opened: boolean;
  onClose: () => void;
  source: PreviewSource;
  /** The screen's own save; the button shows only where the invoice is being edited. */
  onSaveAndSubmit?: () => void;
  saving?: boolean;
  /** More of the saved invoice's actions, beside Download and Print (Copy pay link). */
  actions?: ReactNode;
}

export function InvoicePreviewModal({ opened, onClose, ...content }: InvoicePreviewModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size="56rem">
      <Modal.Overlay />
      <Modal.Content>
        {/* Mounted only while open: nothing is fetched for a preview nobody looks at. */}
        <PreviewContent onClose={onClose} {...content} />
      </Modal.Content>
    </Modal.Root>
  );
}

type PreviewContentProps = Omit<InvoicePreviewModalProps, 'opened'>;

function PreviewContent({ source, onClose, onSaveAndSubmit, saving = false, actions }: PreviewContentProps) {
  const { t } = useTranslation(invoicePreviewNs);
  const format = useFormat();
  const bank = usePreviewBankDetails();
  const input = source.status === 'ready' ? source.input : null;
  const firm = useMeQuery().data?.law_firm;
  // Settings without a logo of their own show the firm's (its profile's logo).
  const logo = useLogoDataUrl(input?.settings.include_logo ? (input.settings.logo ?? firm?.logo ?? null) : null);
  // undefined while loading; null is an answer (no bank details, no logo).
  const bankDetails = bank.status === 'ready' ? bank.value : undefined;
  const logoSrc = logo.status === 'ready' ? logo.value : undefined;
  // The firm's books' currency, and its country, whose phone numbers print in the national form.
  const currency = firm?.currency ?? 'USD';
  const firmCountry = firm?.address.country?.id ?? null;
  const document = useMemo(
    () =>
      input && bankDetails !== undefined && logoSrc !== undefined
        ? buildInvoiceDocument({ ...input, bankDetails, logoSrc, currency, firmCountry })
        : null,
    [input, bankDetails, logoSrc, currency, firmCountry],
  );
  const pdf = usePdfDownload(document, bankDetails ?? null);
  const print = usePrintInvoice();

  const failure =
    source.status === 'failed'
      ? source.notFound
        ? 'notFound'
        : 'fetchFailed'
      : bank.status === 'failed'
        ? 'fetchFailed'
        : null;
  useEffect(() => {
    if (failure) toast.error(t(`errors.${failure}`));
  }, [failure, t]);

  let body: ReactNode;
  if (failure) {
    body = (
      <Alert color="red" role="alert">
        {t(`errors.${failure}`)}
      </Alert>
    );
  } else if (source.status === 'invalid') {
    body = (
      <Alert color="yellow" role="alert">
        {t('errors.discountTooLarge')}
      </Alert>
    );
  } else if (document) {
    body = <InvoicePreview document={document} />;
  } else {
    body = (
      <Stack gap="sm" role="status" aria-label={t('loading')} aria-busy>
        <Skeleton height={40} width="40%" />
        <Skeleton height={16} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={200} />
      </Stack>
    );
  }

  return (
    <>
      <Modal.Header style={{ flexWrap: 'wrap', rowGap: 8 }}>
        <Group gap="sm">
          <Modal.Title fw={650}>{t('title')}</Modal.Title>
          {input && (
            <Badge variant="light" size="lg" tt="none">
              {t('total', { amount: format.money(input.totals.totalCents / 100) })}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={pdf.download}
            loading={pdf.generating}
            disabled={!document}
          >
            {t('download')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={print.start}
            disabled={!document}
          >
            {t('print')}
          </Button>
          {actions}
          {onSaveAndSubmit && (
            <Button
              variant="light"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={onSaveAndSubmit}
              loading={saving}
            >
              {t('saveAndSubmit')}
            </Button>
          )}
          <Button variant="subtle" color="gray" leftSection={<IconX size={16} aria-hidden />} onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <BankDetailsWarningModal
        opened={pdf.warningOpened}
        onClose={pdf.closeWarning}
        onGoToSettings={pdf.goToSettings}
        onDownloadAnyway={pdf.downloadAnyway}
      />
      {print.printing && document && <PrintableInvoice document={document} />}
    </>
  );
}
