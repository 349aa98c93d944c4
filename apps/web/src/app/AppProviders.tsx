import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isApiError } from '../lib/api';
import { i18n } from '../lib/i18n';
import { session } from '../lib/session';
import { ToastHost } from './ToastHost';
import { cssVariablesResolver, theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // 4xx answers will not change on retry; network blips and 5xx get one more try.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals for component tests. */
  mantineEnv?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, mantineEnv = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  // When the session ends (logout, or a refresh that failed) nothing of the previous user may linger.
  useEffect(
    () =>
      session.subscribe(() => {
        if (session.getAccessToken() === null) client.clear();
      }),
    [client],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={mantineEnv}>
          <ToastHost />
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
