/**
 * 'Sent to clients': the forms sent to clients (to their portal or by a direct link) and where each
 * stands, on the forms hub (every client) and on a client's profile (that client). Filtered by state and
 * paged on the server. Each row opens the answers, withdraws the form or sends it again, in the words of
 * its sending mode; the hub also holds the firm's reminder setting.
 */
import { type FormSendingMode, SENT_FORM_STATUSES, type SentForm } from '@counsel/domain';
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
import { SendingModeBadge } from './SendingMode';
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
  // The dialog keeps its words while it closes, when `withdrawing` is already null.
  const [withdrawnMode, setWithdrawnMode] = useState<FormSendingMode>('passwordless');

  const run = (form: SentForm, kind: 'revoke' | 'resend') =>
    action.mutate(
      { id: form.id, action: kind },
      {
        onSuccess: () => {
          const mode = form.form_sending_mode;
          toast.success(t(`list.${mode}.${kind === 'revoke' ? 'withdrawn' : 'resent'}`, { form: form.form_title }));
          setWithdrawing(null);
        },
        onError: (error) =>
          toast.error(
            errorMessage(t, error),
            t(`list.${form.form_sending_mode}.${kind === 'revoke' ? 'withdrawFailed' : 'resendFailed'}`),
          ),
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
              onWithdraw={
                canWithdraw(form)
                  ? () => {
                      setWithdrawing(form);
                      setWithdrawnMode(form.form_sending_mode);
                    }
                  : undefined
              }
              onResend={canResend(form) ? () => run(form, 'resend') : undefined}
            />
          ))}
        </Stack>
      )}
      <Pager page={page} totalPages={totalPages} onChange={setPage} />
      {reviewing !== null && <SentFormAnswersDialog id={reviewing} onClose={() => setReviewing(null)} />}
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t(`list.${withdrawnMode}.withdrawTitle`)}
        message={t(`list.${withdrawnMode}.withdrawMessage`, {
          form: withdrawing?.form_title ?? '',
          client: withdrawing?.client.full_name ?? '',
        })}
        confirmLabel={t(`list.${withdrawnMode}.withdraw`)}
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
  const mode = form.form_sending_mode;
  return (
    <Card component="li" withBorder padding="sm" radius="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} id={titleId} dir="auto">
            {form.form_title}
          </Text>
          <Group gap={6} wrap="wrap">
            <SendingModeBadge mode={form.form_sending_mode} />
            <SentFormStatusBadge status={form.status} />
          </Group>
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
          {t(`list.${mode}.dates`, { sent: format.date(form.sent_at), expires: format.date(form.expires_at) })}
        </Text>
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {onWithdraw && (
            <Button variant="default" size="xs" color="red" onClick={onWithdraw} aria-describedby={titleId}>
              {t(`list.${mode}.withdraw`)}
            </Button>
          )}
          {onResend && (
            <Button variant="default" size="xs" loading={busy} onClick={onResend} aria-describedby={titleId}>
              {t(`list.${mode}.resend`)}
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
