/**
 * Whether the user's Drive is connected, and the connect flow: not authorized → a confirm dialog →
 * the authorization popup → back with the token (the access query is fetched again).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';
import { toast } from '../../../ui/toast';
import { openAuthorizationPopup, waitForPopup } from './authorize-popup';
import { driveKey, isAuthorized, useDriveAccess } from './drive-api';

export function useDriveConnection(userId: number, enabled = true) {
  const { t } = useTranslation(documentsNs);
  const queryClient = useQueryClient();
  const access = useDriveAccess(userId, enabled);
  const [asking, setAsking] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const authorizationUrl = access.data && 'authorization_url' in access.data ? access.data.authorization_url : null;

  const authorize = useCallback(async () => {
    setAsking(false);
    if (!authorizationUrl) return;
    const popup = openAuthorizationPopup(authorizationUrl);
    if (!popup) {
      toast.error(t('drive.connect.popupBlocked'));
      return;
    }
    setWaiting(true);
    await waitForPopup(popup);
    setWaiting(false);
    await queryClient.invalidateQueries({ queryKey: driveKey(userId) });
  }, [authorizationUrl, queryClient, t, userId]);

  const ask = useCallback(() => setAsking(true), []);
  const dismiss = useCallback(() => setAsking(false), []);

  return {
    access,
    authorized: isAuthorized(access.data),
    notAuthorized: authorizationUrl !== null,
    sandbox: access.data?.sandbox ?? false,
    asking,
    ask,
    dismiss,
    waiting,
    authorize,
  };
}

export type DriveConnection = ReturnType<typeof useDriveConnection>;
