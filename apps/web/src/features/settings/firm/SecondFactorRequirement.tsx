/** The firm profile's "Require a second factor for staff" switch, saved at once with the rest of the profile. */
import type { LawFirm } from '@counsel/domain';
import { Alert, Paper, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { secondFactorNs } from '../../../locales/secondFactor';
import { toast } from '../../../ui/toast';
import { valuesOf } from './firm-form-values';
import { useSaveFirm } from './use-firm';

export function SecondFactorRequirement({ firm }: { firm: LawFirm }) {
  const { t } = useTranslation(secondFactorNs);
  const save = useSaveFirm(firm.id);
  return (
    <Paper withBorder p="md" component="section" aria-label={t('firm.label')}>
      {save.isError && (
        <Alert color="red" role="alert" mb="sm">
          {errorMessage(t, save.error)}
        </Alert>
      )}
      <Switch
        label={t('firm.label')}
        description={t('firm.description')}
        checked={firm.require_second_factor}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            {
              ...valuesOf(firm),
              email: firm.email,
              phone_number: firm.phone_number,
              require_second_factor: event.currentTarget.checked,
            },
            { onSuccess: () => toast.success(t('firm.saved')) },
          )
        }
      />
    </Paper>
  );
}
