/**
 * Banks linked through Plaid (GET /plaid-banking/law-firm-accounts): each institution with its accounts,
 * and for each account the firm's bank account it is tied to, or a "Link to account" action.
 */

import type { BankAccount, LawFirmAccountsResponse } from '@counsel/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { bankingNs } from '../../locales/banking';
import { PageLoader } from '../../ui/PageLoader';
import { missingReason, ReasonedButton } from '../../ui/ReasonedButton';
import { toast } from '../../ui/toast';
import { maskText } from './BankAccountsTable';
import { useLinkedAccounts, useLinkPlaidAccount } from './use-banking';

type PlaidAccount = LawFirmAccountsResponse['accounts'][number]['accounts'][number];

interface LinkedBanksProps {
  /** The firm's accounts this user may tie a Plaid account to. */
  bankAccounts: readonly BankAccount[];
  /** Whether the user may tie Plaid accounts to accounts of any type (update on it). */
  canLink: boolean;
  /** Every account the user sees, to name the one a Plaid account is tied to. */
  allAccounts: readonly BankAccount[];
  sandbox: boolean;
}

export function LinkedBanks({ bankAccounts, canLink, allAccounts, sandbox }: LinkedBanksProps) {
  const { t } = useTranslation(bankingNs);
  const linked = useLinkedAccounts();
  const [linking, setLinking] = useState<PlaidAccount | null>(null);
  const titleOf = (id: number | null) => allAccounts.find((account) => account.id === id)?.title ?? null;

  if (linked.isPending) return <PageLoader />;
  if (linked.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, linked.error)}
      </Alert>
    );
  }
  if (linked.data.length === 0) return <Text c="dimmed">{t('linked.empty')}</Text>;

  return (
    <Stack>
      {linked.data.map((institution) => (
        <Paper key={institution.plaid_item_id} withBorder p="md">
          <Stack gap="sm">
            <Group gap="xs">
              <Title order={3} size="h5">
                {institution.institution_name}
              </Title>
              {sandbox && (
                <Badge color="orange" variant="light">
                  {t('plaid.sandbox')}
                </Badge>
              )}
            </Group>
            <Table.ScrollContainer minWidth={600}>
              <Table>
                <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
                  {t('linked.caption', { institution: institution.institution_name })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('linked.columns.name')}</Table.Th>
                    <Table.Th scope="col">{t('linked.columns.mask')}</Table.Th>
                    <Table.Th scope="col">{t('linked.columns.linkedTo')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('linked.columns.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {institution.accounts.map((account) => (
                    <Table.Tr key={account.plaid_account_id}>
                      <Table.Th scope="row" fw={500}>
                        {account.name}
                        {account.official_name && account.official_name !== account.name && (
                          <Text size="xs" c="dimmed">
                            {account.official_name}
                          </Text>
                        )}
                      </Table.Th>
                      <Table.Td>{maskText(account.mask) && <bdi>{maskText(account.mask)}</bdi>}</Table.Td>
                      <Table.Td>
                        {titleOf(account.bank_account_id) ?? (
                          <Text span c="dimmed" size="sm">
                            {t('linked.notLinked')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'end' }}>
                        {canLink && (
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setLinking(account)}
                            aria-label={t('linked.linkFor', { name: account.name })}
                          >
                            {t('linked.link')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
      ))}
      <LinkAccountModal account={linking} bankAccounts={bankAccounts} onClose={() => setLinking(null)} />
    </Stack>
  );
}

function LinkAccountModal({
  account,
  bankAccounts,
  onClose,
}: {
  account: PlaidAccount | null;
  bankAccounts: readonly BankAccount[];
  onClose: () => void;
}) {
  const { t } = useTranslation(bankingNs);
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      title={account ? t('linked.modalTitle', { name: account.name }) : undefined}
    >
      {account && <LinkAccountForm account={account} bankAccounts={bankAccounts} onClose={onClose} />}
    </Modal>
  );
}

function LinkAccountForm({
  account,
  bankAccounts,
  onClose,
}: {
  account: PlaidAccount;
  bankAccounts: readonly BankAccount[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(bankingNs);
  const link = useLinkPlaidAccount();
  const [chosen, setChosen] = useState<string | null>(
    account.bank_account_id === null ? null : String(account.bank_account_id),
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    try {
      const { bank_account } = await link.mutateAsync({
        plaid_account_id: account.plaid_account_id,
        bank_account_id: Number(chosen),
      });
      toast.success(t('linked.done', { name: account.name, title: bank_account.title }));
      onClose();
    } catch (error) {
      toast.error(errorMessage(t, error), t('linked.failed'));
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {bankAccounts.length === 0 ? (
          <Text>{t('linked.noBankAccounts')}</Text>
        ) : (
          <Select
            label={t('linked.chooseAccount')}
            required
            data={bankAccounts.map((bankAccount) => ({
              value: String(bankAccount.id),
              label: `${bankAccount.title} (${t(`types.${bankAccount.account_type}`)})`,
            }))}
            value={chosen}
            onChange={setChosen}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={link.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <ReasonedButton
            type="submit"
            reason={chosen === null ? missingReason(t, i18n.language, [t('linked.chooseAccount')]) : null}
            loading={link.isPending}
          >
            {t('linked.confirm')}
          </ReasonedButton>
        </Group>
      </Stack>
    </form>
  );
}
