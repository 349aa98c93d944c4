/**
 * /{locale}/client-form/:token: the page a client opens from the mailed link, without an account and
 * outside the staff's shell. It speaks the language the sender chose for the client (on first load it
 * moves to that locale's address) and the client may switch; Arabic reads right to left.
 */
import { LOCALES, type Locale } from '@counsel/domain';
import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { pathInLocale, useLocale } from '../../../../lib/locale';
import { formSendingNs } from '../../../../locales/formSending';
import { LinkFormSteps } from './LinkFormSteps';
import { linkQueryKey, ProblemMessage, ThankYou } from './LinkMessages';
import { LinkError, type LinkProblem, linkApi } from './link-api';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/** Set when the locale was chosen (by the first load or by the client), so it is not overridden again. */
interface LinkLocationState {
  localeChosen?: boolean;
}

function LanguageChoice() {
  const { t } = useTranslation(formSendingNs);
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Group gap={4} role="group" aria-label={t('link.language')}>
      {LOCALES.map((option) => (
        <Button
          key={option}
          lang={option}
          size="compact-sm"
          variant={option === locale ? 'filled' : 'subtle'}
          aria-pressed={option === locale}
          onClick={() =>
            option !== locale &&
            void navigate(pathInLocale(location.pathname, option), { state: { localeChosen: true } })
          }
        >
          {LANGUAGE_NAMES[option]}
        </Button>
      ))}
    </Group>
  );
}

export default function ClientFormPage() {
  const { t } = useTranslation(formSendingNs);
  const { token = '' } = useParams();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: linkQueryKey(token),
    queryFn: ({ signal }) => linkApi.get(token, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = query.data?.form;
  const chosen = (location.state as LinkLocationState | null)?.localeChosen === true;

  useEffect(() => {
    if (form && !chosen && form.locale !== locale) {
      void navigate(pathInLocale(location.pathname, form.locale), { replace: true, state: { localeChosen: true } });
    }
  }, [form, chosen, locale, location.pathname, navigate]);

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
          <LanguageChoice />
        </Group>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          {query.isPending && <Loader size="sm" aria-label={t('link.loading')} />}
          {problem && <ProblemMessage problem={problem} />}
          {form && (form.status === 'submitted' ? <ThankYou already /> : <LinkFormSteps token={token} form={form} />)}
        </Paper>
      </Stack>
    </Container>
  );
}
