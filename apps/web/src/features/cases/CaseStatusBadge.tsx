import { CASE_STATUSES, type CaseStatus } from '@counsel/domain';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { casesNs } from '../../locales/cases';

export const CASE_STATUS_COLORS: Record<CaseStatus, string> = {
  PENDING: 'yellow',
  OPEN: 'blue',
  IN_PROGRESS: 'cyan',
  ON_HOLD: 'orange',
  CLOSED: 'gray',
};

const isCaseStatus = (status: string): status is CaseStatus => (CASE_STATUSES as readonly string[]).includes(status);

/** A status in words; an unknown one (from a later version of the API) is shown as it is. */
export function caseStatusLabel(t: TFunction, status: string): string {
  return isCaseStatus(status) ? t(`cases:status.${status}`) : status;
}

export function CaseStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(casesNs);
  return (
    <Badge variant="light" color={isCaseStatus(status) ? CASE_STATUS_COLORS[status] : 'gray'}>
      {caseStatusLabel(t, status)}
    </Badge>
  );
}

/** FOIA cases carry a mark; standard ones do not. */
export function CaseTypeBadge({ caseType }: { caseType: string }) {
  const { t } = useTranslation(casesNs);
  if (caseType !== 'FOIA') return null;
  return (
    <Badge variant="outline" color="grape">
      {t('type.FOIA')}
    </Badge>
  );
}
