/**
 * /settings/trust-accounting: the firm's trust (IOLTA) accounts with their balances, and what one client holds
 * in trust, at client level and per matter (GET /trust/balances/client/{id}).
 */

import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientPicker } from '../../entities/client/ClientPicker';
import { useClientTrustBalances } from '../../entities/firm/use-firm-money';
import { isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useFormat } from '../../lib/format';
import { bankingNs } from '../../locales/banking';
import { NoAccess } from '../../ui/NoAccess';
import { PageLoader } from '../../ui/PageLoader';
import { BankAccountsTable } from './BankAccountsTable';
import { CreateBankAccountModal } from './CreateBankAccountModal';
import type { ChosenClient } from './reports/ClientLedgerReport';
import { TrustReports } from './reports/TrustReports';
import { TrustFloorCell, useClientTrustFloors } from './TrustFloors';
import { useBankAccounts } from './use-banking';
import { useBankingPermissions } from './use-banking-permissions';

export default function TrustAccountingPage() {
  const { t } = useTranslation(bankingNs);
  const accounts = useBankAccounts('TRUST');
  const canCreateTrust = useBankingPermissions().creatableTypes.includes('TRUST');
  const [creating, setCreating] = useState(false);
  // One chosen client for the balance lookup and the reports: switching tabs or sections keeps it.
  const [client, setClient] = useState<ChosenClient | null>(null);
  const choose = (id: number | null, name: string | null) => setClient(id !== null ? { id, name } : null);

  if (accounts.isPending) return <PageLoader />;
  if (accounts.isError && isApiError(accounts.error) && accounts.error.status === 403) return <NoAccess />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('trust.title')}
          </Title>
          <Text c="dimmed">{t('trust.intro')}</Text>
        </div>
        {canCreateTrust && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('trust.add')}
          </Button>
        )}
      </Group>
      {accounts.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, accounts.error)}
        </Alert>
      ) : (
        <BankAccountsTable accounts={accounts.data} caption={t('trust.caption')} />
      )}
      <ClientTrustLookup client={client} onChange={choose} />
      <TrustReports client={client} onClientChange={choose} />
      <CreateBankAccountModal opened={creating} onClose={() => setCreating(false)} types={['TRUST']} />
    </Stack>
  );
}

interface ClientTrustLookupProps {
  client: ChosenClient | null;
  onChange: (id: number | null, name: string | null) => void;
}

function ClientTrustLookup({ client, onChange }: ClientTrustLookupProps) {
  const { t } = useTranslation(bankingNs);
  const format = useFormat();
  const clientId = client?.id ?? null;
  const balances = useClientTrustBalances(clientId);
  const floors = useClientTrustFloors(clientId).data;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-trust-balance">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-trust-balance">
          {t('trust.lookupTitle')}
        </Title>
        <ClientPicker
          label={t('trust.client')}
          placeholder={t('trust.clientPlaceholder')}
          value={clientId}
          currentLabel={client?.name ?? null}
          onChange={onChange}
        />
        {clientId !== null && balances.isPending && <PageLoader />}
        {balances.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, balances.error)}
          </Alert>
        )}
        {balances.data && balances.data.client_id === clientId && (
          <Table.ScrollContainer minWidth={300} type="native">
            <Table>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
                {t('trust.balancesCaption')}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('trust.columns.level')}</Table.Th>
                  <Table.Th scope="col" style={{ textAlign: 'end' }}>
                    {t('trust.columns.balance')}
                  </Table.Th>
                  <Table.Th scope="col" style={{ textAlign: 'end' }}>
                    {t('trust.floor.column')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{t('trust.clientLevel')}</Table.Th>
                  <Table.Td style={{ textAlign: 'end' }}>
                    <bdi>{format.money(balances.data.client_balance)}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <TrustFloorCell clientId={clientId} caseId={null} label={t('trust.clientLevel')} floors={floors} />
                  </Table.Td>
                </Table.Tr>
                {balances.data.matters.map((matter) => (
                  <Table.Tr key={matter.case_id}>
                    <Table.Th scope="row" fw={400}>
                      {t('trust.matter', { title: matter.title })}
                    </Table.Th>
                    <Table.Td style={{ textAlign: 'end' }}>
                      <bdi>{format.money(matter.balance)}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <TrustFloorCell
                        clientId={clientId}
                        caseId={matter.case_id}
                        label={t('trust.matter', { title: matter.title })}
                        floors={floors}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{t('trust.total')}</Table.Th>
                  <Table.Td style={{ textAlign: 'end' }} fw={700}>
                    <bdi>{format.money(balances.data.total)}</bdi>
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
        {balances.data && balances.data.client_id === clientId && balances.data.matters.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('trust.noMatters')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
