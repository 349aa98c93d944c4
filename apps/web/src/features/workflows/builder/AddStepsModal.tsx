/**
 * Add steps to the workflow from the library: the firm's own steps and the public ones, filtered,
 * 8 to a page, several chosen at once (across pages and filters). Steps the workflow already has are
 * shown but cannot be chosen, with the reason.
 */
import { UNLIMITED, type WorkflowStep } from '@counsel/domain';
import { Alert, Button, Checkbox, Group, Modal, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ViewedTemplate, WORKFLOWS_KEY } from '../../../entities/workflow/use-workflows';
import { ApiError, api, isApiError } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';
import { useLocale } from '../../../lib/locale';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { toast } from '../../../ui/toast';
import { WorkflowKindBadge } from '../WorkflowKindBadge';
import { builderErrorText, isVersionConflict } from './builder-errors';
import { filterSteps, isAlreadyIn, mergeSteps, pageCount, pageOf } from './step-picker';
import { useReloadTemplate } from './use-builder-writes';

interface AddStepsModalProps {
  opened: boolean;
  onClose: () => void;
  template: ViewedTemplate;
}

function useLibrarySteps(opened: boolean) {
  const lawFirmId = useMe().user.law_firm_id;
  return useQuery({
    queryKey: [...WORKFLOWS_KEY, lawFirmId, 'library-steps'],
    queryFn: async ({ signal }) => {
      const [firm, publics] = await Promise.all([
        api.get<{ steps: WorkflowStep[] }>(`/api/workflow/get-law-firm-steps/${lawFirmId}`, { signal }),
        api.get<{ steps: WorkflowStep[] }>('/api/workflow/get-public-workflow-steps', {
          query: { limit: UNLIMITED },
          signal,
        }),
      ]);
      return mergeSteps(firm.steps, publics.steps);
    },
    enabled: opened,
  });
}

export function AddStepsModal({ opened, onClose, template }: AddStepsModalProps) {
  const { t } = useTranslation(workflowBuilderNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('addSteps.title')} size="lg">
      {/* Mounted only while open: the filter, page and choices start afresh each time. */}
      {opened && <AddStepsForm template={template} onClose={onClose} />}
    </Modal>
  );
}

function AddStepsForm({ template, onClose }: { template: ViewedTemplate; onClose: () => void }) {
  const { t } = useTranslation(workflowBuilderNs);
  const { locale } = useLocale();
  const library = useLibrarySteps(true);
  const reload = useReloadTemplate(template.id);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<number, WorkflowStep>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const existingTitles = template.steps.map((step) => step.title);

  const add = useMutation({
    mutationFn: (steps: WorkflowStep[]) =>
      api.post(`/api/workflow/add-steps-to-workflow-template/${template.id}`, {
        steps: steps.map(({ id, title, priority, law_firm_id }) => ({ id, title, priority, law_firm_id })),
        version: template.version,
      }),
    onSuccess: () => {
      void reload();
      toast.success(t('addSteps.added', { count: chosen.size }));
      onClose();
    },
    onError: (error) => {
      if (isVersionConflict(error)) {
        toast.error(builderErrorText(t, error));
        void reload();
        onClose();
        return;
      }
      setProblem(addErrorText(error));
    },
  });

  /** §8: 400 a validation error, 404 the template is gone, a plan limit its message, anything else the add error. */
  function addErrorText(error: unknown): string {
    if (isApiError(error, 'plan_limit_reached')) return t('errors.planLimit');
    if (error instanceof ApiError && error.status === 400) return t('addSteps.validationError');
    if (error instanceof ApiError && error.status === 404) return t('errors.templateNotFound');
    return t('addSteps.addError');
  }

  // The workflow's own steps are its content, not a library to pick from.
  const offered = (library.data ?? []).filter((step) => step.workflow_template_id !== template.id);
  const shown = filterSteps(offered, query, locale);
  const pages = pageCount(shown.length);
  const current = Math.min(page, pages);

  const toggle = (step: WorkflowStep, on: boolean) => {
    setProblem(null);
    setChosen((previous) => {
      const next = new Map(previous);
      if (on) next.set(step.id, step);
      else next.delete(step.id);
      return next;
    });
  };

  const submit = () => {
    if (chosen.size === 0) {
      setProblem(t('addSteps.noneSelected'));
      return;
    }
    add.mutate([...chosen.values()]);
  };

  if (library.isError) {
    const notFound = library.error instanceof ApiError && library.error.status === 404;
    return (
      <Alert
        color={notFound ? 'gray' : 'red'}
        role="alert"
        title={notFound ? t('addSteps.noWorkflows') : t('addSteps.loadError')}
      >
        {notFound ? null : builderErrorText(t, library.error)}
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <TextInput
        label={t('addSteps.filter')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setPage(1);
        }}
      />
      {library.isPending ? (
        <Text size="sm">{t('addSteps.loading')}</Text>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {(library.data ?? []).length === 0 ? t('addSteps.noWorkflows') : t('addSteps.noMatches')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('addSteps.listLabel')}>
          {pageOf(shown, current).map((step) => {
            const already = isAlreadyIn(step, existingTitles);
            return (
              <Group component="li" key={step.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Checkbox
                  label={step.title}
                  description={
                    already ? t('addSteps.alreadyIn') : t('addSteps.from', { title: step.workflow_template_title })
                  }
                  checked={chosen.has(step.id)}
                  disabled={already}
                  onChange={(event) => toggle(step, event.currentTarget.checked)}
                />
                <WorkflowKindBadge isPublic={step.law_firm_id === null} />
              </Group>
            );
          })}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous'
                ? t('common:pager.previous')
                : control === 'next'
                  ? t('common:pager.next')
                  : undefined,
          })}
          getItemProps={(item) => ({ 'aria-label': t('common:pager.page', { page: item }) })}
        />
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">{t('addSteps.selected', { count: chosen.size })}</Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={submit} loading={add.isPending}>
            {t('addSteps.submit')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
