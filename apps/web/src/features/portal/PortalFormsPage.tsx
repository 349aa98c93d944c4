/**
 * /{locale}/portal/forms: the forms the client's firm sent them, newest first, open or submitted or all,
 * a page at a time. The filter and the page live in the address, so coming back finds the same list.
 */
import { Alert, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { portalNs } from '../../locales/portal';
import { Pager } from '../../ui/Pager';
import { PortalFormCard } from './PortalFormCard';
import type { PortalFormFilter } from './portal-api';
import { portalErrorMessage } from './portal-errors';
import { PORTAL_FORMS_PAGE_SIZE, usePortalAccount, usePortalForms } from './use-portal';

const FILTERS: readonly PortalFormFilter[] = ['all', 'open', 'submitted'];

export default function PortalFormsPage() {
  const { t } = useTranslation(portalNs);
  const [params, setParams] = useSearchParams();
  const status = FILTERS.find((filter) => filter === params.get('status')) ?? 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const firstName = usePortalAccount().data?.clients[0]?.first_name;
  const list = usePortalForms(status, page);
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PORTAL_FORMS_PAGE_SIZE));

  const show = (next: { status?: PortalFormFilter; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'all') query.set('status', nextStatus);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        {firstName && (
          <Text c="dimmed" dir="auto">
            {t('list.greeting', { name: firstName })}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end">
        <NativeSelect
          label={t('list.filter')}
          value={status}
          data={FILTERS.map((value) => ({ value, label: t(`list.filters.${value}`) }))}
          onChange={(event) => show({ status: event.currentTarget.value as PortalFormFilter })}
        />
      </Group>
      {list.isPending && <Loader size="sm" aria-label={t('list.loading')} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {portalErrorMessage(t, list.error)}
        </Alert>
      )}
      {list.data?.items.length === 0 && <Text c="dimmed">{t(`list.empty.${status}`)}</Text>}
      {list.data && list.data.items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.items.map((form) => (
            <PortalFormCard key={form.id} form={form} />
          ))}
        </Stack>
      )}
      <Pager page={page} totalPages={totalPages} onChange={(next) => show({ page: next })} />
    </Stack>
  );
}
