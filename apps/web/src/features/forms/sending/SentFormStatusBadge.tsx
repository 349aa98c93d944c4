import type { SentFormStatus } from '@counsel/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formSendingNs } from '../../../locales/formSending';

/** The colour of each state; the client portal's badges use the same. */
export const SENT_FORM_STATUS_COLORS: Record<SentFormStatus, string> = {
  sent: 'blue',
  opened: 'cyan',
  in_progress: 'yellow',
  submitted: 'teal',
  revoked: 'gray',
  expired: 'red',
};

/** Where a sent form stands, as a coloured word (the word carries the meaning; the colour only helps). */
export function SentFormStatusBadge({ status }: { status: SentFormStatus }) {
  const { t } = useTranslation(formSendingNs);
  return (
    <Badge color={SENT_FORM_STATUS_COLORS[status]} variant="light" autoContrast>
      {t(`status.${status}`)}
    </Badge>
  );
}
