/** Paying a bill from trust: which of the client's trust balances pays, and how much it holds. */

import { Group, Loader, Radio, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientTrustBalances } from '../../entities/firm/use-firm-money';
import { useFormat } from '../../lib/format';
import { paymentsNs } from '../../locales/payments';
import type { TrustLevel } from './payment-form';

interface TrustSourceFieldsProps {
  clientId: number;
  /** The invoice's matter: its trust balance may pay instead of the client's. */
  caseId: number | null;
  trustLevel: TrustLevel;
  onTrustLevelChange: (level: TrustLevel) => void;
  disabled?: boolean;
}

export function TrustSourceFields({
  clientId,
  caseId,
  trustLevel,
  onTrustLevelChange,
  disabled = false,
}: TrustSourceFieldsProps) {
  const { t } = useTranslation(paymentsNs);
  const format = useFormat();
  const balances = useClientTrustBalances(clientId);
  const balanceId = useId();
  const matterLevel = caseId !== null && trustLevel === 'MATTER_TRUST';
  const available = balances.data
    ? matterLevel
      ? (balances.data.matters.find((matter) => matter.case_id === caseId)?.balance ?? 0)
      : balances.data.client_balance
    : null;

  return (
    <>
      {caseId !== null && (
        <Radio.Group
          label={t('fields.trustSource')}
          value={trustLevel}
          onChange={(value) => onTrustLevelChange(value as TrustLevel)}
        >
          <Group gap="lg" mt={4}>
            <Radio value="CLIENT_TRUST" label={t('trustLevel.CLIENT_TRUST')} disabled={disabled} />
            <Radio value="MATTER_TRUST" label={t('trustLevel.MATTER_TRUST')} disabled={disabled} />
          </Group>
        </Radio.Group>
      )}
      <Group gap="xs" role="status" aria-labelledby={balanceId}>
        <Text size="sm" id={balanceId}>
          {t(matterLevel ? 'trustBalance.matter' : 'trustBalance.client')}
        </Text>
        {balances.isPending ? (
          <Loader size="xs" aria-label={t('trustBalance.loading')} />
        ) : (
          <Text size="sm" fw={700}>
            {available === null ? t('trustBalance.unavailable') : <bdi>{format.money(available)}</bdi>}
          </Text>
        )}
      </Group>
    </>
  );
}
