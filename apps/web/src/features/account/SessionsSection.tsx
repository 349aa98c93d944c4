/**
 * The caller's open sessions, one card each (they wrap to the screen's width): device, browser, address, when
 * it signed in and was last active, "This device" on the current one. Every other session has Sign out, and
 * all of them go at once with "Sign out all other sessions"; each asks first in a dialog that holds the focus
 * and gives it back to the button that opened it.
 */
import type { AccountSession } from '@counsel/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconWorld } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { useFormat } from '../../lib/format';
import { securityNs } from '../../locales/security';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageLoader } from '../../ui/PageLoader';
import { toast } from '../../ui/toast';
import { deviceName } from './device-name';
import { SectionHeading } from './SectionHeading';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from './use-security';

const ICONS = { desktop: IconDeviceDesktop, mobile: IconDeviceMobile, tablet: IconDeviceTablet } as const;

export function SessionsSection() {
  const { t } = useTranslation(securityNs);
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState<AccountSession | null>(null);
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  // After a sign-out the button that opened the dialog is gone (its card, or the all-others button): the focus
  // goes to the section's heading, once the dialog has closed and tried to give it back (Mantine does so 10 ms on).
  const heading = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || confirming || confirmingOthers) return;
    const timer = window.setTimeout(() => {
      heading.current?.focus();
      setRefocus(false);
    }, 50);
    return () => window.clearTimeout(timer);
  }, [refocus, confirming, confirmingOthers]);

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);

  const endOne = () => {
    if (!confirming) return;
    revoke.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        setRefocus(true);
        toast.success(t('sessions.revoked'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };
  const endOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => {
        setConfirmingOthers(false);
        setRefocus(true);
        toast.success(t('sessions.othersRevoked', { count: revoked }));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  return (
    <Stack component="section" aria-labelledby="security-sessions" gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SectionHeading id="security-sessions" ref={heading} title={t('sessions.title')} intro={t('sessions.intro')} />
        {others.length > 0 && (
          <Button variant="light" color="red" onClick={() => setConfirmingOthers(true)}>
            {t('sessions.revokeOthers')}
          </Button>
        )}
      </Group>
      {sessions.isPending ? (
        <PageLoader />
      ) : sessions.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, sessions.error)}
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {list.map((session) => (
              <SessionCard key={session.id} session={session} onSignOut={() => setConfirming(session)} />
            ))}
          </SimpleGrid>
          {others.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('sessions.onlyThis')}
            </Text>
          )}
        </>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('sessions.confirmTitle')}
        message={confirming ? t('sessions.confirmMessage', { device: deviceName(t, confirming) }) : ''}
        confirmLabel={t('sessions.signOut')}
        pending={revoke.isPending}
        onConfirm={endOne}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        opened={confirmingOthers}
        title={t('sessions.revokeOthersTitle')}
        message={t('sessions.revokeOthersMessage')}
        confirmLabel={t('sessions.revokeOthersConfirm')}
        pending={revokeOthers.isPending}
        onConfirm={endOthers}
        onClose={() => setConfirmingOthers(false)}
      />
    </Stack>
  );
}

function SessionCard({ session, onSignOut }: { session: AccountSession; onSignOut: () => void }) {
  const { t } = useTranslation(securityNs);
  const format = useFormat();
  const name = deviceName(t, session);
  const Icon = (session.device_type && ICONS[session.device_type as keyof typeof ICONS]) || IconWorld;
  const facts: Array<[string, string]> = [
    [t('sessions.address'), session.address ?? t('sessions.unknown')],
    [t('sessions.created'), format.dateTime(session.created_at)],
    [t('sessions.lastSeen'), format.dateTime(session.last_seen_at)],
  ];
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Icon size={20} aria-hidden style={{ flexShrink: 0, marginBlockStart: 2 }} />
          <Stack gap={2} style={{ minInlineSize: 0, flex: 1 }}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {session.current && (
                <Badge color="teal" variant="light">
                  {t('sessions.thisDevice')}
                </Badge>
              )}
            </Group>
            {session.device_type && (
              <Text size="sm" c="dimmed">
                {t(`deviceTypes.${session.device_type}`)}
              </Text>
            )}
          </Stack>
        </Group>
        <Stack component="dl" gap={4} m={0}>
          {facts.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="wrap">
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        {!session.current && (
          <Group justify="flex-end">
            <Button
              variant="default"
              size="xs"
              onClick={onSignOut}
              aria-label={t('sessions.signOutOf', { device: name })}
            >
              {t('sessions.signOut')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
