/**
 * The calendar page's sync button for Google Calendar (people-and-scheduling §2 "sync buttons for each
 * external calendar"): Connect when not connected, Sync when connected, Reconnect (with why) when Google
 * revoked the access. Connecting opens the auth popup at once (so no blocker stops it); a sync answered 401
 * opens it with the answer's authorization_url and, after it closes, syncs again 2 seconds later (§4, §9).
 */
import { IconBrandGoogle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calendarNs } from '../../locales/calendar';
import { toast } from '../../ui/toast';
import { CalendarConnectionButton } from './CalendarConnectionButton';
import { calendarErrorMessage } from './calendar-display';
import { DisconnectCalendarButton } from './DisconnectCalendarButton';
import { calendarKeys } from './keys';
import { authorizationUrlOf, useAuthPopup } from './use-auth-popup';
import { useGoogleAuthorization, useSyncGoogle } from './use-google-calendar';

export function GoogleSyncButton() {
  const { t } = useTranslation(calendarNs);
  const queryClient = useQueryClient();
  const authorization = useGoogleAuthorization();
  const sync = useSyncGoogle();
  const authorize = useAuthPopup();
  const state = authorization.data;

  /** Syncs; a 401 opens the popup once, and the retry after it does not open another. */
  const runSync = (mayAuthorize: boolean): Promise<void> =>
    sync.mutateAsync().then(
      () => toast.success(t('google.syncSuccess')),
      async (error: unknown) => {
        const url = authorizationUrlOf(error);
        if (url && mayAuthorize) {
          await authorize(url, () => runSync(false));
          return;
        }
        toast.error(calendarErrorMessage(t, error), t('google.syncError'));
      },
    );

  const connect = async () => {
    if (!state?.authorization_url) return;
    await authorize(state.authorization_url, () => runSync(false));
    await queryClient.invalidateQueries({ queryKey: calendarKeys.all });
  };

  return (
    <CalendarConnectionButton
      state={
        state ? { connected: state.authorized, revoked: state.status === 'revoked', sandbox: state.sandbox } : null
      }
      loading={authorization.isLoading}
      syncing={sync.isPending}
      icon={<IconBrandGoogle size={16} aria-hidden />}
      labels={{
        sync: t('google.sync'),
        connect: t('google.connect'),
        reconnect: t('google.reconnect'),
        revoked: t('google.revoked'),
        sandbox: t('google.sandbox'),
      }}
      onSync={() => void runSync(true)}
      onConnect={() => void connect()}
      disconnect={<DisconnectCalendarButton provider="google" />}
    />
  );
}
