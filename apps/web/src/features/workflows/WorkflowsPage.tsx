/**
 * /client/workflows: the firm's workflows, then the public library, as cards filtered by title on the
 * client (the list is the firm's few templates and a small library, read whole). "New workflow" opens
 * the chooser (build your own, with AI, from a document) for those who may create workflows.
 */
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkflowTemplates, type WorkflowTemplateSummary } from '../../entities/workflow/use-workflows';
import { errorMessage } from '../../lib/api-errors';
import { useCan } from '../../lib/current-user';
import { useLocale } from '../../lib/locale';
import { workflowDraftsNs } from '../../locales/workflowDrafts';
import { workflowsNs } from '../../locales/workflows';
import { PageLoader } from '../../ui/PageLoader';
import { WorkflowChooser } from './drafts/WorkflowChooser';
import { WorkflowCard } from './WorkflowCard';
import { filterByTitle, isPublicWorkflow } from './workflow-text';

export default function WorkflowsPage() {
  const { t } = useTranslation(workflowsNs);
  const { t: tDrafts } = useTranslation(workflowDraftsNs);
  const { locale } = useLocale();
  const canCreate = useCan()({ action: 'create', subject: 'workflows' });
  const [choosing, setChoosing] = useState(false);
  const templates = useWorkflowTemplates();
  const [query, setQuery] = useState('');
  const firms = templates.data?.filter((template) => !isPublicWorkflow(template)) ?? [];
  const publics = templates.data?.filter(isPublicWorkflow) ?? [];
  const noMatches = t('list.noMatches', { query: query.trim() });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          <Text c="dimmed">{t('list.description')}</Text>
        </div>
        {canCreate && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setChoosing(true)}>
            {tDrafts('chooser.open')}
          </Button>
        )}
      </Group>
      {canCreate && <WorkflowChooser opened={choosing} onClose={() => setChoosing(false)} />}
      <TextInput
        label={t('list.filter')}
        placeholder={t('list.filterPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={420}
      />
      {templates.isPending ? (
        <PageLoader />
      ) : templates.isError ? (
        <Alert color="red" role="alert" title={t('list.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(t, templates.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void templates.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <WorkflowSection
            title={t('list.firmSection')}
            all={firms}
            shown={filterByTitle(firms, query, locale)}
            empty={t('list.firmEmpty')}
            noMatches={noMatches}
          />
          <WorkflowSection
            title={t('list.publicSection')}
            hint={t('list.publicHint')}
            all={publics}
            shown={filterByTitle(publics, query, locale)}
            empty={t('list.publicEmpty')}
            noMatches={noMatches}
          />
        </>
      )}
    </Stack>
  );
}

interface WorkflowSectionProps {
  title: string;
  hint?: string;
  all: WorkflowTemplateSummary[];
  shown: WorkflowTemplateSummary[];
  empty: string;
  noMatches: string;
}

function WorkflowSection({ title, hint, all, shown, empty, noMatches }: WorkflowSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <div>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      {shown.length === 0 ? (
        <Paper withBorder p="lg">
          <Text c="dimmed">{all.length === 0 ? empty : noMatches}</Text>
        </Paper>
      ) : (
        <SimpleGrid
          component="ul"
          aria-label={title}
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((template) => (
            <WorkflowCard key={template.id} template={template} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
