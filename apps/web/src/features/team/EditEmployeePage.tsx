/** /team/{employeeId}/edit-profile: an employee's details, and for admins their permission rules. */

import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useEmployee } from '../../entities/employee/use-employee';
import { isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useAbility, useMe } from '../../lib/current-user';
import { useLocalePath } from '../../lib/locale';
import { teamNs } from '../../locales/team';
import { Avatar } from '../../ui/Avatar';
import { NoAccess } from '../../ui/NoAccess';
import { NotFound } from '../../ui/NotFound';
import { PageLoader } from '../../ui/PageLoader';
import { EditEmployeeForm } from './EditEmployeeForm';
import { ResetSecondFactorButton } from './ResetSecondFactorButton';

export default function EditEmployeePage() {
  const id = Number(useParams().employeeId);
  const valid = Number.isInteger(id) && id > 0;
  return valid ? <EditEmployee id={id} /> : <NotFound />;
}

function EditEmployee({ id }: { id: number }) {
  const { t } = useTranslation(teamNs);
  const me = useMe();
  const ability = useAbility();
  const toPath = useLocalePath();
  const employee = useEmployee(id);

  if (employee.isPending) return <PageLoader />;
  if (employee.isError) {
    if (isApiError(employee.error, 'not_found')) return <NotFound />;
    if (isApiError(employee.error, 'forbidden')) return <NoAccess />;
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, employee.error)}
      </Alert>
    );
  }

  const self = id === me.user.id;
  const canEditDetails = self || ability.can('update', 'employees');
  const canEditAccess = me.user.is_admin && !self;
  if (!canEditDetails && !canEditAccess) return <NoAccess />;
  const { employee: detail } = employee.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={toPath('/team')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('edit.back')}
        </Group>
      </Anchor>
      <Group gap="md">
        <Avatar name={detail.full_name} image={detail.image} size="xl" />
        <div>
          <Title order={1} size="h2">
            {t('edit.title', { name: detail.full_name })}
          </Title>
          <Text c="dimmed">{detail.email}</Text>
        </div>
      </Group>
      {me.user.is_admin && !self && <ResetSecondFactorButton employeeId={detail.id} name={detail.full_name} />}
      <Paper withBorder p="lg">
        <EditEmployeeForm
          employee={detail}
          canEditDetails={canEditDetails}
          canEditAccess={canEditAccess}
          accessNote={t(self ? 'rules.notYourOwn' : 'rules.adminsOnly')}
        />
      </Paper>
    </Stack>
  );
}
