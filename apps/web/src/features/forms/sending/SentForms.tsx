/**
 * 'Sent to clients': the forms sent to clients by link and where each stands, on the forms hub (every
 * client) and on a client's profile (that client). Filtered by state and paged on the server. Each row
 * opens the answers, withdraws the link or sends a new one; the hub also holds the firm's reminder setting.
 */
import { SENT_FORM_STATUSES, type SentForm } from '@counsel/domain';
import { Alert, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useAbility } from '../../../lib/current-user';
import { useFormat } from '../../../lib/format';
import { formSendingNs } from '../../../locales/formSending';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Pager } from '../../../ui/Pager';
import { toast } from '../../../ui/toast';
import { ReminderSetting } from './ReminderSetting';
import { SentFormAnswersDialog } from './SentFormAnswersDialog';
import { SentFormStatusBadge } from './SentFormStatusBadge';
import { SENT_FORMS_PAGE_SIZE, type SentFormStatusFilter, useSentFormAction, useSentForms } from './use-form-sending';

/** A link can be withdrawn while the client may still use it, and replaced until the form is submitted. */
const canWithdraw = (form: SentForm) => ['sent', 'opened', 'in_progress'].includes(form.status);
const canResend = (form: SentForm) => form.status !== 'submitted';

export function SentForms({ clientId }: { clientId?: number }) {
  const { t } = useTranslation(formSendingNs);
  const ability = useAbility();
  const headingId = useId();
  const [status, setStatus] = useState<SentFormStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const [withdrawing, setWithdrawing] = useState<SentForm | null>(null);
  const action = useSentFormAction();
  const list = useSentForms({ clientId, status, page });
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SENT_FORMS_PAGE_SIZE));

  const run = (form: SentForm, kind: 'revoke' | 'resend') =>
    action.mutate(
      { id: form.id, action: kind },
      {
        onSuccess: () => {
          toast.success(t(kind === 'revoke' ? 'list.withdrawn' : 'list.resent', { form: form.form_title }));
          setWithdrawing(null);
        },
        onError: (error) =>
          toast.error(errorMessage(t, error), t(kind === 'revoke' ? 'list.withdrawFailed' : 'list.resendFailed')),
      },
    );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3" id={headingId}>
          {t('list.title')}
        </Title>
        <NativeSelect
          label={t('list.statusFilter')}
          value={status}
          data={[
            { value: 'all', label: t('list.allStatuses') },
            ...SENT_FORM_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
          onChange={(event) => {
            setStatus(event.currentTarget.value as SentFormStatusFilter);
            setPage(1);
          }}
        />
      </Group>
      {clientId === undefined && ability.can('update', 'settings') && <ReminderSetting />}
      {list.isPending && <Loader size="sm" aria-label={t('list.loading')} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {t('list.failed')}
        </Alert>
      )}
      {list.data?.items.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      {list.data && list.data.items.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.items.map((form) => (
            <SentFormRow
              key={form.id}
              form={form}
              busy={action.isPending && action.variables?.id === form.id}
              onReview={() => setReviewing(form.id)}
              onWithdraw={canWithdraw(form) ? () => setWithdrawing(form) : undefined}
              onResend={canResend(form) ? () => run(form, 'resend') : undefined}
            />
          ))}
        </Stack>
      )}
      <Pager page={page} totalPages={totalPages} onChange={setPage} />
      {reviewing !== null && <SentFormAnswersDialog id={reviewing} onClose={() => setReviewing(null)} />}
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t('list.withdrawTitle')}
        message={t('list.withdrawMessage', {
          form: withdrawing?.form_title ?? '',
          client: withdrawing?.client.full_name ?? '',
        })}
        confirmLabel={t('list.withdraw')}
        pending={action.isPending}
        onConfirm={() => withdrawing && run(withdrawing, 'revoke')}
        onClose={() => setWithdrawing(null)}
      />
    </Stack>
  );
}

interface RowProps {
  form: SentForm;
  busy: boolean;
  onReview: () => void;
  onWithdraw?: () => void;
  onResend?: () => void;
}

function SentFormRow({ form, busy, onReview, onWithdraw, onResend }: RowProps) {
  const { t } = useTranslation(formSendingNs);
  const format = useFormat();
  const titleId = useId();
  return (
    <Card component="li" withBorder padding="sm" radius="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} id={titleId} dir="auto">
            {form.form_title}
          </Text>
          <SentFormStatusBadge status={form.status} />
        </Group>
        <Text size="sm">
          {t('list.for')} <bdi>{form.client.full_name}</bdi>
          {form.case && (
            <>
              {' · '}
              <bdi>{form.case.title}</bdi>
            </>
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {t('list.dates', { sent: format.date(form.sent_at), expires: format.date(form.expires_at) })}
        </Text>
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {onWithdraw && (
            <Button variant="default" size="xs" color="red" onClick={onWithdraw} aria-describedby={titleId}>
              {t('list.withdraw')}
            </Button>
          )}
          {onResend && (
            <Button variant="default" size="xs" loading={busy} onClick={onResend} aria-describedby={titleId}>
              {t('list.resend')}
            </Button>
          )}
          <Button size="xs" onClick={onReview} aria-describedby={titleId}>
            {t('list.review')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
