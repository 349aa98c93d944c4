import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { useFormat } from '../../lib/format';
import { termsNs } from '../../locales/terms';
import { PageLoader } from '../../ui/PageLoader';
import { TermsDocument } from './TermsDocument';
import { useTermsStatus } from './use-terms';

/** /settings/terms-of-service: the terms in force and when the signed-in user accepted them. */
export default function TermsOfServicePage() {
  const { t } = useTranslation(termsNs);
  const format = useFormat();
  const status = useTermsStatus();

  return (
    <Stack gap="lg" maw={820}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {status.isPending ? (
        <PageLoader />
      ) : status.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, status.error)}
        </Alert>
      ) : (
        <Text fw={500}>
          {status.data.accepted_at
            ? t('page.acceptedOn', { version: status.data.version, date: format.dateTime(status.data.accepted_at) })
            : t('page.notAccepted')}
        </Text>
      )}
      <Paper withBorder p="lg">
        <TermsDocument headingOrder={2} />
      </Paper>
    </Stack>
  );
}
