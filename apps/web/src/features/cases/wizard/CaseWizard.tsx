import { type Case, type ContactLight, isLocale, isOrganisationType } from '@counsel/domain';
import { Button, Group, Modal, Stack, Stepper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLightUsers } from '../../../entities/employee/use-light-users';
import { useWorkflowTemplate } from '../../../entities/workflow/use-workflows';
import { api, isApiError } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';
import { casesNs } from '../../../locales/cases';
import { toast } from '../../../ui/toast';
import { caseErrorMessage } from '../case-errors';
import { useCreateCase } from '../use-cases';
import { AssignmentStep } from './AssignmentStep';
import { type Details, DetailsStep } from './DetailsStep';
import { PreviewStep } from './PreviewStep';
import { participantGroups, taskAssignments, unassignedCount, wizardTasks } from './wizard-model';

interface CaseWizardProps {
  opened: boolean;
  onClose: () => void;
  onCreated?: (created: Case) => void;
}

/** The three-step create-case wizard (§2, §4, §5): details, assignment, preview of task assignments. */
export function CaseWizard({ opened, onClose, onCreated }: CaseWizardProps) {
  const { t } = useTranslation(casesNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('newCase.title')} size="xl">
      {opened && <WizardBody onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function usePrimaryStatus(contactId: number | null, organisation: boolean) {
  return useQuery({
    queryKey: ['contacts', 'primary-status', contactId],
    queryFn: ({ signal }) =>
      api.get<{ primary_contact_id: number | null }>(`/api/contacts/${contactId}/primary-status`, { signal }),
    enabled: contactId !== null && organisation,
  });
}

/** Whether the organisation's primary contact stands for a client: a case must belong to one. */
function usePrimaryContact(primaryId: number | null | undefined) {
  return useQuery({
    queryKey: ['contacts', 'primary-contact', primaryId],
    queryFn: ({ signal }) => api.get<ContactLight>(`/api/contacts/${primaryId}`, { signal }),
    enabled: typeof primaryId === 'number',
  });
}

function WizardBody({ onClose, onCreated }: Omit<CaseWizardProps, 'opened'>) {
  const { t, i18n } = useTranslation(casesNs);
  const lawFirmId = useMe().user.law_firm_id;
  const [active, setActive] = useState(0);
  const [details, setDetails] = useState<Details>({
    title: '',
    contact: null,
    workflowId: '',
    description: '',
    language: isLocale(i18n.language) ? i18n.language : 'en',
  });
  const [teamLeads, setTeamLeads] = useState<string[]>([]);
  const [byType, setByType] = useState<Record<string, number | undefined>>({});
  const [byTask, setByTask] = useState<Record<number, number | undefined>>({});
  const [showErrors, setShowErrors] = useState(false);

  const users = useLightUsers(true);
  const template = useWorkflowTemplate(Number(details.workflowId));
  const contact = details.contact;
  const organisation = contact !== null && isOrganisationType(contact.contact_type);
  const primary = usePrimaryStatus(contact?.id ?? null, organisation);
  const primaryContact = usePrimaryContact(organisation ? primary.data?.primary_contact_id : null);
  const create = useCreateCase();

  const tasks = useMemo(() => (template.data ? wizardTasks(template.data) : []), [template.data]);
  const groups = useMemo(() => participantGroups(tasks), [tasks]);
  const assignments = useMemo(() => taskAssignments(tasks, byType, byTask), [tasks, byType, byTask]);

  const titleError =
    details.title.trim() === '' || details.title !== details.title.trimStart() ? t('wizard.titleRequired') : null;
  const contactProblem = (() => {
    if (!contact) return null;
    // The server refuses these on Save (422): said here, where the contact is chosen, instead.
    if (organisation) {
      if (primary.isSuccess && primary.data.primary_contact_id === null) return t('errors.primary_contact_required');
      return primaryContact.isSuccess && primaryContact.data.related_entity_type !== 'client'
        ? t('errors.contact_not_client')
        : null;
    }
    if (contact.related_entity_type !== 'client') return t('errors.contact_not_client');
    if (!contact.email) return t('wizard.contactNoEmail');
    if (!contact.phone_number) return t('wizard.contactNoPhone');
    return null;
  })();
  const workflowProblem = template.isError ? t('wizard.workflowLoadError') : null;
  const stepOneReady =
    titleError === null &&
    contact !== null &&
    contactProblem === null &&
    (!organisation || primaryContact.isSuccess) &&
    details.workflowId !== '' &&
    template.isSuccess;

  const next = () => {
    if (active === 1 && teamLeads.length === 0) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    setActive((step) => step + 1);
  };
  const back = () => (active === 0 ? onClose() : setActive((step) => step - 1));

  const save = () => {
    const missing = unassignedCount(assignments);
    if (missing > 0) {
      toast.error(t('wizard.unassignedTasks', { count: missing }));
      return;
    }
    const body = new FormData();
    body.set('title', details.title.trim());
    body.set('description', details.description.trim());
    body.set('workflow_id', details.workflowId);
    body.set('status', 'PENDING');
    body.set('contact_id', String(contact!.id));
    if (organisation && primary.data?.primary_contact_id)
      body.set('primary_contact_id', String(primary.data.primary_contact_id));
    body.set('law_firm_id', String(lawFirmId));
    body.set('team_leads', JSON.stringify(teamLeads.map(Number)));
    body.set('task_assignments', JSON.stringify([...assignments].map(([task_id, user_id]) => ({ task_id, user_id }))));
    body.set('alt_steps_ids', '[]');
    body.set('language', details.language);
    create.mutate(body, {
      onSuccess: (created) => {
        toast.success(t('newCase.createSuccess'));
        onCreated?.(created);
        onClose();
      },
      onError: (error) => {
        if (isApiError(error, 'unassigned_tasks')) {
          const count = Number((error.details as { count?: number } | undefined)?.count ?? 0);
          toast.error(t('wizard.unassignedTasks', { count }));
          return;
        }
        toast.error(caseErrorMessage(t, error), t('newCase.createError'));
      },
    });
  };

  return (
    <Stack>
      <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label={t('wizard.progress')}>
        <Stepper.Step label={t('wizard.steps.details')}>
          <DetailsStep
            value={details}
            onChange={(value) => {
              if (value.workflowId !== details.workflowId) {
                setByType({});
                setByTask({});
              }
              setDetails(value);
            }}
            contactProblem={contactProblem}
            titleError={details.title === '' ? null : titleError}
            workflowProblem={workflowProblem}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.steps.assignment')}>
          <AssignmentStep
            users={users.data ?? []}
            teamLeads={teamLeads}
            onTeamLeads={setTeamLeads}
            teamLeadError={showErrors && teamLeads.length === 0 ? t('newCase.teamLeadRequired') : null}
            groups={groups}
            byType={byType}
            onType={(key, userId) => setByType((current) => ({ ...current, [key]: userId }))}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.steps.preview')}>
          <PreviewStep
            tasks={tasks}
            users={users.data ?? []}
            assignments={assignments}
            onTask={(taskId, userId) => setByTask((current) => ({ ...current, [taskId]: userId }))}
          />
        </Stepper.Step>
      </Stepper>
      <Group justify="flex-end">
        <Button variant="default" onClick={back} disabled={create.isPending}>
          {active === 0 ? t('common:actions.cancel') : t('wizard.back')}
        </Button>
        {active < 2 ? (
          <Button onClick={next} disabled={active === 0 && !stepOneReady}>
            {t('wizard.next')}
          </Button>
        ) : (
          <Button onClick={save} loading={create.isPending}>
            {t('wizard.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
