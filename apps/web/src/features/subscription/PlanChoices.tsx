/**
 * The plans a firm can pay for, side by side (GET /api/subscription/plans), with the firm's subscription's notice
 * above them: past_due with the grace's end, read-only invoices, a cancel at the period's end, an ended
 * subscription. With MANAGE_PAYMENT_CARD each other plan has Upgrade or Downgrade, the current paid plan Cancel (or
 * Keep plan while a cancel waits), and a past-due subscription Pay now; each asks first in a dialog that says what
 * will be charged (the proration, as Stripe computes it). The server decides: its refusals are shown translated.
 */
import { type CatalogPlan, type PaidPlanCode, planPriceAmount, proration, type Subscription } from '@counsel/domain';
import { Alert, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { subscriptionNs } from '../../locales/subscription';
import { PageLoader } from '../../ui/PageLoader';
import { toast } from '../../ui/toast';
import { PlanLimits } from './PlanLimits';
import { useCancelPlan, useChangePlan, usePlans } from './use-subscription';

type Action = 'upgrade' | 'downgrade' | 'subscribe' | 'cancel' | 'resume' | 'pay';
interface Pending {
  action: Action;
  plan: CatalogPlan;
}

/** The server's refusal of a plan change in the interface's language (the provider's own words for a card). */
export function planErrorText(error: unknown, t: TFunction<string>): string {
  if (!isApiError(error)) return t('plans.errors.generic');
  switch (error.code) {
    case 'plan_users_exceeded':
      return t('plans.errors.usersExceeded', {
        maxUsers: error.details?.max_users,
        activeUsers: error.details?.active_users,
      });
    case 'no_default_card':
      return t('plans.errors.noDefaultCard');
    case 'plan_unchanged':
      return t('plans.errors.unchanged');
    case 'no_subscription':
      return t('plans.errors.noSubscription');
    case 'card_refused':
    case 'card_invalid':
      return t('plans.errors.cardRefused', { message: error.message });
    case 'service_not_configured':
      return t('form.notSetUp');
    default:
      return t('plans.errors.generic');
  }
}

export function PlanChoices({ data, canManage }: { data: Subscription; canManage: boolean }) {
  const { t } = useTranslation(subscriptionNs);
  const plans = usePlans();
  const [pending, setPending] = useState<Pending | null>(null);
  const paid = data.paid_subscription;
  const running = paid !== null && paid.status !== 'canceled';
  const currentPlan = plans.data?.plans.find((p) => p.code === data.plan.code);

  const actionOf = (plan: CatalogPlan): Action | null => {
    if (plan.code === data.plan.code) {
      if (!running) return 'subscribe';
      if (paid.cancel_at_period_end) return 'resume';
      return paid.status === 'active' ? 'cancel' : null;
    }
    return plan.price.amount > planPriceAmount(data.plan.code) ? 'upgrade' : 'downgrade';
  };

  return (
    <Stack gap="md">
      <SubscriptionNotice
        data={data}
        planName={currentPlan ? planName(t, currentPlan) : data.plan.name}
        onPay={canManage && currentPlan ? () => setPending({ action: 'pay', plan: currentPlan }) : undefined}
      />
      <Paper withBorder p="md" component="section" aria-labelledby="plans-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="plans-heading">
            {t('plans.heading')}
          </Title>
          {plans.isPending ? (
            <PageLoader />
          ) : plans.isError ? (
            <Alert color="red" role="alert">
              {t('plans.loadError')}
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {plans.data.plans.map((plan) => (
                <PlanCard
                  key={plan.code}
                  plan={plan}
                  current={plan.code === data.plan.code}
                  action={canManage ? actionOf(plan) : null}
                  onChoose={(action) => setPending({ action, plan })}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
      <PlanChangeDialog pending={pending} data={data} onClose={() => setPending(null)} />
    </Stack>
  );
}

const planName = (t: TFunction<string>, plan: { code: string; name: string }) =>
  t(`plan.names.${plan.code}`, { defaultValue: plan.name });

function PlanCard({
  plan,
  current,
  action,
  onChoose,
}: {
  plan: CatalogPlan;
  current: boolean;
  action: Action | null;
  onChoose: (action: Action) => void;
}) {
  const { t } = useTranslation(subscriptionNs);
  const { locale } = useLocale();
  const name = planName(t, plan);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={name}
      aria-current={current ? 'true' : undefined}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {name}
          </Title>
          {current && <Badge variant="light">{t('plans.current')}</Badge>}
        </Group>
        <Text fw={700} size="lg">
          {t('plans.perMonth', {
            price: formatMoney(plan.price.amount / 100, locale, plan.price.currency.toUpperCase()),
          })}
        </Text>
        <PlanLimits plan={plan} grow />
        {action && (
          <Button
            variant={
              action === 'upgrade' || action === 'subscribe' ? 'filled' : action === 'cancel' ? 'subtle' : 'light'
            }
            color={action === 'cancel' ? 'red' : undefined}
            onClick={() => onChoose(action)}
            aria-label={t(`plans.actionFor.${action}`, { plan: name })}
          >
            {t(`plans.action.${action}`)}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function SubscriptionNotice({
  data,
  planName: name,
  onPay,
}: {
  data: Subscription;
  planName: string;
  onPay: (() => void) | undefined;
}) {
  const { t } = useTranslation(subscriptionNs);
  const { locale } = useLocale();
  const paid = data.paid_subscription;
  if (!paid) return null;
  const payButton = onPay && (
    <Button size="xs" mt="xs" onClick={onPay}>
      {t('plans.action.pay')}
    </Button>
  );
  if (paid.status === 'past_due') {
    return (
      <Alert color={paid.read_only_since ? 'red' : 'yellow'} role="alert" title={t('plans.notice.pastDueTitle')}>
        {paid.read_only_since || !paid.grace_ends_at
          ? t('plans.notice.readOnly')
          : t('plans.notice.pastDue', { date: formatDate(paid.grace_ends_at, locale) })}
        <div>{payButton}</div>
      </Alert>
    );
  }
  if (paid.status === 'canceled') {
    return (
      <Alert color="red" role="status">
        {t('plans.notice.ended', { date: formatDate(paid.current_period_end, locale) })}
      </Alert>
    );
  }
  if (paid.cancel_at_period_end) {
    return (
      <Alert color="blue" role="status">
        {t('plans.notice.cancelAtPeriodEnd', { plan: name, date: formatDate(paid.current_period_end, locale) })}
      </Alert>
    );
  }
  return null;
}

/** What the dialog says will be charged: Stripe's proration for a change within the period, else the price. */
function confirmText(
  t: TFunction<string>,
  locale: ReturnType<typeof useLocale>['locale'],
  p: Pending,
  data: Subscription,
) {
  const money = (cents: number) => formatMoney(cents / 100, locale, p.plan.price.currency.toUpperCase());
  const price = money(p.plan.price.amount);
  const paid = data.paid_subscription;
  const periodEnd = paid ? formatDate(paid.current_period_end, locale) : '';
  const name = planName(t, p.plan);
  switch (p.action) {
    case 'cancel':
      return t('plans.confirm.cancelText', { plan: name, date: periodEnd });
    case 'resume':
      return t('plans.confirm.resumeText', { price, date: periodEnd });
    case 'pay':
      return t('plans.confirm.payText');
    default: {
      if (!paid || paid.status === 'canceled') return t('plans.confirm.firstCharge', { price });
      const s = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
      const { net } = proration(
        planPriceAmount(data.plan.code),
        p.plan.price.amount,
        s(paid.current_period_start),
        s(paid.current_period_end),
        Math.floor(Date.now() / 1000),
      );
      const then = t('plans.confirm.then', { price });
      return net >= 0
        ? `${t('plans.confirm.prorationCharge', { amount: money(net), date: periodEnd })} ${then}`
        : `${t('plans.confirm.prorationCredit', { amount: money(-net), date: periodEnd })} ${then}`;
    }
  }
}

function PlanChangeDialog({
  pending,
  data,
  onClose,
}: {
  pending: Pending | null;
  data: Subscription;
  onClose: () => void;
}) {
  const { t } = useTranslation(subscriptionNs);
  const { locale } = useLocale();
  const change = useChangePlan();
  const cancel = useCancelPlan();
  const busy = change.isPending || cancel.isPending;
  const error = change.error ?? cancel.error;
  const close = () => {
    if (busy) return;
    change.reset();
    cancel.reset();
    onClose();
  };
  const confirm = () => {
    if (!pending) return;
    const done = {
      onSuccess: () => {
        toast.success(t(`plans.done.${pending.action}`, { plan: planName(t, pending.plan) }));
        change.reset();
        cancel.reset();
        onClose();
      },
    };
    if (pending.action === 'cancel') cancel.mutate(undefined, done);
    else change.mutate({ plan_code: pending.plan.code as PaidPlanCode }, done);
  };
  const name = pending ? planName(t, pending.plan) : '';
  return (
    <Modal
      opened={pending !== null}
      onClose={close}
      title={pending ? t(`plans.confirm.title.${pending.action}`, { plan: name }) : ''}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      {pending && (
        <Stack>
          <Text size="sm">{confirmText(t, locale, pending, data)}</Text>
          {error && (
            <Alert color="red" role="alert">
              {planErrorText(error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('plans.confirm.back')}
            </Button>
            <Button color={pending.action === 'cancel' ? 'red' : undefined} onClick={confirm} loading={busy}>
              {t(`plans.confirm.button.${pending.action}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
