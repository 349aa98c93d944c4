/**
 * The firm's bank details (GET/PUT /law-firm/bank-details), printed on invoices under Payment Information.
 * Everyone with the settings page may read them; changing them needs update on settings.
 */

import {
  type BankDetails,
  ROUTING_CHECKSUM_MESSAGE,
  ROUTING_DIGITS_MESSAGE,
  updateBankDetailsRequest,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useBankDetails } from '../../entities/firm/use-firm-money';
import { ApiError, isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useAbility } from '../../lib/current-user';
import { translatedErrorMap } from '../../lib/zod-errors';
import { bankingNs } from '../../locales/banking';
import { NoAccess } from '../../ui/NoAccess';
import { PageLoader } from '../../ui/PageLoader';
import { toast } from '../../ui/toast';
import { useSaveBankDetails } from './use-banking';

type DetailField = keyof BankDetails;
const FIELDS: readonly DetailField[] = [
  'bank_name',
  'bank_address',
  'bank_account_number_iban',
  'bank_swift_code',
  'bank_branch_code',
  'bank_routing_number',
];
// The domain's limits, so the inputs stop where the server would refuse.
const MAX_LENGTH: Record<DetailField, number> = {
  bank_name: 120,
  bank_address: 300,
  bank_account_number_iban: 40,
  bank_swift_code: 11,
  bank_branch_code: 20,
  // Nine digits, with room for the spaces or dashes people copy from a cheque.
  bank_routing_number: 15,
};

/** The routing number's own rules, in the reader's language (the shared schema speaks English). */
const ROUTING_MESSAGES: Record<string, string> = {
  [ROUTING_DIGITS_MESSAGE]: 'details.routingDigits',
  [ROUTING_CHECKSUM_MESSAGE]: 'details.routingChecksum',
};

type FormInput = z.input<typeof updateBankDetailsRequest>;
type FormOutput = z.output<typeof updateBankDetailsRequest>;

export function BankDetailsForm() {
  const { t } = useTranslation(bankingNs);
  const details = useBankDetails();

  if (details.isPending) return <PageLoader />;
  if (details.isError) {
    if (isApiError(details.error) && details.error.status === 403) return <NoAccess />;
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, details.error)}
      </Alert>
    );
  }
  return <DetailsEditor details={details.data} />;
}

function DetailsEditor({ details }: { details: BankDetails }) {
  const { t } = useTranslation(bankingNs);
  const canEdit = useAbility().can('update', 'settings');
  const save = useSaveBankDetails();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateBankDetailsRequest, { error: translatedErrorMap(t) }),
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, details[field] ?? ''])),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(Object.fromEntries(FIELDS.map((field) => [field, saved[field] ?? ''])));
      toast.success(t('details.saved'));
    } catch (error) {
      const named = error instanceof ApiError ? Object.keys(error.fields ?? {}) : [];
      const fields = FIELDS.filter((field) => named.includes(field));
      for (const field of fields) {
        const key = ROUTING_MESSAGES[error instanceof ApiError ? (error.fields?.[field] ?? '') : ''];
        form.setError(field, { message: key ? t(key) : t('common:validation.invalid') });
      }
      toast.error(fields.length > 0 ? t('details.fixFields') : errorMessage(t, error), t('details.saveFailed'));
    }
  });

  const errorOf = (field: DetailField) => {
    const message = errors[field]?.message;
    const key = message ? ROUTING_MESSAGES[message] : undefined;
    return key ? t(key) : message;
  };
  const input = (field: DetailField) => ({
    label: t(`details.fields.${field}`),
    maxLength: MAX_LENGTH[field],
    readOnly: !canEdit,
    error: errorOf(field),
    ...form.register(field),
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bank-details">
      <form noValidate aria-labelledby="bank-details" onSubmit={canEdit ? submit : (event) => event.preventDefault()}>
        <Stack gap="md">
          <Title order={2} size="h4" id="bank-details">
            {t('details.title')}
          </Title>
          {!canEdit && (
            <Alert color="blue" role="note">
              {t('details.readOnly')}
            </Alert>
          )}
          <TextInput {...input('bank_name')} />
          <Textarea rows={2} {...input('bank_address')} />
          <TextInput {...input('bank_account_number_iban')} />
          <Group grow align="flex-start">
            <TextInput {...input('bank_swift_code')} />
            <TextInput {...input('bank_branch_code')} />
          </Group>
          <TextInput inputMode="numeric" description={t('details.routingHint')} {...input('bank_routing_number')} />
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting}>
                {t('details.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
