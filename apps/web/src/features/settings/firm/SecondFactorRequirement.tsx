/**
 * The firm profile's "Require a second factor" switches, for staff and for portal clients, each saved at once
 * with the rest of the profile.
 */
import type { LawFirm } from '@counsel/domain';
import { Alert, Paper, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { secondFactorNs } from '../../../locales/secondFactor';
import { toast } from '../../../ui/toast';
import { valuesOf } from './firm-form-values';
import { useSaveFirm } from './use-firm';

type Requirement = 'require_second_factor' | 'require_portal_second_factor';

export function SecondFactorRequirement({ firm }: { firm: LawFirm }) {
  const { t } = useTranslation(secondFactorNs);
  const save = useSaveFirm(firm.id);
  const toggle = (field: Requirement, checked: boolean) =>
    save.mutate(
      { ...valuesOf(firm), email: firm.email, phone_number: firm.phone_number, [field]: checked },
      { onSuccess: () => toast.success(t('firm.saved')) },
    );
  return (
    <Paper withBorder p="md" component="section" aria-label={t('firm.section')}>
      {save.isError && (
        <Alert color="red" role="alert" mb="sm">
          {errorMessage(t, save.error)}
        </Alert>
      )}
      <Stack>
        <Switch
          label={t('firm.label')}
          description={t('firm.description')}
          checked={firm.require_second_factor}
          disabled={save.isPending}
          onChange={(event) => toggle('require_second_factor', event.currentTarget.checked)}
        />
        <Switch
          label={t('firm.portalLabel')}
          description={t('firm.portalDescription')}
          checked={firm.require_portal_second_factor}
          disabled={save.isPending}
          onChange={(event) => toggle('require_portal_second_factor', event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
