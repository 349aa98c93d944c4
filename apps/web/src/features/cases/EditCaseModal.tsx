import {
  CASE_DESCRIPTION_MAX,
  CASE_STATUSES,
  CASE_TITLE_MAX,
  type CaseProfile,
  type CaseStatus,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLightUsers } from '../../entities/employee/use-light-users';
import { translatedErrorMap } from '../../lib/zod-errors';
import { casesNs } from '../../locales/cases';
import { toast } from '../../ui/toast';
import { caseStatusLabel } from './CaseStatusBadge';
import { caseErrorMessage } from './case-errors';
import { useUpdateCase } from './use-cases';

interface EditCaseModalProps {
  opened: boolean;
  onClose: () => void;
  profile: CaseProfile;
}

/** Edits a case's title, description, status and team leads (PUT /case/{id}). */
export function EditCaseModal({ opened, onClose, profile }: EditCaseModalProps) {
  const { t } = useTranslation(casesNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('edit.title')} size="lg">
      {opened && <EditCaseForm onClose={onClose} profile={profile} />}
    </Modal>
  );
}

function EditCaseForm({ onClose, profile }: Omit<EditCaseModalProps, 'opened'>) {
  const { t } = useTranslation(casesNs);
  const users = useLightUsers(true);
  const update = useUpdateCase(profile.id);
  // A standard case keeps at least one team lead; a FOIA case may have none (the server holds the same rule).
  const needsLead = profile.case_type === 'STANDARD';
  const schema = useMemo(
    () =>
      z.object({
        title: z.string().trim().min(1).max(CASE_TITLE_MAX),
        description: z.string().trim().max(CASE_DESCRIPTION_MAX),
        status: z.enum(CASE_STATUSES),
        team_leads: z.array(z.string()).min(needsLead ? 1 : 0, t('newCase.teamLeadRequired')),
      }),
    [t, needsLead],
  );
  const form = useForm({
    resolver: zodResolver(schema, { error: translatedErrorMap(t) }),
    defaultValues: {
      title: profile.title,
      description: profile.description ?? '',
      status: ((CASE_STATUSES as readonly string[]).includes(profile.status)
        ? profile.status
        : 'PENDING') as CaseStatus,
      team_leads: profile.team_leads.map((lead) => String(lead.id)),
    },
  });
  const { errors } = form.formState;

  // Current leads stay choosable even if they are no longer in the active staff list.
  const userOptions = useMemo(() => {
    const options = (users.data ?? []).map((user) => ({ value: String(user.id), label: user.full_name }));
    for (const lead of profile.team_leads) {
      if (!options.some((o) => o.value === String(lead.id)))
        options.push({ value: String(lead.id), label: lead.full_name });
    }
    return options;
  }, [users.data, profile.team_leads]);

  const submit = form.handleSubmit((values) =>
    update.mutate(
      {
        title: values.title,
        description: values.description === '' ? null : values.description,
        status: values.status,
        team_leads: values.team_leads.map(Number),
      },
      {
        onSuccess: () => {
          toast.success(t('edit.success'));
          onClose();
        },
        onError: (error) => toast.error(caseErrorMessage(t, error), t('edit.error')),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput label={t('fields.title')} required error={errors.title?.message} {...form.register('title')} />
        <Textarea
          label={t('fields.description')}
          rows={4}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select
              label={t('fields.status')}
              required
              allowDeselect={false}
              data={CASE_STATUSES.map((value) => ({ value, label: caseStatusLabel(t, value) }))}
              value={field.value}
              onChange={(value) => field.onChange(value ?? field.value)}
              error={errors.status?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="team_leads"
          render={({ field }) => (
            <MultiSelect
              label={t('fields.teamLeads')}
              required={needsLead}
              searchable
              data={userOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              nothingFoundMessage={t('newCase.noEmployeesFound')}
              error={errors.team_leads?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
