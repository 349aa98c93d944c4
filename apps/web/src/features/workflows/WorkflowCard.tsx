/** The spec's workflow card: a public workflow or one of the firm's, told apart by a badge. */
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkflowTemplateSummary } from '../../entities/workflow/use-workflows';
import { useFormat } from '../../lib/format';
import { useLocalePath } from '../../lib/locale';
import { workflowsNs } from '../../locales/workflows';
import { WorkflowKindBadge } from './WorkflowKindBadge';
import { isPublicWorkflow } from './workflow-text';

export function WorkflowCard({ template }: { template: WorkflowTemplateSummary }) {
  const { t } = useTranslation(workflowsNs);
  const format = useFormat();
  const toPath = useLocalePath();
  const isPublic = isPublicWorkflow(template);

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={`workflow-card-${template.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          {/* dir on the block, not the link: a title in another script than the page's keeps its order on every line. */}
          <Title
            order={3}
            size="h4"
            id={`workflow-card-${template.id}`}
            dir="auto"
            style={{ overflowWrap: 'anywhere' }}
          >
            {/* The whole card is one link: its title, which screen readers list by name. */}
            <Anchor component={Link} to={toPath(`/client/workflows/${template.id}`)} inherit>
              {template.title}
            </Anchor>
          </Title>
          <WorkflowKindBadge isPublic={isPublic} />
        </Group>
        {template.description && (
          <Text size="sm" lineClamp={3} dir="auto">
            {template.description}
          </Text>
        )}
        <Text size="sm">
          {t('card.steps', { count: template.step_count })} · {t('card.tasks', { count: template.task_count })}
        </Text>
        {!isPublic && (
          <Text size="sm" c="dimmed">
            {t('card.updated', { date: format.date(template.updated_at) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
