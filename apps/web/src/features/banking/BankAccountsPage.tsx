/**
 * /settings/bank-accounts: the firm's trust and office accounts with their balances, the creation form, and
 * the banks linked through Plaid.
 */

import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { bankingNs } from '../../locales/banking';
import { NoAccess } from '../../ui/NoAccess';
import { PageLoader } from '../../ui/PageLoader';
import { BankAccountsTable } from './BankAccountsTable';
import { CreateBankAccountModal } from './CreateBankAccountModal';
import { LinkedBanks } from './LinkedBanks';
import { useBankAccounts } from './use-banking';
import { useBankingPermissions } from './use-banking-permissions';
import { usePlaidLink, usePlaidSandbox } from './use-plaid-link';

export default function BankAccountsPage() {
  const { t } = useTranslation(bankingNs);
  const accounts = useBankAccounts();
  const { creatableTypes, linkableTypes, canConnect } = useBankingPermissions();
  const plaid = usePlaidLink();
  const sandbox = usePlaidSandbox() === true;
  const [creating, setCreating] = useState(false);

  if (accounts.isPending) return <PageLoader />;
  if (accounts.isError && isApiError(accounts.error) && accounts.error.status === 403) return <NoAccess />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('accounts.title')}
          </Title>
          <Text c="dimmed">{t('accounts.intro')}</Text>
        </div>
        {creatableTypes.length > 0 && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('accounts.add')}
          </Button>
        )}
      </Group>

      {accounts.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, accounts.error)}
        </Alert>
      ) : (
        <BankAccountsTable accounts={accounts.data} caption={t('accounts.caption')} />
      )}

      <Stack gap="sm" component="section" aria-labelledby="linked-banks">
        <Group justify="space-between">
          <Group gap="xs">
            <IconBuildingBank size={20} aria-hidden />
            <Title order={2} size="h4" id="linked-banks">
              {t('linked.title')}
            </Title>
            {sandbox && (
              <Badge color="orange" variant="light">
                {t('plaid.sandbox')}
              </Badge>
            )}
          </Group>
          {canConnect && (
            <Button
              variant="light"
              leftSection={<IconLink size={16} aria-hidden />}
              loading={plaid.linking}
              onClick={() => void plaid.start()}
            >
              {t('plaid.link')}
            </Button>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {t('linked.intro')}
        </Text>
        <LinkedBanks
          bankAccounts={(accounts.data ?? []).filter((account) => linkableTypes.includes(account.account_type))}
          canLink={linkableTypes.length > 0}
          allAccounts={accounts.data ?? []}
          sandbox={sandbox}
        />
      </Stack>

      <CreateBankAccountModal opened={creating} onClose={() => setCreating(false)} types={creatableTypes} />
    </Stack>
  );
}
