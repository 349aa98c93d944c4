/**
 * /{locale}/portal/invoices: the invoices the client's firm issued them, newest first, a page at a time (the page
 * lives in the address), each owed one with Pay, which opens its pay page. One column of cards, so it reads at a
 * phone's width.
 */

import { PORTAL_INVOICES_PAGE_SIZE } from '@counsel/domain';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { portalNs } from '../../locales/portal';
import { Pager } from '../../ui/Pager';
import { PortalInvoiceCard } from './PortalInvoiceCard';
import { portalErrorMessage } from './portal-errors';
import { usePortalAccount, usePortalInvoices } from './use-portal';

export default function PortalInvoicesPage() {
  const { t } = useTranslation(portalNs);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // A family sharing one account sees whose invoice each one is.
  const severalClients = (usePortalAccount().data?.clients.length ?? 0) > 1;
  const list = usePortalInvoices(page);
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PORTAL_INVOICES_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('invoices.title')}
        </Title>
        <Text c="dimmed">{t('invoices.intro')}</Text>
      </Stack>
      {list.isPending && <Loader size="sm" aria-label={t('invoices.loading')} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {portalErrorMessage(t, list.error)}
        </Alert>
      )}
      {list.data?.items.length === 0 && <Text c="dimmed">{t('invoices.empty')}</Text>}
      {list.data && list.data.items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.items.map((invoice) => (
            <PortalInvoiceCard key={invoice.id} invoice={invoice} showClient={severalClients} />
          ))}
        </Stack>
      )}
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={(next) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams())}
      />
    </Stack>
  );
}
