/**
 * Share invoice (beyond the spec's 'Coming Soon!'): the recipient, the client's email unless changed,
 * and a message; the server mails them with the invoice's PDF attached.
 */

import { MAX_SHARE_MESSAGE } from '@counsel/domain';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useAbility } from '../../../lib/current-user';
import { invoicePreviewNs } from '../../../locales/invoicePreview';
import { toast } from '../../../ui/toast';
import { looksLikeEmail, shareErrorMessage, useShareInvoice } from './use-share-invoice';

export interface SharedInvoice {
  id: number;
  invoiceNumber: string;
  clientEmail: string | null;
}

interface ShareInvoiceModalProps {
  opened: boolean;
  onClose: () => void;
  invoice: SharedInvoice;
}

export function ShareInvoiceModal({ opened, onClose, invoice }: ShareInvoiceModalProps) {
  const { t } = useTranslation(invoicePreviewNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('share.title', { number: invoice.invoiceNumber })} size="lg">
      {/* Mounted per opening, so every share starts from the client's email and the usual message. */}
      <ShareForm invoice={invoice} onDone={onClose} />
    </Modal>
  );
}

function ShareForm({ invoice, onDone }: { invoice: SharedInvoice; onDone: () => void }) {
  const { t } = useTranslation(invoicePreviewNs);
  const share = useShareInvoice(invoice.id);
  // The server sends to another address than the client's only for someone who manages invoices.
  const mayChooseRecipient = useAbility().can('manage', 'invoices');
  const [recipient, setRecipient] = useState(invoice.clientEmail ?? '');
  const [message, setMessage] = useState(() => t('share.defaultMessage', { number: invoice.invoiceNumber }));
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  let messageError: string | null = null;
  if (message.trim().length > MAX_SHARE_MESSAGE) messageError = t('share.messageTooLong', { max: MAX_SHARE_MESSAGE });
  else if (showMissing && !message.trim()) messageError = t('share.messageRequired');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = recipient.trim();
    if (email && !looksLikeEmail(email)) {
      setRecipientError(t('share.recipientInvalid'));
      return;
    }
    if (!message.trim()) {
      setShowMissing(true);
      return;
    }
    if (messageError || share.isPending) return;
    share.mutate(
      { message, ...(email ? { email } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(t('share.sent', { email: answer.sent_to }));
          onDone();
        },
        onError: (error) => {
          toast.error(shareErrorMessage(t, error), t('share.failed'));
          if (isApiError(error, 'client_email_missing')) setRecipientError(t('share.errors.client_email_missing'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('share.recipient')}
          description={mayChooseRecipient ? t('share.recipientHint') : t('share.recipientFixed')}
          readOnly={!mayChooseRecipient}
          value={recipient}
          onChange={(event) => {
            setRecipient(event.currentTarget.value);
            setRecipientError(null);
          }}
          error={recipientError}
          autoComplete="email"
          dir="ltr"
        />
        <Textarea
          label={t('share.message')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={messageError}
          rows={7}
          dir="auto"
        />
        <Group gap={6} c="dimmed">
          <IconPaperclip size={16} aria-hidden />
          <Text size="sm">{t('share.attachment')}</Text>
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('share.cancel')}
          </Button>
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={share.isPending}>
            {t('share.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
