/**
 * /{locale}/portal/forms/:id: one of the client's forms, filled on the same screens a mailed link opens,
 * through the portal's calls. A submitted form offers its signed copy.
 */
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { directionOf, useLocale, useLocalePath } from '../../lib/locale';
import { portalNs } from '../../locales/portal';
import { LinkError, type LinkProblem } from '../forms/sending/link/form-access';
import { LinkFormSteps } from '../forms/sending/link/LinkFormSteps';
import { ProblemMessage, ThankYou } from '../forms/sending/link/LinkMessages';
import { portalApi } from './portal-api';
import { portalFormAccess } from './portal-form-access';
import { PORTAL_FORMS } from './portal-paths';
import { PORTAL_FORMS_KEY } from './use-portal';

export default function PortalFormPage() {
  const { t } = useTranslation(portalNs);
  const { locale } = useLocale();
  const toPath = useLocalePath();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const access = useMemo(() => portalFormAccess(id), [id]);
  const query = useQuery({
    queryKey: access.queryKey,
    queryFn: ({ signal }) => access.get(signal),
    enabled: valid,
    retry: false,
  });
  const form = query.data?.form;
  const problem: LinkProblem | null = !valid
    ? 'not_found'
    : query.error
      ? query.error instanceof LinkError
        ? query.error.problem
        : 'failed'
      : null;
  const BackIcon = directionOf(locale) === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={toPath(PORTAL_FORMS)} size="sm">
        <Group gap={4} component="span">
          <BackIcon size={14} aria-hidden />
          {t('form.back')}
        </Group>
      </Anchor>
      <Stack gap={2}>
        {form && (
          <Text size="sm" c="dimmed" dir="auto">
            {form.firm_name}
          </Text>
        )}
        <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {form?.form_title ?? t('form.title')}
        </Title>
      </Stack>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {valid && query.isPending && <Loader size="sm" aria-label={t('form.loading')} />}
        {/* A session that ended is taken to the sign-in page by the portal's frame. */}
        {problem && problem !== 'signed_out' && <ProblemMessage problem={problem} texts={access.problemTexts} />}
        {form?.status === 'submitted' && (
          <Stack gap="md" align="flex-start">
            <ThankYou already />
            <Button
              component="a"
              href={portalApi.signedPdfUrl(id)}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('list.download')}
            </Button>
          </Stack>
        )}
        {form && form.status !== 'submitted' && (
          <LinkFormSteps
            access={access}
            form={form}
            onSubmitted={() => void queryClient.invalidateQueries({ queryKey: PORTAL_FORMS_KEY })}
          />
        )}
      </Paper>
    </Stack>
  );
}
