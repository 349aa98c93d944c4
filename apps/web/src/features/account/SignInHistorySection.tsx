/**
 * The caller's last 50 sign-in attempts, newest first: when, from which device and address, how (the factor)
 * and whether it worked (with why not). A table on wide screens; on a phone each attempt is a small card, so
 * nothing runs wider than the screen.
 */
import type { SignInAttempt } from '@counsel/domain';
import { Alert, Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { useFormat } from '../../lib/format';
import { securityNs } from '../../locales/security';
import { PageLoader } from '../../ui/PageLoader';
import { deviceName } from './device-name';
import { SectionHeading } from './SectionHeading';
import { useSignIns } from './use-security';

function Result({ t, attempt }: { t: TFunction; attempt: SignInAttempt }) {
  if (attempt.succeeded) {
    return (
      <Badge color="teal" variant="light">
        {t('signIns.succeeded')}
      </Badge>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="red" variant="light">
        {t('signIns.failed')}
      </Badge>
      {attempt.failure_reason && (
        <Text size="xs" c="dimmed">
          {t(`signIns.failures.${attempt.failure_reason}`)}
        </Text>
      )}
    </Stack>
  );
}

export function SignInHistorySection() {
  const { t } = useTranslation(securityNs);
  const format = useFormat();
  const signIns = useSignIns();
  const narrow = useMediaQuery('(max-width: 48em)');
  const list = signIns.data?.sign_ins ?? [];

  return (
    <Stack component="section" aria-labelledby="security-sign-ins" gap="sm">
      <SectionHeading id="security-sign-ins" title={t('signIns.title')} intro={t('signIns.intro')} />
      {signIns.isPending ? (
        <PageLoader />
      ) : signIns.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, signIns.error)}
        </Alert>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('signIns.empty')}
        </Text>
      ) : narrow ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('signIns.title')}>
          {list.map((attempt) => (
            <Paper key={attempt.id} component="li" withBorder p="sm">
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {format.dateTime(attempt.at)}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {deviceName(t, attempt)}
                  {attempt.address ? ` · ${attempt.address}` : ''}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`signIns.factors.${attempt.factor}`)}
                </Text>
                <Result t={t} attempt={attempt} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-labelledby="security-sign-ins">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('signIns.time')}</Table.Th>
                <Table.Th scope="col">{t('signIns.device')}</Table.Th>
                <Table.Th scope="col">{t('signIns.address')}</Table.Th>
                <Table.Th scope="col">{t('signIns.method')}</Table.Th>
                <Table.Th scope="col">{t('signIns.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((attempt) => (
                <Table.Tr key={attempt.id}>
                  <Table.Td>{format.dateTime(attempt.at)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{deviceName(t, attempt)}</Table.Td>
                  <Table.Td>{attempt.address ?? ''}</Table.Td>
                  <Table.Td>{t(`signIns.factors.${attempt.factor}`)}</Table.Td>
                  <Table.Td>
                    <Result t={t} attempt={attempt} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
