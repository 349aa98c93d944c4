/** A client's trust ledger: every trust movement in a date range with the running balance. */

import type { ClientLedgerResponse } from '@counsel/domain';
import { Alert, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClientPicker } from '../../../entities/client/ClientPicker';
import { errorMessage } from '../../../lib/api-errors';
import { useFormat } from '../../../lib/format';
import { bankingNs } from '../../../locales/banking';
import { DateRangeFields } from '../../../ui/DateRangeFields';
import { PageLoader } from '../../../ui/PageLoader';
import { UnappliedFundsSection } from '../../payments/UnappliedFundsSection';
import classes from './reports.module.css';
import { type LedgerRange, rangeIsValid, useClientLedger } from './use-trust-reports';

/** The client the trust accounting page is looking at; the name shows it in every picker. */
export interface ChosenClient {
  id: number;
  name: string | null;
}

interface ClientLedgerReportProps {
  client: ChosenClient | null;
  onClientChange: (id: number | null, name: string | null) => void;
  range: LedgerRange;
  onRangeChange: (range: LedgerRange) => void;
}

export function ClientLedgerReport({ client, onClientChange, range, onRangeChange }: ClientLedgerReportProps) {
  const { t } = useTranslation(bankingNs);
  const clientId = client?.id ?? null;
  const ledger = useClientLedger(clientId, range);
  const valid = rangeIsValid(range);

  return (
    <>
      <Group align="flex-end" gap="sm" mb="md" className={classes.noPrint}>
        <div style={{ flex: '1 1 16rem' }}>
          <ClientPicker
            label={t('reports.ledger.client')}
            placeholder={t('reports.ledger.clientPlaceholder')}
            value={clientId}
            currentLabel={client?.name ?? null}
            onChange={onClientChange}
          />
        </div>
        <DateRangeFields
          value={range}
          onChange={onRangeChange}
          fromLabel={t('reports.ledger.from')}
          toLabel={t('reports.ledger.to')}
          toError={valid ? undefined : t('reports.ledger.rangeError')}
          width={170}
        />
      </Group>
      {clientId === null && <Text c="dimmed">{t('reports.ledger.pick')}</Text>}
      {clientId !== null && ledger.isPending && valid && <PageLoader />}
      {ledger.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, ledger.error)}
        </Alert>
      )}
      {ledger.data && ledger.data.client_id === clientId && <LedgerTable ledger={ledger.data} />}
      {/* Office money the client paid and that no invoice has taken yet sits beside their trust money. */}
      {clientId !== null && (
        <div className={classes.noPrint} style={{ marginBlockStart: 'var(--mantine-spacing-md)' }}>
          <UnappliedFundsSection clientId={clientId} />
        </div>
      )}
    </>
  );
}

function LedgerTable({ ledger }: { ledger: ClientLedgerResponse }) {
  const { t } = useTranslation(bankingNs);
  const format = useFormat();
  const period =
    ledger.from && ledger.to
      ? t('reports.ledger.between', { from: format.day(ledger.from), to: format.day(ledger.to) })
      : ledger.from
        ? t('reports.ledger.since', { from: format.day(ledger.from) })
        : ledger.to
          ? t('reports.ledger.until', { to: format.day(ledger.to) })
          : t('reports.ledger.allTime');

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          {t('reports.ledger.caption', { name: ledger.client_name, period })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reports.ledger.columns.date')}</Table.Th>
            <Table.Th scope="col">{t('reports.ledger.columns.description')}</Table.Th>
            <Table.Th scope="col">{t('reports.ledger.columns.matter')}</Table.Th>
            <Table.Th scope="col">{t('reports.ledger.columns.kind')}</Table.Th>
            <Table.Th scope="col" className={classes.amount}>
              {t('reports.ledger.columns.amount')}
            </Table.Th>
            <Table.Th scope="col" className={classes.amount}>
              {t('reports.ledger.columns.balance')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" colSpan={5}>
              {t('reports.ledger.opening')}
            </Table.Th>
            <Table.Td className={classes.amount}>
              <bdi>{format.money(ledger.opening_balance)}</bdi>
            </Table.Td>
          </Table.Tr>
          {ledger.rows.map((row) => (
            <Table.Tr key={row.movement_id}>
              <Table.Td>
                <bdi>{format.day(row.date)}</bdi>
              </Table.Td>
              <Table.Td>{row.description ?? t(`reports.kinds.${row.kind}`)}</Table.Td>
              <Table.Td>{row.matter_title ?? t('reports.clientLevel')}</Table.Td>
              <Table.Td>{t(`reports.kinds.${row.kind}`)}</Table.Td>
              <Table.Td className={classes.amount}>
                <bdi>{format.money(row.amount)}</bdi>
              </Table.Td>
              <Table.Td className={classes.amount}>
                <bdi>{format.money(row.balance)}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
          {ledger.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" size="sm">
                  {t('reports.ledger.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={5}>
              {t('reports.ledger.closing')}
            </Table.Th>
            <Table.Td className={classes.amount} fw={700}>
              <bdi>{format.money(ledger.closing_balance)}</bdi>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
