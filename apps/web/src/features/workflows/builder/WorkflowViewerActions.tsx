/**
 * The viewer's way into the builder: the firm's own workflow opens in it; a public one is first copied
 * into the firm's workflows (counted against the plan's predefined workflows) and the copy opens.
 */
import { type predefinedWorkflowUsageSchema, UNLIMITED } from '@counsel/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconPencil } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { type ViewedTemplate, WORKFLOWS_KEY } from '../../../entities/workflow/use-workflows';
import { api } from '../../../lib/api';
import { useCan, useMe } from '../../../lib/current-user';
import { useLocalePath } from '../../../lib/locale';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { isPublicWorkflow } from '../workflow-text';
import { builderErrorText } from './builder-errors';
import { workflowBuilderPath } from './paths';

type PredefinedUsage = z.infer<typeof predefinedWorkflowUsageSchema>;

export function WorkflowViewerActions({ template }: { template: ViewedTemplate }) {
  const { t } = useTranslation(workflowBuilderNs);
  const can = useCan();
  const lawFirmId = useMe().user.law_firm_id;
  const toPath = useLocalePath();
  if (!can({ action: 'create', subject: 'workflows' })) return null;
  if (isPublicWorkflow(template)) return <CopyPublicWorkflow template={template} />;
  if (template.law_firm_id !== lawFirmId) return null;
  return (
    <Group>
      <Button
        component={Link}
        to={toPath(workflowBuilderPath(template.id))}
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        {t('viewer.edit')}
      </Button>
    </Group>
  );
}

function usePredefinedUsage() {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...WORKFLOWS_KEY, lawFirmId, 'predefined-usage'],
    queryFn: ({ signal }) =>
      api.get<{ usage: PredefinedUsage }>(`/api/workflow/predefined-usage/${lawFirmId}`, { signal }),
    select: (data) => data.usage,
  });
}

function CopyPublicWorkflow({ template }: { template: ViewedTemplate }) {
  const { t } = useTranslation(workflowBuilderNs);
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const usage = usePredefinedUsage();
  const copy = useMutation({
    mutationFn: () =>
      api.post<{ template: { id: number; title: string } }>(`/api/workflow/copy-workflow-template/${template.id}`, {}),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: WORKFLOWS_KEY });
      void navigate(toPath(workflowBuilderPath(answer.template.id)));
    },
  });

  return (
    <Stack gap="xs" align="flex-start">
      <Button leftSection={<IconCopy size={16} aria-hidden />} onClick={() => copy.mutate()} loading={copy.isPending}>
        {t('viewer.use')}
      </Button>
      {usage.data && usage.data.limit !== UNLIMITED && (
        <Text size="sm" c="dimmed">
          {t('viewer.usage', { used: usage.data.used, limit: usage.data.limit })}
        </Text>
      )}
      {copy.isError && (
        <Alert color="red" role="alert" maw={560}>
          {builderErrorText(t, copy.error)}
        </Alert>
      )}
    </Stack>
  );
}
