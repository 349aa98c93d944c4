import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { caseReceiptsNs } from '../../locales/caseReceipts';

/** The upgrade alert of spec §8, shown while receipt actions are blocked by the plan's USCIS queries. */
export function UscisLimitAlert() {
  const { t } = useTranslation(caseReceiptsNs);
  return (
    <Alert color="orange" role="alert" icon={<IconAlertTriangle aria-hidden />} title={t('limit.alertTitle')}>
      {t('limit.alert')}
    </Alert>
  );
}
