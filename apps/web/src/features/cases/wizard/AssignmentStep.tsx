import type { LightUser } from '@counsel/domain';
import { MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { casesNs } from '../../../locales/cases';
import type { ParticipantGroup } from './wizard-model';

interface AssignmentStepProps {
  users: LightUser[];
  teamLeads: string[];
  onTeamLeads: (ids: string[]) => void;
  teamLeadError: string | null;
  groups: ParticipantGroup[];
  byType: Record<string, number | undefined>;
  onType: (key: string, userId: number | undefined) => void;
}

/** Step 2: team leads, and who does each participant type's tasks. */
export function AssignmentStep(props: AssignmentStepProps) {
  const { t } = useTranslation(casesNs);
  const options = props.users.map((user) => ({ value: String(user.id), label: user.full_name }));
  return (
    <Stack>
      <MultiSelect
        label={t('fields.teamLeads')}
        placeholder={t('newCase.teamLeadsPlaceholder')}
        required
        searchable
        data={options}
        value={props.teamLeads}
        onChange={props.onTeamLeads}
        nothingFoundMessage={t('newCase.noEmployeesFound')}
        error={props.teamLeadError}
      />
      <div>
        <Title order={3} size="h5">
          {t('wizard.participants')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('wizard.participantsHint')}
        </Text>
      </div>
      {props.groups.length === 0 && <Text size="sm">{t('wizard.noTasks')}</Text>}
      {props.groups.map((group) => (
        <Select
          key={group.key}
          label={group.name ?? t('wizard.noParticipantType')}
          description={t('wizard.taskCount', { count: group.taskIds.length })}
          placeholder={t('wizard.chooseEmployee')}
          searchable
          clearable
          data={options}
          value={props.byType[group.key] ? String(props.byType[group.key]) : null}
          onChange={(id) => props.onType(group.key, id ? Number(id) : undefined)}
        />
      ))}
    </Stack>
  );
}
