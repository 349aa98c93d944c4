/**
 * Billing.md screen 4: the invoice settings modal an invoice screen opens. It hands back valid settings
 * with a newly chosen logo already uploaded (its stored name in `logo`); saving them is the caller's.
 */

import type { InvoiceSettingsFields } from '@counsel/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceSettingsNs } from '../../../locales/invoiceSettings';
import { InvoiceSettingsForm } from './InvoiceSettingsForm';
import { useSettingsDraft } from './use-settings-draft';

export interface InvoiceSettingsModalProps {
  opened: boolean;
  /** The settings to start from. */
  value: InvoiceSettingsFields;
  /** Given on an invoice: the installment amount may not pass it. */
  invoiceTotalCents?: number | null;
  onCancel(): void;
  /**
   * Valid settings, chosen logo already uploaded. A rejection is shown as a general error toast (by
   * its code), so a caller that toasts its own failures should resolve instead.
   */
  onSave(settings: InvoiceSettingsFields): void | Promise<void>;
  /** Default 'saveAndNext'. */
  saveLabel?: 'saveAndNext' | 'save';
  /** Field messages the server answered (400 `fields`), shown on their fields. */
  serverErrors?: Record<string, string>;
}

export function InvoiceSettingsModal({ opened, onCancel, ...props }: InvoiceSettingsModalProps): JSX.Element {
  const { t } = useTranslation(invoiceSettingsNs);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('modal.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      {/* Mounted only while open, so each opening starts again from `value`. */}
      {opened && <ModalBody onCancel={onCancel} {...props} />}
    </Modal>
  );
}

function ModalBody({
  value,
  invoiceTotalCents,
  onCancel,
  onSave,
  saveLabel = 'saveAndNext',
  serverErrors,
}: Omit<InvoiceSettingsModalProps, 'opened'>) {
  const { t } = useTranslation(invoiceSettingsNs);
  const draft = useSettingsDraft(value, { invoiceTotalCents, serverErrors });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void draft.submit(onSave);
      }}
    >
      <Stack gap="md">
        <InvoiceSettingsForm draft={draft} showPreparer />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={draft.submitting}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" loading={draft.submitting}>
            {t(`modal.${saveLabel}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
