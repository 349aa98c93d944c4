/** Switching the interface language: remember it (device and server), then show the same page in it. */
import type { AuthUser, Locale, MeResponse } from '@counsel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from './api';
import { ME_QUERY_KEY } from './current-user';
import { pathInLocale } from './locale';
import { rememberLocale } from './preferences';
import { session } from './session';

export function useChangeLocale() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  /** Saves the choice on this device and, when signed in, on the server. Rejects when the server refuses. */
  const saveLocale = useCallback(
    async (locale: Locale) => {
      rememberLocale(locale);
      if (session.getAccessToken() === null) return;
      const user = await api.patch<AuthUser>('/api/auth/me', { locale });
      queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (me) => (me ? { ...me, user: { ...me.user, ...user } } : me));
    },
    [queryClient],
  );

  /** Shows the current page under the chosen locale's prefix. */
  const goToLocale = useCallback(
    (locale: Locale) => navigate(`${pathInLocale(location.pathname, locale)}${location.search}${location.hash}`),
    [navigate, location],
  );

  return { saveLocale, goToLocale };
}
