/**
 * The calendar page's button for Microsoft 365 (people-and-scheduling §2, §4 "Microsoft calendar flow"),
 * beside Google's and alike: Connect opens the Microsoft sign-in popup at once (so no blocker stops it),
 * verified by the popup's message or, when it closes without one, by checking again 1 second later;
 * Sync reads the Outlook calendar (a 401 signs in first, then syncs again); Reconnect when revoked.
 */
import { IconBrandWindows } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { calendarNs } from '../../locales/calendar';
import { toast } from '../../ui/toast';
import { CalendarConnectionButton } from './CalendarConnectionButton';
import { calendarErrorMessage } from './calendar-display';
import { DisconnectCalendarButton } from './DisconnectCalendarButton';
import {
  microsoftAuthorizationUrlOf,
  useMicrosoftSignIn,
  useMicrosoftUserInfo,
  useSyncMicrosoft,
} from './use-microsoft-calendar';

export function MicrosoftSyncButton() {
  const { t } = useTranslation(calendarNs);
  const info = useMicrosoftUserInfo();
  const sync = useSyncMicrosoft();
  const signIn = useMicrosoftSignIn();
  const state = info.data;

  /** Syncs; a 401 signs in once, and the sync after it does not ask again. */
  const runSync = (maySignIn: boolean): Promise<void> =>
    sync.mutateAsync().then(
      () => toast.success(t('microsoft.syncSuccess')),
      async (error: unknown) => {
        const url = microsoftAuthorizationUrlOf(error);
        if (url && maySignIn) {
          if (await signIn(url)) await runSync(false);
          return;
        }
        toast.error(calendarErrorMessage(t, error), t('microsoft.syncError'));
      },
    );

  const connect = async () => {
    if (!state?.authorization_url) return;
    if (await signIn(state.authorization_url)) await runSync(false);
  };

  return (
    <CalendarConnectionButton
      state={state ? { connected: state.verified, revoked: state.status === 'revoked', sandbox: state.sandbox } : null}
      loading={info.isLoading}
      syncing={sync.isPending}
      icon={<IconBrandWindows size={16} aria-hidden />}
      labels={{
        sync: t('microsoft.sync'),
        connect: t('microsoft.connect'),
        reconnect: t('microsoft.reconnect'),
        revoked: t('microsoft.revoked'),
        sandbox: t('microsoft.sandbox'),
      }}
      onSync={() => void runSync(true)}
      onConnect={() => void connect()}
      disconnect={<DisconnectCalendarButton provider="microsoft" />}
    />
  );
}
