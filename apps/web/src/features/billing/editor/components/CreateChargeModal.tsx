/** Screen 6: a charge typed by hand, added to the matter (or the charges without one) it was opened for. */

import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import { toast } from '../../../../ui/toast';
import { type ChargeDraft, ChargeFields, useChargeForm } from './ChargeFields';

interface CreateChargeModalProps {
  opened: boolean;
  /** Shown only on the matters tab: the matter the charge goes to. */
  matterName: string | null;
  onClose: () => void;
  onAdd: (draft: ChargeDraft) => void;
}

export function CreateChargeModal({ opened, matterName, onClose, onAdd }: CreateChargeModalProps) {
  const { t } = useTranslation(invoiceEditorNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('chargeForm.title')}>
      {opened && <CreateChargeForm matterName={matterName} onClose={onClose} onAdd={onAdd} />}
    </Modal>
  );
}

function CreateChargeForm({ matterName, onClose, onAdd }: Omit<CreateChargeModalProps, 'opened'>) {
  const { t } = useTranslation(invoiceEditorNs);
  const form = useChargeForm();
  const submit = form.handleSubmit(onAdd, () => toast.error(t('toasts.requiredFields')));

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {matterName !== null && <TextInput label={t('chargeForm.matter')} value={matterName} readOnly />}
        <ChargeFields form={form} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t('chargeForm.add')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
