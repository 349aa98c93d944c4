/**
 * /{locale}/client-form/:token: the page a client opens from the mailed link, without an account and
 * outside the staff's shell. It speaks the language the sender chose for the client (on first load it
 * moves to that locale's address) and the client may switch; Arabic reads right to left.
 */
import { Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useChooseLocale, useFollowLocale } from '../../../../lib/follow-locale';
import { formSendingNs } from '../../../../locales/formSending';
import { LanguageButtons } from '../../../../ui/LanguageButtons';
import { LinkError, type LinkProblem } from './form-access';
import { LinkFormSteps } from './LinkFormSteps';
import { ProblemMessage, ThankYou } from './LinkMessages';
import { linkAccess } from './link-api';

export default function ClientFormPage() {
  const { t } = useTranslation(formSendingNs);
  const { token = '' } = useParams();
  const chooseLocale = useChooseLocale();
  const access = useMemo(() => linkAccess(token), [token]);
  const query = useQuery({
    queryKey: access.queryKey,
    queryFn: ({ signal }) => access.get(signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = query.data?.form;
  useFollowLocale(form?.locale);

  const problem: LinkProblem | null = query.error
    ? query.error instanceof LinkError
      ? query.error.problem
      : 'failed'
    : null;

  return (
    <Container component="main" size="40rem" px="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            {form && (
              <Text size="sm" c="dimmed" dir="auto">
                {form.firm_name}
              </Text>
            )}
            <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {form?.form_title ?? t('link.pageTitle')}
            </Title>
          </Stack>
          <LanguageButtons label={t('link.language')} onChoose={chooseLocale} />
        </Group>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          {query.isPending && <Loader size="sm" aria-label={t('link.loading')} />}
          {problem && <ProblemMessage problem={problem} texts={access.problemTexts} />}
          {form && (form.status === 'submitted' ? <ThankYou already /> : <LinkFormSteps access={access} form={form} />)}
        </Paper>
      </Stack>
    </Container>
  );
}
