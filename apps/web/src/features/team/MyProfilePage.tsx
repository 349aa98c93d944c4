/**
 * /my-profile/{id}: the signed-in user's own profile (anyone else's id is not found): details, photo, a link to
 * their security page (sessions and sign-ins) and the change-password form, which returns here 1 second after a success.
 */

import { Alert, Anchor, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useEmployee } from '../../entities/employee/use-employee';
import { errorMessage } from '../../lib/api-errors';
import { useMe } from '../../lib/current-user';
import { useLocale } from '../../lib/locale';
import '../../locales/security';
import { teamNs } from '../../locales/team';
import { Avatar } from '../../ui/Avatar';
import { NotFound } from '../../ui/NotFound';
import { PageLoader } from '../../ui/PageLoader';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EditEmployeeForm } from './EditEmployeeForm';
import { PhotoUpload } from './PhotoUpload';

const TABS = ['details', 'password'] as const;
type Tab = (typeof TABS)[number];

export default function MyProfilePage() {
  const me = useMe();
  const id = Number(useParams().id);
  return id === me.user.id ? <MyProfile id={id} /> : <NotFound />;
}

function MyProfile({ id }: { id: number }) {
  const { t } = useTranslation(teamNs);
  const me = useMe();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const employee = useEmployee(id);
  const tab: Tab = search.get('tab') === 'password' ? 'password' : 'details';
  const backToProfile = useCallback(() => navigate(`/${locale}/my-profile/${id}`), [navigate, locale, id]);

  if (employee.isPending) return <PageLoader />;
  if (employee.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, employee.error)}
      </Alert>
    );
  }
  const { employee: detail } = employee.data;

  return (
    <Stack gap="lg">
      <Group gap="md">
        <Avatar name={detail.full_name} image={detail.image} size="xl" />
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('profile.title')}
          </Title>
          <Text c="dimmed">
            {detail.full_name} · {detail.position ? t(`common:positions.${detail.position}`) : me.user.email}
          </Text>
          <Group>
            <PhotoUpload userId={id} />
            <Anchor component={Link} to={`/${locale}/account/security`} size="sm">
              {t('security:profileLink')}
            </Anchor>
          </Group>
        </Stack>
      </Group>
      <Tabs value={tab} onChange={(next) => setSearch(next === 'password' ? { tab: 'password' } : {})}>
        <Tabs.List>
          <Tabs.Tab value="details">{t('profile.details')}</Tabs.Tab>
          <Tabs.Tab value="password">{t('profile.password')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Paper withBorder p="lg">
            <EditEmployeeForm
              employee={detail}
              canEditDetails
              canEditAccess={false}
              accessNote={t('rules.setByAdmin')}
            />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="password" pt="md">
          <Paper withBorder p="lg">
            <ChangePasswordForm userId={id} onDone={backToProfile} />
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
