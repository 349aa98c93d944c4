/** What the client's page says when the form cannot be used, and after the form is in. */
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formSendingNs } from '../../../../locales/formSending';
import type { LinkProblem } from './form-access';

/** The form's own problems, in the page's language, in the words of its way in (`texts`, see FormAccess). */
export function ProblemMessage({ problem, texts }: { problem: LinkProblem; texts: string }) {
  const { t } = useTranslation(formSendingNs);
  const key = problem === 'not_found' || problem === 'expired' || problem === 'revoked' ? problem : 'failed';
  if (problem === 'submitted') return <ThankYou already />;
  return (
    <Alert color={problem === 'failed' ? 'red' : 'orange'} role="alert" title={t(`${texts}.${key}.title`)}>
      {t(`${texts}.${key}.text`)}
    </Alert>
  );
}

export function ThankYou({ already = false }: { already?: boolean }) {
  const { t } = useTranslation(formSendingNs);
  return (
    <Stack gap="xs" role="status">
      <Title order={2} size="h3">
        {/* §8's 'Form submitted successfully!' is the client's: staff save or send a form, they do not submit it. */}
        {already ? t('link.thanksTitle') : t('link.submitted')}
      </Title>
      <Text>{already ? t('link.alreadySubmitted') : t('link.thanksText')}</Text>
    </Stack>
  );
}
