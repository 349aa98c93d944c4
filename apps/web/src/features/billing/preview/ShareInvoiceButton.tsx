/**
 * The toolbar's Share invoice: opens the share modal for a saved invoice; an unsaved one must be saved first.
 * Shown to those who may create invoices.
 */

import type { Invoice } from '@counsel/domain';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../../lib/current-user';
import { invoicePreviewNs } from '../../../locales/invoicePreview';
import { ShareInvoiceModal } from './ShareInvoiceModal';

export function ShareInvoiceButton({ invoice }: { invoice: Invoice | null }) {
  const { t } = useTranslation(invoicePreviewNs);
  const [opened, setOpened] = useState(false);
  const reasonId = useId();
  const icon = <IconShare size={16} aria-hidden />;
  // Mailing an invoice is an invoice write: reading invoices alone does not offer it.
  const mayShare = useAbility().can('create', 'invoices');

  if (!mayShare) return null;

  if (!invoice) {
    return (
      <>
        <Button variant="default" leftSection={icon} disabled title={t('share.saveFirst')} aria-describedby={reasonId}>
          {t('share.button')}
        </Button>
        <VisuallyHidden id={reasonId}>{t('share.saveFirst')}</VisuallyHidden>
      </>
    );
  }
  return (
    <>
      <Button variant="default" leftSection={icon} onClick={() => setOpened(true)}>
        {t('share.button')}
      </Button>
      <ShareInvoiceModal
        opened={opened}
        onClose={() => setOpened(false)}
        invoice={{ id: invoice.id, invoiceNumber: invoice.invoice_number, clientEmail: invoice.client.email }}
      />
    </>
  );
}
