import type { Plan } from '@counsel/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { subscriptionNs } from '../../locales/subscription';

/** A limit of -1 is unlimited. */
export const UNLIMITED = -1;

/** A plan's limits as a definition list (documents-forms-workflows.md §6), on the plan card and the current plan. */
export function PlanLimits({
  plan,
  grow = false,
}: {
  plan: Pick<
    Plan,
    'max_users' | 'documents_services' | 'uscis_queries' | 'invoices_permission_level' | 'predefined_workflows'
  >;
  grow?: boolean;
}) {
  const { t } = useTranslation(subscriptionNs);
  const limit = (value: number) => (value === UNLIMITED ? t('plan.unlimited') : String(value));
  const rows: Array<[string, string]> = [
    [t('plan.maxUsers'), limit(plan.max_users)],
    [t('plan.documentsServices'), limit(plan.documents_services)],
    [t('plan.uscisQueries'), limit(plan.uscis_queries)],
    [t('plan.invoicesLevel'), t(`plan.level.${plan.invoices_permission_level}`)],
    [t('plan.predefinedWorkflows'), limit(plan.predefined_workflows)],
  ];
  return (
    <Stack gap={4} component="dl" m={0} style={grow ? { flexGrow: 1 } : undefined}>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="nowrap">
          <Text component="dt" size="sm">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
