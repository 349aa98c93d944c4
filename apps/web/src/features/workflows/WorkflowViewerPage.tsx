/**
 * /client/workflows/:templateId: one workflow read whole. Steps in order, numbered, each opening to its
 * tasks and alternative paths; the first is open, the rest closed, with expand and collapse all.
 */
import { Accordion, Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useWorkflowTemplate, type ViewedTemplate } from '../../entities/workflow/use-workflows';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { directionOf, useLocale, useLocalePath } from '../../lib/locale';
import { workflowsNs } from '../../locales/workflows';
import { PageLoader } from '../../ui/PageLoader';
import { WorkflowViewerActions } from './builder/WorkflowViewerActions';
import { PriorityBadge } from './PriorityBadge';
import { WorkflowKindBadge } from './WorkflowKindBadge';
import { WorkflowStepPanel } from './WorkflowStepPanel';
import { isPublicWorkflow } from './workflow-text';

export default function WorkflowViewerPage() {
  const { t } = useTranslation(workflowsNs);
  const { locale } = useLocale();
  const toPath = useLocalePath();
  const templateId = Number(useParams().templateId);
  const template = useWorkflowTemplate(templateId);
  const validId = Number.isInteger(templateId) && templateId > 0;
  const BackIcon = directionOf(locale) === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={toPath('/client/workflows')} size="sm">
        <Group gap={4} component="span">
          <BackIcon size={14} aria-hidden />
          {t('viewer.back')}
        </Group>
      </Anchor>
      {!validId || (template.error instanceof ApiError && template.error.status === 404) ? (
        <Alert color="red" role="alert" title={t('viewer.notFound')} />
      ) : template.isPending ? (
        <PageLoader />
      ) : template.isError ? (
        <Alert color="red" role="alert" title={t('viewer.loadError')}>
          {errorMessage(t, template.error)}
        </Alert>
      ) : (
        // Keyed by id: another workflow starts again with only its first step open.
        <WorkflowView key={template.data.id} template={template.data} />
      )}
    </Stack>
  );
}

function WorkflowView({ template }: { template: ViewedTemplate }) {
  const { t } = useTranslation(workflowsNs);
  const steps = [...template.steps].sort((a, b) => a.step_oder - b.step_oder);
  const [expanded, setExpanded] = useState<string[]>(() => steps.slice(0, 1).map((step) => String(step.id)));
  const isPublic = isPublicWorkflow(template);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs" align="center" wrap="wrap">
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {template.title}
          </Title>
          <WorkflowKindBadge isPublic={isPublic} />
        </Group>
        {template.description && (
          <Text dir="auto" maw={720}>
            {template.description}
          </Text>
        )}
        {isPublic && (
          <Text size="sm" c="dimmed">
            {t('list.publicHint')}
          </Text>
        )}
      </Stack>
      <WorkflowViewerActions template={template} />
      {steps.length > 0 && (
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setExpanded(steps.map((step) => String(step.id)))}>
            {t('viewer.expandAll')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setExpanded([])}>
            {t('viewer.collapseAll')}
          </Button>
        </Group>
      )}
      {steps.length === 0 ? (
        <Paper withBorder p="lg">
          <Text c="dimmed">{t('viewer.noSteps')}</Text>
        </Paper>
      ) : (
        <Accordion multiple value={expanded} onChange={setExpanded} order={2} variant="separated" radius="md">
          {steps.map((step, index) => (
            <Accordion.Item key={step.id} value={String(step.id)}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text component="span" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {t('viewer.stepTitle', { number: index + 1, title: step.title })}
                  </Text>
                  <PriorityBadge priority={step.priority} />
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <WorkflowStepPanel step={step} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
