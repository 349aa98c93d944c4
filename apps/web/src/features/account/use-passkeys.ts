/**
 * The caller's passkeys (TanStack Query) and the browser's WebAuthn ceremonies. @simplewebauthn/browser is
 * loaded only when a ceremony starts, so the sign-in page and the app's first load do not carry it.
 */
import type { AuthResponse, MeResponse, Passkey, PasskeysResponse } from '@counsel/domain';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/current-user';

export const PASSKEYS_KEY = ['auth', 'passkeys'] as const;

const browserLib = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** The user closed the browser's passkey prompt, or it timed out: nothing to report as a failure. */
export const isCeremonyCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

export function usePasskeys() {
  return useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) => api.get<PasskeysResponse>('/api/auth/passkeys', { signal }),
  });
}

/**
 * Runs the registration ceremony (options, the browser's prompt, verify) and keeps the passkey under `name`.
 * `onAdded` runs even when the caller is gone by then (the firm's requirement met, its screen gives way).
 */
export function useAddPasskey(onAdded?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const [{ startRegistration }, optionsJSON] = await Promise.all([
        browserLib(),
        api.post<PublicKeyCredentialCreationOptionsJSON>('/api/auth/passkeys/registration/options'),
      ]);
      const response = await startRegistration({ optionsJSON });
      return api.post<Passkey>('/api/auth/passkeys/registration/verify', { response, name });
    },
    // A passkey is a second factor: known at once (the guard of the firm's requirement lets the app show before
    // the session is read again), and the session's state read again.
    onSuccess: () => {
      queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (me) =>
        me ? { ...me, second_factor: { enabled: true } } : me,
      );
      onAdded?.();
      return queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.patch<Passkey>(`/api/auth/passkeys/${id}`, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/auth/passkeys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth'] }),
  });
}

/**
 * A sign-in with a passkey: alone, or with a password sign-in's challenge as its second step. Answers what a
 * password sign-in answers.
 */
export async function signInWithPasskey(challenge?: string): Promise<AuthResponse> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    browserLib(),
    api.post<PublicKeyCredentialRequestOptionsJSON>(
      '/api/auth/passkeys/authentication/options',
      challenge ? { challenge } : {},
    ),
  ]);
  const response = await startAuthentication({ optionsJSON });
  return api.post<AuthResponse>('/api/auth/passkeys/authentication/verify', {
    response,
    ...(challenge ? { challenge } : {}),
  });
}
