/**
 * "Sign in with a passkey" (the sign-in page, alone) and "Use a passkey" (the code step, with the password's
 * challenge): the browser's prompt, then the session a password sign-in would start. A closed prompt or a
 * refused passkey shows below the button.
 */
import type { AuthResponse } from '@counsel/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { session } from '../../lib/session';
import { secondFactorNs } from '../../locales/secondFactor';
import { secondFactorErrorMessage } from '../account/second-factor-errors';
import { passkeysSupported, signInWithPasskey } from '../account/use-passkeys';

export function PasskeyButton({
  challenge,
  label,
  onSignedIn,
}: {
  /** The password sign-in's challenge, for the second step; none for a passwordless sign-in. */
  challenge?: string;
  label: string;
  onSignedIn?: (answer: AuthResponse) => void;
}) {
  const { t } = useTranslation(secondFactorNs);
  const signIn = useMutation({
    mutationFn: () => signInWithPasskey(challenge),
    onSuccess: (answer) => {
      session.setAccessToken(answer.access_token);
      onSignedIn?.(answer);
    },
  });
  if (!passkeysSupported()) return null;
  return (
    <Stack gap="xs">
      {signIn.isError && (
        <Alert color="red" role="alert">
          {secondFactorErrorMessage(t, signIn.error)}
        </Alert>
      )}
      <Button
        variant="default"
        leftSection={<IconKey size={16} aria-hidden />}
        loading={signIn.isPending}
        onClick={() => signIn.mutate()}
        fullWidth
      >
        {label}
      </Button>
    </Stack>
  );
}
