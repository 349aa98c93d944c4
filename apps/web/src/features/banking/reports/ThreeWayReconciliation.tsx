/**
 * The three-way reconciliation: trust bank balance, trust ledger total and the sum of client balances at the
 * end of a day in the firm's time zone, side by side; a difference that is not zero shows in red (and bold,
 * so it does not rest on colour alone).
 */

import { dayIn, type ThreeWayReport } from '@counsel/domain';
import { Alert, Group, Paper, Select, SimpleGrid, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/current-user';
import { useFormat } from '../../../lib/format';
import { bankingNs } from '../../../locales/banking';
import { DateField } from '../../../ui/DateField';
import { PageLoader } from '../../../ui/PageLoader';
import { useBankAccounts } from '../use-banking';
import classes from './reports.module.css';
import { useThreeWayReport } from './use-trust-reports';

const ALL = 'all';

export function ThreeWayReconciliation() {
  const { t } = useTranslation(bankingNs);
  const timeZone = useMe().law_firm.time_zone;
  const [date, setDate] = useState(() => dayIn(timeZone));
  const [accountId, setAccountId] = useState<number | null>(null);
  const accounts = useBankAccounts('TRUST');
  const report = useThreeWayReport(date, accountId);

  const accountOptions = [
    { value: ALL, label: t('reports.threeWay.allAccounts') },
    ...(accounts.data ?? []).map((account) => ({ value: String(account.id), label: account.title })),
  ];

  return (
    <>
      <Group align="flex-end" gap="sm" mb="md" className={classes.noPrint}>
        <DateField label={t('reports.threeWay.date')} value={date} onChange={setDate} required w={190} />
        <Select
          label={t('reports.threeWay.account')}
          data={accountOptions}
          value={accountId === null ? ALL : String(accountId)}
          onChange={(value) => setAccountId(value && value !== ALL ? Number(value) : null)}
          allowDeselect={false}
          w={260}
        />
      </Group>
      {report.isPending && report.fetchStatus !== 'idle' && <PageLoader />}
      {report.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, report.error)}
        </Alert>
      )}
      {report.data && <ReportBody report={report.data} />}
    </>
  );
}

function ReportBody({ report }: { report: ThreeWayReport }) {
  const { t } = useTranslation(bankingNs);
  const format = useFormat();
  const figures = [
    { key: 'bank', label: t('reports.threeWay.bank'), amount: report.bank_balance },
    { key: 'ledger', label: t('reports.threeWay.ledger'), amount: report.ledger_total },
    { key: 'clients', label: t('reports.threeWay.clients'), amount: report.client_balances_total },
  ];
  const differences = [
    { key: 'bankVsLedger', amount: report.differences.bank_vs_ledger },
    { key: 'ledgerVsClients', amount: report.differences.ledger_vs_clients },
    { key: 'bankVsClients', amount: report.differences.bank_vs_clients },
  ] as const;

  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('reports.threeWay.asOf', { date: format.day(report.date), zone: report.time_zone })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        {figures.map((figure) => (
          <Paper key={figure.key} withBorder p="sm" role="group" aria-label={figure.label}>
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text size="xl" fw={700}>
              <bdi>{format.money(figure.amount)}</bdi>
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {report.balanced ? (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} mb="md">
          {t('reports.threeWay.balanced')}
        </Alert>
      ) : (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} mb="md" role="alert">
          {t('reports.threeWay.unbalanced')}
        </Alert>
      )}
      <Table mb="md">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          {t('reports.threeWay.differences')}
        </Table.Caption>
        <Table.Tbody>
          {differences.map((difference) => {
            const differs = difference.amount !== 0;
            return (
              <Table.Tr key={difference.key}>
                <Table.Th scope="row" fw={400}>
                  {t(`reports.threeWay.${difference.key}`)}
                </Table.Th>
                <Table.Td className={classes.amount}>
                  <bdi className={differs ? classes.nonZero : undefined} data-differs={differs}>
                    {format.money(difference.amount)}
                  </bdi>
                </Table.Td>
                <Table.Td className={differs ? classes.nonZero : undefined}>
                  {differs ? t('reports.threeWay.differs') : t('reports.threeWay.matches')}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <ClientBalances report={report} />
    </>
  );
}

function ClientBalances({ report }: { report: ThreeWayReport }) {
  const { t } = useTranslation(bankingNs);
  const format = useFormat();
  if (report.clients.length === 0) {
    return <Text c="dimmed">{t('reports.threeWay.noClients')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          {t('reports.threeWay.clientsCaption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reports.threeWay.columns.client')}</Table.Th>
            <Table.Th scope="col">{t('reports.threeWay.columns.heldFor')}</Table.Th>
            <Table.Th scope="col" className={classes.amount}>
              {t('reports.threeWay.columns.balance')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {report.clients.map((client) => (
          <Table.Tbody key={client.client_id}>
            <Table.Tr>
              <Table.Th scope="row">{client.name}</Table.Th>
              <Table.Td>{t('reports.threeWay.clientTotal')}</Table.Td>
              <Table.Td className={classes.amount} fw={700}>
                <bdi>{format.money(client.balance)}</bdi>
              </Table.Td>
            </Table.Tr>
            {client.matters.map((line) => (
              <Table.Tr key={line.case_id ?? 'client'}>
                <Table.Td />
                <Table.Td>
                  {line.case_id === null ? t('reports.clientLevel') : t('reports.matter', { title: line.title ?? '' })}
                </Table.Td>
                <Table.Td className={classes.amount}>
                  <bdi>{format.money(line.balance)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              {t('reports.threeWay.clients')}
            </Table.Th>
            <Table.Td className={classes.amount} fw={700}>
              <bdi>{format.money(report.client_balances_total)}</bdi>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
