/**
 * Disconnect beside a connected calendar's Sync button: asks first (what goes, what stays, and for
 * Microsoft where its consent is removed), then tells how it went. Google's revocation may fail while the
 * connection is removed all the same: the user is then told to remove the access in their Google account.
 */
import type { CalendarProvider } from '@counsel/domain';
import { Button } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarNs } from '../../locales/calendar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { calendarErrorMessage } from './calendar-display';
import { useDisconnectCalendar } from './use-calendar-disconnect';

export function DisconnectCalendarButton({ provider }: { provider: CalendarProvider }) {
  const { t } = useTranslation(calendarNs);
  const [opened, setOpened] = useState(false);
  const disconnect = useDisconnectCalendar(provider);

  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: ({ revocation }) => {
        setOpened(false);
        // Only Google revokes, so only Google's revocation can fail.
        if (revocation === 'failed') toast.error(t('google.disconnectedNotRevoked'), t('google.disconnected'));
        else toast.success(t(`${provider}.disconnected`));
      },
      onError: (error) => toast.error(calendarErrorMessage(t, error), t(`${provider}.disconnectError`)),
    });

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconPlugConnectedX size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t(`${provider}.disconnect`)}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t(`${provider}.disconnectTitle`)}
        message={t(`${provider}.disconnectMessage`)}
        confirmLabel={t('disconnect.confirm')}
        pending={disconnect.isPending}
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
