/**
 * Bank account creation (billing.md screen 13): title, starting balance, type, sub type, bank and currency.
 * Save stays disabled until the domain schema accepts the values. A trust account starts at 0, so its amount
 * is shown as 0 and cannot be changed.
 */

import {
  BANK_ACCOUNT_SUB_TYPES,
  BANK_CURRENCIES,
  BANKING_INSTITUTIONS,
  type BankAccountType,
  MAX_BANK_ACCOUNT_TITLE,
} from '@counsel/domain';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
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
  const [draft, setDraft] = useState<BankAccountDraft>(() => emptyDraft(initialType));
  const [touched, setTouched] = useState<Partial<Record<DraftField, true>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<DraftField, string>>>({});
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const valid = Object.keys(problems).length === 0;
  const reason = missingReason(
    t,
    i18n.language,
    DRAFT_FIELDS.filter((field) => problems[field]).map((field) => t(`form.${FIELD_LABELS[field]}`)),
  );
  const isTrust = draft.accountType === 'TRUST';

  const change = <K extends DraftField>(field: K, value: BankAccountDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const touch = (field: DraftField) => () => setTouched((current) => ({ ...current, [field]: true }));
  const errorOf = (field: DraftField) =>
    serverErrors[field] ?? (touched[field] && problems[field] ? fieldMessage(t, field) : undefined);

  const institutions = useMemo(() => [...BANKING_INSTITUTIONS], []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || create.isPending) return;
    try {
      await create.mutateAsync(requestOf(draft));
      toast.success(t('form.created', { title: draft.title.trim() }));
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(t, error);
      setServerErrors(fields);
      if (Object.keys(fields).length > 0 && isApiError(error, 'validation_failed')) {
        toast.error(t('form.fixFields'), t('form.createFailed'));
      } else {
        toast.error(errorMessage(t, error), t('form.createFailed'));
      }
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('form.title')}>
      <Stack>
        <TextInput
          label={t('form.name')}
          required
          data-autofocus
          maxLength={MAX_BANK_ACCOUNT_TITLE}
          value={draft.title}
          onChange={(event) => change('title', event.currentTarget.value)}
          onBlur={touch('title')}
          error={errorOf('title')}
        />
        <Select
          label={t('form.accountType')}
          required
          data={types.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          value={draft.accountType}
          onChange={(value) => value && change('accountType', value as BankAccountType)}
          allowDeselect={false}
          error={errorOf('accountType')}
          comboboxProps={{ withinPortal: true }}
        />
        {isTrust ? (
          <DecimalInput
            label={t('form.amount')}
            value={0}
            onChange={() => undefined}
            disabled
            description={t('form.trustStartsAtZero')}
          />
        ) : (
          <DecimalInput
            label={t('form.amount')}
            required
            value={draft.amount}
            onChange={(value) => change('amount', value)}
            onBlurCapture={touch('amount')}
            description={t('form.amountHint')}
            error={errorOf('amount')}
          />
        )}
        <Select
          label={t('form.subType')}
          required
          data={BANK_ACCOUNT_SUB_TYPES.map((subType) => ({ value: subType, label: t(`subTypes.${subType}`) }))}
          value={draft.subType}
          onChange={(value) => value && change('subType', value as BankAccountDraft['subType'])}
          allowDeselect={false}
          error={errorOf('subType')}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('form.institution')}
          placeholder={t('form.institutionPlaceholder')}
          required
          searchable
          data={institutions}
          value={draft.bankingInstitution}
          onChange={(value) => change('bankingInstitution', value)}
          onBlur={touch('bankingInstitution')}
          nothingFoundMessage={t('form.noInstitution')}
          maxDropdownHeight={260}
          error={errorOf('bankingInstitution')}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('form.currency')}
          required
          data={BANK_CURRENCIES.map((currency) => ({ value: currency, label: t(`currencies.${currency}`) }))}
          value={draft.currency}
          onChange={(value) => value && change('currency', value as BankAccountDraft['currency'])}
          allowDeselect={false}
          error={errorOf('currency')}
          comboboxProps={{ withinPortal: true }}
        />
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
