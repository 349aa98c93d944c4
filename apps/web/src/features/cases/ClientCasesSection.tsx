import { Alert, Anchor, Button, Group, Avatar as MantineAvatar, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClientCases } from '../../entities/case/use-cases';
import { errorMessage } from '../../lib/api-errors';
import { useAbility } from '../../lib/current-user';
import { useFormat } from '../../lib/format';
import { useLocalePath } from '../../lib/locale';
import { casesNs } from '../../locales/cases';
import { Avatar } from '../../ui/Avatar';
import { AddFoiaCaseDialog } from './AddFoiaCaseDialog';
import { CaseStatusBadge, CaseTypeBadge } from './CaseStatusBadge';

interface ClientCasesSectionProps {
  clientId: number;
  /** Shown as the preselected client of the FOIA dialog; the client's contact list entry is used when absent. */
  clientName?: string;
  clientEmail?: string | null;
}

/** A client's cases on the client profile, with links, and a "New FOIA case" action for that client. */
export function ClientCasesSection({ clientId, clientName, clientEmail }: ClientCasesSectionProps) {
  const { t } = useTranslation(casesNs);
  const ability = useAbility();
  const format = useFormat();
  const toPath = useLocalePath();
  const canView = ability.can('read', 'cases');
  const cases = useClientCases(clientId, canView);
  const [foiaOpened, foia] = useDisclosure(false);
  if (!canView) return null;

  const preselected = clientName
    ? { id: 0, name: clientName, email: clientEmail ?? null, related_entity_id: clientId }
    : { id: 0, name: t('clientCases.thisClient'), email: null, related_entity_id: clientId };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`client-cases-${clientId}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={`client-cases-${clientId}`}>
          {t('clientCases.title')}
        </Title>
        {ability.can('create', 'cases') && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={foia.open}>
            {t('foia.open')}
          </Button>
        )}
      </Group>
      {cases.isPending ? (
        <Text c="dimmed">{t('common:loading')}</Text>
      ) : cases.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, cases.error)}
        </Alert>
      ) : cases.data.cases.length === 0 ? (
        <Text c="dimmed">{t('clientCases.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('clientCases.title')}>
          {cases.data.cases.map((item) => (
            <Group component="li" key={item.id} justify="space-between" wrap="nowrap" style={{ listStyle: 'none' }}>
              <Stack gap={2}>
                <Group gap="xs">
                  <Anchor component={Link} to={toPath(`/client/${clientId}/cases/${item.id}`)} fw={500} dir="auto">
                    {item.title}
                  </Anchor>
                  <CaseTypeBadge caseType={item.case_type} />
                </Group>
                <Text size="xs" c="dimmed">
                  {t('profile.opened', { date: format.date(item.created_at) })}
                </Text>
              </Stack>
              <Group gap="sm" wrap="nowrap">
                {item.team_leads.length > 0 && (
                  <MantineAvatar.Group role="group" aria-label={t('fields.teamLeads')}>
                    {item.team_leads.map((lead) => (
                      <Avatar key={lead.id} name={lead.full_name} image={lead.image} size="sm" />
                    ))}
                  </MantineAvatar.Group>
                )}
                <CaseStatusBadge status={item.status} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <AddFoiaCaseDialog opened={foiaOpened} onClose={foia.close} preselected={preselected} />
    </Paper>
  );
}
