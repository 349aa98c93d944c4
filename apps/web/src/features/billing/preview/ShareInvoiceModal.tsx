/**
 * Share invoice (beyond the spec's 'Coming Soon!'): the recipient, the client's email unless changed,
 * and a message; the server mails them with the invoice's PDF attached.
 */

import { MAX_SHARE_MESSAGE, shareInvoiceRequest } from '@counsel/domain';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useCallback } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useAbility } from '../../../lib/current-user';
import { invoicePreviewNs } from '../../../locales/invoicePreview';
import { toast } from '../../../ui/toast';
import { shareErrorMessage, useShareInvoice } from './use-share-invoice';

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

interface ShareValues {
  recipient: string;
  message: string;
}

function ShareForm({ invoice, onDone }: { invoice: SharedInvoice; onDone: () => void }) {
  const { t } = useTranslation(invoicePreviewNs);
  const share = useShareInvoice(invoice.id);
  // The server sends to another address than the client's only for someone who manages invoices.
  const mayChooseRecipient = useAbility().can('manage', 'invoices');
  const tooLong = t('share.messageTooLong', { max: MAX_SHARE_MESSAGE });
  // The request the API checks (shareInvoiceRequest), each fault in the dialog's own words.
  const resolver = useCallback<Resolver<ShareValues>>(
    async (values) => {
      const email = values.recipient.trim();
      const parsed = shareInvoiceRequest.safeParse({ message: values.message, email: email || undefined });
      if (parsed.success) return { values, errors: {} };
      const errors: FieldErrors<ShareValues> = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'email') errors.recipient = { type: 'validate', message: t('share.recipientInvalid') };
        if (issue.path[0] === 'message') {
          const message = issue.code === 'too_big' ? tooLong : t('share.messageRequired');
          errors.message = { type: 'validate', message };
        }
      }
      return { values: {}, errors };
    },
    [t, tooLong],
  );
  // Faults show on Send and then follow the typing; a message over the limit says so at once.
  const form = useForm<ShareValues>({
    resolver,
    defaultValues: {
      recipient: invoice.clientEmail ?? '',
      message: t('share.defaultMessage', { number: invoice.invoiceNumber }),
    },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const messageError = form.watch('message').trim().length > MAX_SHARE_MESSAGE ? tooLong : errors.message?.message;

  const submit = form.handleSubmit(({ recipient, message }) => {
    if (share.isPending) return;
    const email = recipient.trim();
    share.mutate(
      { message, ...(email ? { email } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(t('share.sent', { email: answer.sent_to }));
          onDone();
        },
        onError: (error) => {
          toast.error(shareErrorMessage(t, error), t('share.failed'));
          if (isApiError(error, 'client_email_missing')) {
            form.setError('recipient', { type: 'server', message: t('share.errors.client_email_missing') });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('share.recipient')}
          description={mayChooseRecipient ? t('share.recipientHint') : t('share.recipientFixed')}
          readOnly={!mayChooseRecipient}
          error={errors.recipient?.message}
          autoComplete="email"
          dir="ltr"
          {...form.register('recipient')}
        />
        <Textarea label={t('share.message')} error={messageError} rows={7} dir="auto" {...form.register('message')} />
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
