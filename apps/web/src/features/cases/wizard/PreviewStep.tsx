import type { LightUser } from '@counsel/domain';
import { Badge, Group, Paper, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { casesNs } from '../../../locales/cases';
import { matchesPreviewSearch, type WizardTask } from './wizard-model';

interface PreviewStepProps {
  tasks: WizardTask[];
  users: LightUser[];
  assignments: Map<number, number | undefined>;
  onTask: (taskId: number, userId: number | undefined) => void;
}

/** Step 3: every task with who will do it, searchable, each changeable. */
export function PreviewStep({ tasks, users, assignments, onTask }: PreviewStepProps) {
  const { t } = useTranslation(casesNs);
  const [query, setQuery] = useState('');
  const nameOf = (id: number | undefined) => users.find((user) => user.id === id)?.full_name ?? '';
  const options = users.map((user) => ({ value: String(user.id), label: user.full_name }));
  const shown = tasks.filter((task) => matchesPreviewSearch(task, nameOf(assignments.get(task.id)), query));
  return (
    <Stack>
      <TextInput
        type="search"
        label={t('wizard.searchTasks')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={360} type="auto">
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((task) => (
            <Paper component="li" key={task.id} withBorder p="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                  <Text fw={500}>{task.title}</Text>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {task.stepTitle}
                    </Text>
                    {task.alternativeTitle && (
                      <Badge size="xs" variant="light" color="grape">
                        {t('wizard.alternative', { title: task.alternativeTitle })}
                      </Badge>
                    )}
                    {task.typeName && (
                      <Badge size="xs" variant="outline">
                        {task.typeName}
                      </Badge>
                    )}
                  </Group>
                </Stack>
                <Select
                  aria-label={t('wizard.assigneeOf', { task: task.title })}
                  placeholder={t('wizard.unassigned')}
                  searchable
                  data={options}
                  value={assignments.get(task.id) ? String(assignments.get(task.id)) : null}
                  onChange={(id) => onTask(task.id, id ? Number(id) : undefined)}
                  error={assignments.get(task.id) === undefined}
                  w={{ base: '100%', xs: 220 }}
                />
              </Group>
            </Paper>
          ))}
          {shown.length === 0 && <Text size="sm">{t('wizard.noMatches')}</Text>}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
