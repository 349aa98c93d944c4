import { type CaseProfile, clientFullName } from '@counsel/domain';
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCaseProfile } from '../../entities/case/use-cases';
import { isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useAbility } from '../../lib/current-user';
import { useFormat } from '../../lib/format';
import { useLocalePath } from '../../lib/locale';
import { casesNs } from '../../locales/cases';
import { Avatar } from '../../ui/Avatar';
import { NoAccess } from '../../ui/NoAccess';
import { NotFound } from '../../ui/NotFound';
import { PageLoader } from '../../ui/PageLoader';
import { formatPhoneForDisplay } from '../../ui/phone-number';
import { CaseInvoicesButton } from '../billing/lists/InvoicesLinkButton';
import { CaseReceiptsSection } from '../case-receipts/CaseReceiptsSection';
import { CaseDocumentsSection } from '../documents/CaseDocumentsSection';
import { ReopenFilledForm } from '../forms/filling/ReopenFilledForm';
import { CaseStatusBadge, CaseTypeBadge } from './CaseStatusBadge';
import { CloseCaseButton } from './closure/CloseCaseButton';
import { EditCaseModal } from './EditCaseModal';
import { FoiaRequestSection } from './foia/FoiaRequestSection';
import { CaseMembersSection } from './members/CaseMembersSection';
import { CaseTasksSection } from './tasks/CaseTasksSection';
import { ReopenCaseButton } from './tasks/ReopenCaseButton';

/** /client/{clientId}/cases/{caseId}: the case, its client, its team leads and its documents. */
export default function CaseProfilePage() {
  const { t } = useTranslation(casesNs);
  const params = useParams();
  const clientId = Number(params.clientId);
  const caseId = Number(params.caseId);
  const profile = useCaseProfile(caseId);

  if (!Number.isInteger(caseId) || caseId <= 0) return <NotFound />;
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    if (isApiError(profile.error, 'not_found')) return <NotFound />;
    if (isApiError(profile.error, 'forbidden')) return <NoAccess />;
    return (
      <Alert color="red" role="alert" title={t('profile.loadError')}>
        {errorMessage(t, profile.error)}
      </Alert>
    );
  }
  // The address names the client too: a case under another client's address does not exist there.
  if (profile.data.client_id !== clientId) return <NotFound />;
  return <CaseProfileView profile={profile.data} />;
}

function CaseProfileView({ profile }: { profile: CaseProfile }) {
  const { t } = useTranslation(casesNs);
  const format = useFormat();
  const toPath = useLocalePath();
  const ability = useAbility();
  const [editOpened, edit] = useDisclosure(false);
  const { client } = profile;
  const clientName = clientFullName(client);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2" dir="auto">
              {profile.title}
            </Title>
            <CaseStatusBadge status={profile.status} />
            <CaseTypeBadge caseType={profile.case_type} />
          </Group>
          <Text c="dimmed" size="sm">
            {t('profile.opened', { date: format.date(profile.created_at) })}
          </Text>
        </Stack>
        <Group gap="sm">
          <CaseInvoicesButton clientId={profile.client_id} caseId={profile.id} />
          {profile.status === 'CLOSED' && ability.can('update', 'cases') && <ReopenCaseButton caseId={profile.id} />}
          <CloseCaseButton profile={profile} />
          {ability.can('update', 'cases') && (
            <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={edit.open}>
              {t('profile.edit')}
            </Button>
          )}
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <Paper withBorder p="md" component="section" aria-labelledby="case-description">
              <Title order={2} size="h4" mb="xs" id="case-description">
                {t('fields.description')}
              </Title>
              {profile.description ? (
                <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                  {profile.description}
                </Text>
              ) : (
                <Text c="dimmed">{t('profile.noDescription')}</Text>
              )}
            </Paper>
            <Paper withBorder p="md" component="section" aria-labelledby="case-team-leads">
              <Title order={2} size="h4" mb="xs" id="case-team-leads">
                {t('fields.teamLeads')}
              </Title>
              {profile.team_leads.length === 0 ? (
                <Text c="dimmed">{t('profile.noTeamLeads')}</Text>
              ) : (
                <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('fields.teamLeads')}>
                  {profile.team_leads.map((lead) => (
                    <Group component="li" key={lead.id} gap="sm" style={{ listStyle: 'none' }}>
                      <Avatar name={lead.full_name} image={lead.image} size="md" />
                      <div>
                        <Text fw={500}>
                          <bdi>{lead.full_name}</bdi>
                        </Text>
                        {lead.position && (
                          <Text size="sm" c="dimmed">
                            {t(`common:positions.${lead.position}`, { defaultValue: lead.position })}
                          </Text>
                        )}
                      </div>
                    </Group>
                  ))}
                </Stack>
              )}
            </Paper>
            {profile.case_type === 'FOIA' && <FoiaRequestSection caseId={profile.id} />}
            <CaseTasksSection profile={profile} />
            <CaseMembersSection
              caseId={profile.id}
              caseTitle={profile.title}
              closed={profile.status === 'CLOSED'}
              teamLeadCount={profile.team_leads.length}
            />
            <CaseReceiptsSection caseId={profile.id} clientId={profile.client_id} title={profile.title} />
            <CaseDocumentsSection
              clientId={profile.client_id}
              caseId={profile.id}
              caseTitle={profile.title}
              formEditor={ReopenFilledForm}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="case-client">
            <Title order={2} size="h4" mb="sm" id="case-client">
              {t('profile.client')}
            </Title>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar name={clientName} image={client.image} size="lg" />
              <Stack gap={2}>
                <Anchor component={Link} to={toPath(`/client/${client.id}`)} fw={600}>
                  <bdi>{clientName}</bdi>
                </Anchor>
                {client.email && (
                  <Text size="sm" c="dimmed">
                    {client.email}
                  </Text>
                )}
                {client.phone_number && (
                  <Text size="sm" c="dimmed">
                    <bdi dir="ltr">{formatPhoneForDisplay(client.phone_number)}</bdi>
                  </Text>
                )}
              </Stack>
            </Group>
            {profile.contact && profile.contact.contact_type !== 'individual' && (
              <Text size="sm" mt="sm">
                {t('profile.openedFor')} <bdi>{profile.contact.name}</bdi>
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <EditCaseModal opened={editOpened} onClose={edit.close} profile={profile} />
    </Stack>
  );
}
