/** A trust or office account for a payment, with its bank, mask and current balance. */

import type { PickerAccount } from '@counsel/domain';
import { Select } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { paymentsNs } from '../../locales/payments';
import { type AccountKind, usePickerAccounts } from './use-payments-api';

interface AccountSelectProps {
  kind: AccountKind;
  value: number | null;
  onChange: (accountId: number | null) => void;
  disabled?: boolean;
}

export function AccountSelect({ kind, value, onChange, disabled = false }: AccountSelectProps) {
  const { t } = useTranslation(paymentsNs);
  const format = useFormat();
  const accounts = usePickerAccounts(kind, true);
  const list = accounts.data;

  const data = useMemo(
    () =>
      (list ?? []).map((account: PickerAccount) => ({
        value: account.bank_account_id,
        label: t('accounts.option', {
          name: account.name,
          institution: account.institution_name,
          mask: account.mask ? t('accounts.mask', { mask: account.mask }) : '',
          balance: format.money(account.current_balance),
        }),
      })),
    [list, t, format],
  );

  // One account is the only choice: take it, so the person does not have to.
  useEffect(() => {
    if (value === null && list?.length === 1 && list[0]) onChange(list[0].bank_account_id);
  }, [value, list, onChange]);

  const empty = accounts.isSuccess && data.length === 0;
  return (
    <Select<number>
      label={t(kind === 'trust' ? 'fields.trustAccount' : 'fields.officeAccount')}
      placeholder={t('fields.accountPlaceholder')}
      data={data}
      value={value}
      onChange={(id) => onChange(id)}
      withAsterisk
      disabled={disabled || empty}
      aria-busy={accounts.isFetching || undefined}
      description={empty ? t(kind === 'trust' ? 'accounts.noTrust' : 'accounts.noOffice') : undefined}
      error={accounts.isError ? t('accounts.loadError') : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
