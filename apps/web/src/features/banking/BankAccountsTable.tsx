/** The firm's bank accounts with their balances (computed by the server from the ledger). */

import type { BankAccount } from '@counsel/domain';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/locale';
import { bankingNs } from '../../locales/banking';
import { useAccountMoney } from './money';

export function maskText(mask: string | null): string | null {
  return mask ? `•••• ${mask}` : null;
}

export function BankAccountsTable({ accounts, caption }: { accounts: readonly BankAccount[]; caption: string }) {
  const { t } = useTranslation(bankingNs);
  const money = useAccountMoney();
  const toPath = useLocalePath();

  if (accounts.length === 0) return <Text c="dimmed">{t('accounts.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('accounts.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('accounts.columns.type')}</Table.Th>
            <Table.Th scope="col">{t('accounts.columns.subType')}</Table.Th>
            <Table.Th scope="col">{t('accounts.columns.institution')}</Table.Th>
            <Table.Th scope="col">{t('accounts.columns.currency')}</Table.Th>
            <Table.Th scope="col">{t('accounts.columns.mask')}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'end' }}>
              {t('accounts.columns.balance')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Th scope="row" fw={500}>
                <Anchor
                  component={Link}
                  to={toPath(`/settings/bank-accounts/${account.id}/register`)}
                  aria-label={t('register.open', { title: account.title })}
                >
                  {account.title}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <Badge variant="light" color={account.account_type === 'TRUST' ? 'grape' : 'blue'}>
                  {t(`types.${account.account_type}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{t(`subTypes.${account.sub_type}`)}</Table.Td>
              <Table.Td>{account.banking_institution}</Table.Td>
              <Table.Td>
                <bdi>{account.currency}</bdi>
              </Table.Td>
              <Table.Td>
                {maskText(account.mask) ? (
                  <bdi>{maskText(account.mask)}</bdi>
                ) : (
                  <Text span c="dimmed" size="sm">
                    {t('accounts.notLinked')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ textAlign: 'end' }}>
                <bdi>{money(account.current_balance, account.currency)}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
