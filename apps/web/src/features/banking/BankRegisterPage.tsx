/**
 * /settings/bank-accounts/{accountId}/register: a bank account's movements with the running balance,
 * filtered by posting day, paged on the server, and downloadable as the server's CSV file.
 */
import { BANK_REGISTER_PAGE_SIZE, type BankRegisterResponse } from '@counsel/domain';
import { Alert, Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { firmKeys } from '../../entities/firm/keys';
import { api, isApiError, requestBlob } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useFormat } from '../../lib/format';
import { directionOf, useLocale, useLocalePath } from '../../lib/locale';
import { bankingNs } from '../../locales/banking';
import { DateRangeFields } from '../../ui/DateRangeFields';
import { NoAccess } from '../../ui/NoAccess';
import { NotFound } from '../../ui/NotFound';
import { PageLoader } from '../../ui/PageLoader';
import { Pager } from '../../ui/Pager';
import { ReasonedButton } from '../../ui/ReasonedButton';
import { toast } from '../../ui/toast';
import { type LedgerRange, rangeIsValid } from './reports/use-trust-reports';

export default function BankRegisterPage() {
  const { t } = useTranslation(bankingNs);
  const { locale } = useLocale();
  const toPath = useLocalePath();
  const format = useFormat();
  const accountId = Number(useParams().accountId);
  const [range, setRange] = useState<LedgerRange>({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const valid = rangeIsValid(range);
  const bounds = { from: range.from || undefined, to: range.to || undefined };
  const register = useQuery({
    queryKey: firmKeys.bankRegister(accountId, range.from, range.to, page),
    queryFn: ({ signal }) =>
      api.get<BankRegisterResponse>(`/api/bank-accounts/${accountId}/register`, {
        query: { ...bounds, page, page_size: BANK_REGISTER_PAGE_SIZE },
        signal,
      }),
    enabled: Number.isInteger(accountId) && accountId > 0 && valid,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const BackIcon = directionOf(locale) === 'rtl' ? IconArrowRight : IconArrowLeft;

  if (!Number.isInteger(accountId) || accountId <= 0 || isApiError(register.error, 'not_found')) return <NotFound />;
  if (isApiError(register.error, 'forbidden')) return <NoAccess />;

  const download = async () => {
    setDownloading(true);
    try {
      const query = new URLSearchParams(Object.entries(bounds).filter((e): e is [string, string] => !!e[1]));
      const blob = await requestBlob(`/api/bank-accounts/${accountId}/register.csv?${query.toString()}`);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `register-${accountId}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      toast.error(t('register.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const data = register.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={toPath('/settings/bank-accounts')} size="sm">
        <Group gap={4} component="span">
          <BackIcon size={14} aria-hidden />
          {t('register.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {data ? t('register.title', { title: data.account.title }) : t('register.titleWithoutName')}
          </Title>
          <Text c="dimmed">{t('register.description')}</Text>
        </div>
        <ReasonedButton
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          reason={valid ? null : t('register.rangeError')}
          onClick={() => void download()}
        >
          {t('register.download')}
        </ReasonedButton>
      </Group>
      <Group align="flex-end" gap="sm">
        <DateRangeFields
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
          fromLabel={t('register.from')}
          toLabel={t('register.to')}
          toError={valid ? undefined : t('register.rangeError')}
        />
      </Group>
      {register.isError && (
        <Alert color="red" role="alert" title={t('register.loadError')}>
          {errorMessage(t, register.error)}
        </Alert>
      )}
      {register.isPending && valid && <PageLoader />}
      {data && (
        <>
          {/* Side by side on wide screens; stacked on a phone, without a wide gap between the two lines. */}
          <Group gap="xl" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
            <Text role="group" aria-label={t('register.opening')}>
              {t('register.opening')}: <bdi>{format.money(data.opening_balance)}</bdi>
            </Text>
            <Text role="group" aria-label={t('register.closing')}>
              {t('register.closing')}: <bdi>{format.money(data.closing_balance)}</bdi>
            </Text>
          </Group>
          {data.rows.length === 0 ? (
            <Text c="dimmed">{t('register.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped>
                <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
                  {t('register.caption')}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('register.columns.date')}</Table.Th>
                    <Table.Th scope="col">{t('register.columns.kind')}</Table.Th>
                    <Table.Th scope="col">{t('register.columns.client')}</Table.Th>
                    <Table.Th scope="col">{t('register.columns.description')}</Table.Th>
                    <Table.Th scope="col" style={{ textAlign: 'end' }}>
                      {t('register.columns.amount')}
                    </Table.Th>
                    <Table.Th scope="col" style={{ textAlign: 'end' }}>
                      {t('register.columns.balance')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.movement_id}>
                      <Table.Td>{format.day(row.date)}</Table.Td>
                      <Table.Td>{t(`reports.kinds.${row.kind}`)}</Table.Td>
                      <Table.Td>{row.client_name ? <bdi>{row.client_name}</bdi> : '—'}</Table.Td>
                      <Table.Td>{row.description ?? '—'}</Table.Td>
                      <Table.Td style={{ textAlign: 'end' }}>
                        <bdi>{format.money(row.amount)}</bdi>
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'end' }}>
                        <bdi>{format.money(row.balance)}</bdi>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Pager page={page} totalPages={totalPages} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
