/** Signing out: revoke the refresh token, forget everything cached for the user, go to the login page. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from './api';
import { loginPath, useLocale } from './locale';
import { session } from './session';
import { KEYS_CLEARED_ON_LOGOUT, writeStorage } from './storage-keys';

export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { locale } = useLocale();
  return useCallback(async () => {
    try {
      await api.post('/api/auth/logout');
    } catch {
      // The local session ends anyway; an unreachable server must not keep someone signed in on this device.
    }
    for (const key of KEYS_CLEARED_ON_LOGOUT) writeStorage(key, null);
    session.clear();
    queryClient.clear();
    await navigate(loginPath(locale), { replace: true });
  }, [queryClient, navigate, locale]);
}
