/** One form in the client's list: what it is, who sent it, where it stands and what the client can do with it. */
import type { PortalFormSummary } from '@counsel/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { useLocale, useLocalePath } from '../../lib/locale';
import { portalNs } from '../../locales/portal';
import { SENT_FORM_STATUS_COLORS } from '../forms/sending/SentFormStatusBadge';
import { portalApi } from './portal-api';
import { portalFormPath } from './portal-paths';

/** What opening the form does, by its state: none once it can no longer be opened. */
function actionOf(form: PortalFormSummary): 'fill' | 'continue' | 'view' | null {
  switch (form.status) {
    case 'sent':
    case 'opened':
      return 'fill';
    case 'in_progress':
      return 'continue';
    case 'submitted':
      return 'view';
    default:
      return null;
  }
}

export function PortalFormCard({ form }: { form: PortalFormSummary }) {
  const { t } = useTranslation(portalNs);
  const { locale } = useLocale();
  const toPath = useLocalePath();
  const titleId = useId();
  const action = actionOf(form);
  const date = (iso: string) => formatDate(iso, locale);

  return (
    <Card component="li" withBorder padding="md" radius="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {form.form_title}
          </Title>
          <Badge color={SENT_FORM_STATUS_COLORS[form.status]} variant="light" autoContrast>
            {t(`status.${form.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('list.from')} <bdi>{form.firm_name}</bdi>
        </Text>
        <Text size="sm" c="dimmed">
          {form.submitted_at
            ? t('list.submittedOn', { sent: date(form.sent_at), submitted: date(form.submitted_at) })
            : t('list.dates', { sent: date(form.sent_at), expires: date(form.expires_at) })}
        </Text>
        {(form.status === 'revoked' || form.status === 'expired') && <Text size="sm">{t(`list.${form.status}`)}</Text>}
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {form.has_signed_pdf && (
            <Button
              component="a"
              href={portalApi.signedPdfUrl(form.id)}
              download
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-describedby={titleId}
            >
              {t('list.download')}
            </Button>
          )}
          {action && (
            <Button component={Link} to={toPath(portalFormPath(form.id))} size="xs" aria-describedby={titleId}>
              {t(`list.${action}`)}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
