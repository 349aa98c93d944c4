/**
 * Settings › Plans (/settings/plans; billing.md screen 14, documents-forms-workflows.md §6): the firm's plan and its
 * limits, usage against them, the trial's days left, the paid plans to choose from (PlanChoices), and the payment
 * cards with the payment methods modal. Any staff member sees it; changing the plan, the card menu and adding cards
 * need MANAGE_PAYMENT_CARD.
 */
import { hasPermission, type Subscription } from '@counsel/domain';
import { Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../lib/current-user';
import { subscriptionNs } from '../../locales/subscription';
import { PageLoader } from '../../ui/PageLoader';
import { PaymentCardTile } from './PaymentCardTile';
import { PaymentMethodsModal } from './PaymentMethodsModal';
import { PlanChoices } from './PlanChoices';
import { PlanLimits, UNLIMITED } from './PlanLimits';
import { useSubscription } from './use-subscription';

export default function PlansPage() {
  const { t } = useTranslation(subscriptionNs);
  const subscription = useSubscription();
  const canManage = hasPermission(useAbility(), 'MANAGE_PAYMENT_CARD');
  const [modalOpen, setModalOpen] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('description')}</Text>
        </div>
        {subscription.data?.sandbox && <Badge color="yellow">{t('sandbox')}</Badge>}
      </Group>
      {subscription.isPending ? (
        <PageLoader />
      ) : subscription.isError ? (
        <Alert color="red" role="alert">
          {t('loadError')}
        </Alert>
      ) : (
        <>
          <PlanSection data={subscription.data} />
          <PlanChoices data={subscription.data} canManage={canManage} />
          <Paper withBorder p="md" component="section" aria-labelledby="payment-cards-heading">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={2} size="h4" id="payment-cards-heading">
                  {t('cards.heading')}
                </Title>
                {canManage && (
                  <Button leftSection={<IconPlus size={16} />} onClick={() => setModalOpen(true)}>
                    {t('cards.add')}
                  </Button>
                )}
              </Group>
              {subscription.data.cards.length === 0 ? (
                <Text c="dimmed">{t('cards.empty')}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {subscription.data.cards.map((card) => (
                    <PaymentCardTile key={card.id} card={card} canManage={canManage} />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Paper>
          <PaymentMethodsModal
            opened={modalOpen}
            onClose={() => setModalOpen(false)}
            subscription={subscription.data}
            canManage={canManage}
          />
        </>
      )}
    </Stack>
  );
}

function PlanSection({ data }: { data: Subscription }) {
  const { t } = useTranslation(subscriptionNs);
  const { plan, usage } = data;
  const meters: Array<[string, number, number]> = [
    [t('usage.users'), data.active_users, plan.max_users],
    [t('usage.documentsServices'), usage.used_documents_services, plan.documents_services],
    [t('usage.uscisQueries'), usage.used_uscis_queries, plan.uscis_queries],
    [t('usage.predefinedWorkflows'), data.predefined_workflows_used, plan.predefined_workflows],
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md" component="section" aria-labelledby="plan-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="plan-heading">
            {t('plan.heading')}: {t(`plan.names.${plan.code}`, { defaultValue: plan.name })}
          </Title>
          {data.trial_days_left !== null && (
            <Text fw={500}>
              {data.trial_days_left > 0
                ? t('plan.trialDaysLeft', { count: data.trial_days_left })
                : t('plan.trialEnded')}
            </Text>
          )}
          <Title order={3} size="h5">
            {t('plan.limits')}
          </Title>
          <PlanLimits plan={plan} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="usage-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="usage-heading">
            {t('usage.heading')}
          </Title>
          {meters.map(([label, used, max]) => (
            <Stack key={label} gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{label}</Text>
                <Text size="sm" fw={600}>
                  {max === UNLIMITED ? used : t('usage.of', { used, limit: max })}
                </Text>
              </Group>
              {max !== UNLIMITED && (
                <Progress
                  value={max > 0 ? Math.min(100, (used / max) * 100) : 100}
                  color={used >= max ? 'red' : 'teal'}
                  aria-label={label}
                />
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
