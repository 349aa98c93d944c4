/**
 * Bank account creation (billing.md screen 13): title, starting balance, type, sub type, bank and currency.
 * Save stays disabled until the domain schema accepts the values; a field says what is wrong once it was left. A trust account starts at 0, so its amount
 * is shown as 0 and cannot be changed.
 */

import {
  BANK_ACCOUNT_SUB_TYPES,
  BANK_CURRENCIES,
  BANKING_INSTITUTIONS,
  type BankAccountType,
  type CreateBankAccountRequest,
  MAX_BANK_ACCOUNT_TITLE,
} from '@counsel/domain';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useCallback, useMemo } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { bankingNs } from '../../locales/banking';
import { DecimalInput } from '../../ui/DecimalInput';
import { missingReason, ReasonedButton } from '../../ui/ReasonedButton';
import { toast } from '../../ui/toast';
import {
  type BankAccountDraft,
  DRAFT_FIELDS,
  type DraftField,
  draftProblems,
  emptyDraft,
  fieldMessage,
  requestOf,
  serverFieldErrors,
} from './bank-account-form';
import { useCreateBankAccount } from './use-banking';

/** Each field's label key under `form.`, to name what is missing. */
const FIELD_LABELS: Record<DraftField, string> = {
  title: 'name',
  amount: 'amount',
  accountType: 'accountType',
  subType: 'subType',
  bankingInstitution: 'institution',
  currency: 'currency',
};

interface CreateBankAccountModalProps {
  opened: boolean;
  onClose: () => void;
  /** The types this user may create (create on trust_accounts / bank_accounts); the first is preselected. */
  types: readonly BankAccountType[];
}

export function CreateBankAccountModal({ opened, onClose, types }: CreateBankAccountModalProps) {
  const { t } = useTranslation(bankingNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('form.title')} size="lg">
      {opened && types[0] && <CreateBankAccountForm types={types} initialType={types[0]} onClose={onClose} />}
    </Modal>
  );
}

function CreateBankAccountForm({
  types,
  initialType,
  onClose,
}: Omit<CreateBankAccountModalProps, 'opened'> & { initialType: BankAccountType }) {
  const { t, i18n } = useTranslation(bankingNs);
  const create = useCreateBankAccount();
  const resolver = useCallback<Resolver<BankAccountDraft, unknown, CreateBankAccountRequest>>(
    async (values) => {
      const problems = draftProblems(values);
      const failing = DRAFT_FIELDS.filter((field) => problems[field]);
      if (failing.length === 0) return { values: requestOf(values), errors: {} };
      const errors = Object.fromEntries(
        failing.map((field) => [field, { type: 'validate', message: fieldMessage(t, field) }]),
      );
      return { values: {}, errors: errors as FieldErrors<BankAccountDraft> };
    },
    [t],
  );
  // A field's fault shows once it was left, then follows the typing.
  const form = useForm<BankAccountDraft, unknown, CreateBankAccountRequest>({
    resolver,
    defaultValues: emptyDraft(initialType),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const draft = form.watch();
  const problems = draftProblems(draft);
  const reason = missingReason(
    t,
    i18n.language,
    DRAFT_FIELDS.filter((field) => problems[field]).map((field) => t(`form.${FIELD_LABELS[field]}`)),
  );
  const isTrust = draft.accountType === 'TRUST';
  // A server's fault on a field goes as soon as the field changes.
  const changed = (field: DraftField) => () => form.clearErrors(field);
  const errorOf = (field: DraftField) => errors[field]?.message;

  // The selects that always hold one of their options.
  const fixedSelect = (
    name: 'accountType' | 'subType' | 'currency',
    label: string,
    data: Array<{ value: string; label: string }>,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          data={data}
          value={field.value}
          onChange={(value) => {
            changed(name)();
            if (value) field.onChange(value);
          }}
          allowDeselect={false}
          error={errorOf(name)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  const institutions = useMemo(() => [...BANKING_INSTITUTIONS], []);

  const save = async (request: CreateBankAccountRequest) => {
    try {
      await create.mutateAsync(request);
      toast.success(t('form.created', { title: request.title }));
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(t, error);
      for (const field of DRAFT_FIELDS) {
        const message = fields[field];
        if (message) form.setError(field, { type: 'server', message });
      }
      if (Object.keys(fields).length > 0 && isApiError(error, 'validation_failed')) {
        toast.error(t('form.fixFields'), t('form.createFailed'));
      } else {
        toast.error(errorMessage(t, error), t('form.createFailed'));
      }
    }
  };
  const submit = (event: FormEvent) => {
    if (reason !== null || create.isPending) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(save)(event);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('form.title')}>
      <Stack>
        <TextInput
          label={t('form.name')}
          required
          data-autofocus
          maxLength={MAX_BANK_ACCOUNT_TITLE}
          error={errorOf('title')}
          {...form.register('title', { onChange: changed('title') })}
        />
        {fixedSelect(
          'accountType',
          t('form.accountType'),
          types.map((type) => ({ value: type, label: t(`types.${type}`) })),
        )}
        {isTrust ? (
          <DecimalInput
            label={t('form.amount')}
            value={0}
            onChange={() => undefined}
            disabled
            description={t('form.trustStartsAtZero')}
          />
        ) : (
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <DecimalInput
                label={t('form.amount')}
                required
                value={field.value}
                onChange={(value) => {
                  changed('amount')();
                  field.onChange(value);
                }}
                onBlurCapture={field.onBlur}
                description={t('form.amountHint')}
                error={errorOf('amount')}
              />
            )}
          />
        )}
        {fixedSelect(
          'subType',
          t('form.subType'),
          BANK_ACCOUNT_SUB_TYPES.map((subType) => ({ value: subType, label: t(`subTypes.${subType}`) })),
        )}
        <Controller
          control={form.control}
          name="bankingInstitution"
          render={({ field }) => (
            <Select
              label={t('form.institution')}
              placeholder={t('form.institutionPlaceholder')}
              required
              searchable
              data={institutions}
              value={field.value}
              onChange={(value) => {
                changed('bankingInstitution')();
                field.onChange(value);
              }}
              onBlur={field.onBlur}
              nothingFoundMessage={t('form.noInstitution')}
              maxDropdownHeight={260}
              error={errorOf('bankingInstitution')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {fixedSelect(
          'currency',
          t('form.currency'),
          BANK_CURRENCIES.map((currency) => ({ value: currency, label: t(`currencies.${currency}`) })),
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <ReasonedButton type="submit" reason={reason} loading={create.isPending}>
            {t('common:actions.save')}
          </ReasonedButton>
        </Group>
      </Stack>
    </form>
  );
}
