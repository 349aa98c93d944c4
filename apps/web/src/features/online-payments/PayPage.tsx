/**
 * /{locale}/pay/:token: the page a client opens from an invoice's pay link, without an account and outside the
 * staff's shell. It speaks the invoice's language (on first load it moves to that locale's address) and the client
 * may switch; Arabic reads right to left. The invoice, then the payment: amount, card, and the payment's outcome.
 */
import { Alert, Anchor, Box, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useChooseLocale, useFollowLocale } from '../../lib/follow-locale';
import { ApiError } from '../../lib/http';
import { onlinePaymentsNs } from '../../locales/onlinePayments';
import { LanguageButtons } from '../../ui/LanguageButtons';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink';
import { InvoiceSummary } from './InvoiceSummary';
import { PayPanel } from './PayPanel';
import { payApi, payViewKey } from './pay-api';
import { usePayFormat } from './use-pay-format';

export default function PayPage() {
  const { t } = useTranslation(onlinePaymentsNs);
  const { token = '' } = useParams();
  const chooseLocale = useChooseLocale();
  const query = useQuery({
    queryKey: payViewKey(token),
    queryFn: ({ signal }) => payApi.view(token, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const view = query.data;
  useFollowLocale(view?.invoice.language);
  const format = usePayFormat(view?.invoice.currency);
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Container component="main" id={MAIN_CONTENT_ID} size="40rem" px="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            {view && (
              <Text size="sm" c="dimmed" dir="auto">
                {view.firm.name}
              </Text>
            )}
            <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {view ? (
                <InvoiceTitle text={t('title', { number: NUMBER_SLOT })} number={view.invoice.invoice_number} />
              ) : (
                t('pay.heading')
              )}
            </Title>
          </Stack>
          <LanguageButtons label={t('language')} onChoose={chooseLocale} />
        </Group>
        {query.isPending && <Loader size="sm" aria-label={t('loading')} />}
        {notFound && (
          <Alert color="orange" role="alert" title={t('notFound.title')}>
            {t('notFound.text')}
          </Alert>
        )}
        {query.isError && !notFound && (
          <Alert color="red" role="alert" title={t('loadFailed.title')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('loadFailed.text')}</Text>
              <Button variant="default" size="compact-sm" onClick={() => void query.refetch()}>
                {t('loadFailed.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {view && (
          <>
            <InvoiceSummary view={view} format={format} />
            <PayPanel token={token} view={view} format={format} />
            <FirmContact firm={view.firm} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function FirmContact({ firm }: { firm: { name: string; email: string | null; phone: string | null } }) {
  const { t } = useTranslation(onlinePaymentsNs);
  if (!firm.email && !firm.phone) return null;
  return (
    <Box component="footer">
      <Text size="sm" fw={600} dir="auto">
        {t('contact', { firm: firm.name })}
      </Text>
      <Group gap="md" wrap="wrap">
        {firm.email && (
          <Text size="sm">
            {t('email')}:{' '}
            <Anchor href={`mailto:${firm.email}`} dir="ltr">
              {firm.email}
            </Anchor>
          </Text>
        )}
        {firm.phone && (
          <Text size="sm">
            {t('phone')}:{' '}
            <Anchor href={`tel:${firm.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {firm.phone}
            </Anchor>
          </Text>
        )}
      </Group>
    </Box>
  );
}

/** Where the invoice number goes in the translated title, so it can be set apart from the words around it. */
const NUMBER_SLOT = '\u0000';

/**
 * The title with its invoice number kept whole and left to right: in Arabic on a phone, "INV-00011" broke at its
 * hyphen onto two lines and read backwards.
 */
function InvoiceTitle({ text, number }: { text: string; number: string }) {
  const [before = '', after = ''] = text.split(NUMBER_SLOT);
  return (
    <>
      {before}
      <bdi style={{ whiteSpace: 'nowrap' }}>{number}</bdi>
      {after}
    </>
  );
}
