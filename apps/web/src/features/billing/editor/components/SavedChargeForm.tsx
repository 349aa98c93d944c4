/** Screen 7's "create new charge": a saved charge made from the picker (POST /invoice/create-saved-charge). */

import { parseAmountToCents, type SavedCharge } from '@counsel/domain';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api';
import { useMe } from '../../../../lib/current-user';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import { toast } from '../../../../ui/toast';
import { useCreateSavedCharge } from '../use-invoice-editor-api';
import { type ChargeDraft, ChargeFields, useChargeForm } from './ChargeFields';

interface SavedChargeFormProps {
  onCreated: (charge: SavedCharge) => void;
  onCancel: () => void;
}

export function SavedChargeForm({ onCreated, onCancel }: SavedChargeFormProps) {
  const { t } = useTranslation(invoiceEditorNs);
  const me = useMe();
  const create = useCreateSavedCharge();
  const headingId = useId();
  const form = useChargeForm();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const save = async (draft: ChargeDraft) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      const charge = await create({
        description: draft.description.trim(),
        amount: (parseAmountToCents(draft.amount) ?? 0) / 100,
        type: draft.type,
        date: draft.date,
        law_firm_id: me.law_firm.id,
        created_by_user_id: me.user.id,
        invoice_id: null,
      });
      onCreated(charge);
    } catch (error) {
      // The server said no (a 4xx/5xx answer), or the request never completed.
      toast.error(isApiError(error) ? t('saved.createFailed') : t('saved.createError'));
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  // A form inside the picker's modal: its own submit must not reach any outer form.
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.handleSubmit(save, () => toast.error(t('toasts.requiredFields')))(event);
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={headingId}>
            {t('saved.newTitle')}
          </Title>
          <ChargeFields form={form} disabled={pending} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('saved.saveNew')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
