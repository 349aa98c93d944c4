/**
 * The forms waiting to be filled, on the forms hub: the caller's own by default, or every open one of the
 * firm. Each opens the filling screen on its client, case and form, and can be marked done.
 */
import type { DocumentFilling } from '@counsel/domain';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Avatar as MantineAvatar,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { useFormat } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale';
import { documentFillingsNs } from '../../../locales/documentFillings';
import { Avatar } from '../../../ui/Avatar';
import { Pager } from '../../../ui/Pager';
import { toast } from '../../../ui/toast';
import {
  FILLINGS_PAGE_SIZE,
  type FillingScope,
  fillingScreenPath,
  useDocumentFillings,
  useFillingTitle,
  useSetFillingStatus,
} from './use-document-fillings';

export function AssignedFillings() {
  const { t } = useTranslation(documentFillingsNs);
  const headingId = useId();
  const [scope, setScope] = useState<FillingScope>('me');
  const [page, setPage] = useState(1);
  const fillings = useDocumentFillings(scope, page);
  const titleOf = useFillingTitle();
  const totalPages = Math.max(1, Math.ceil((fillings.data?.total ?? 0) / FILLINGS_PAGE_SIZE));

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id={headingId}>
          {t('list.title')}
        </Title>
        <SegmentedControl
          aria-label={t('list.scope')}
          value={scope}
          onChange={(value) => {
            setScope(value as FillingScope);
            setPage(1);
          }}
          data={[
            { value: 'me', label: t('list.mine') },
            { value: 'all', label: t('list.all') },
          ]}
        />
      </Group>
      {fillings.isPending && <Loader size="sm" aria-label={t('list.loading')} />}
      {fillings.isError && (
        <Alert color="red" role="alert">
          {t('list.failed')}
        </Alert>
      )}
      {fillings.data?.items.length === 0 && (
        <Text c="dimmed">{scope === 'me' ? t('list.emptyMine') : t('list.emptyAll')}</Text>
      )}
      {fillings.data && fillings.data.items.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {fillings.data.items.map((filling) => (
            <FillingCard key={filling.id} filling={filling} title={titleOf(filling.form)} />
          ))}
        </Stack>
      )}
      <Pager page={page} totalPages={totalPages} onChange={setPage} />
    </Stack>
  );
}

function FillingCard({ filling, title }: { filling: DocumentFilling; title: string }) {
  const { t } = useTranslation(documentFillingsNs);
  const format = useFormat();
  const localePath = useLocalePath();
  const setStatus = useSetFillingStatus();
  const titleId = useId();

  const markDone = async () => {
    try {
      await setStatus.mutateAsync({ id: filling.id, status: 'done' });
      toast.success(t('list.markedDone', { form: title }));
    } catch (error) {
      toast.error(errorMessage(t, error), t('list.markFailed'));
    }
  };

  return (
    <Card component="li" withBorder padding="sm" radius="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} id={titleId} dir="auto">
            {title}
          </Text>
          <MantineAvatar.Group spacing="xs" role="group" aria-label={t('list.assignees')}>
            {filling.employees.map((person) => (
              <Avatar key={person.id} name={person.full_name} image={person.image} size="sm" />
            ))}
          </MantineAvatar.Group>
        </Group>
        <Text size="sm">
          {t('list.for')} <bdi>{filling.client.full_name}</bdi>
          {filling.case && (
            <>
              {' · '}
              <bdi>{filling.case.title}</bdi>
            </>
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {filling.assigned_by
            ? t('list.assignedBy', { name: filling.assigned_by.full_name, date: format.date(filling.created_at) })
            : t('list.assignedOn', { date: format.date(filling.created_at) })}
        </Text>
        {filling.note && (
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {filling.note}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          <Button
            variant="default"
            size="xs"
            onClick={markDone}
            loading={setStatus.isPending}
            aria-describedby={titleId}
          >
            {t('list.markDone')}
          </Button>
          <Button component={Link} to={localePath(fillingScreenPath(filling))} size="xs" aria-describedby={titleId}>
            {t('list.fill')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
