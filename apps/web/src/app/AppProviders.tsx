import { DirectionProvider, MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';
import { ME_QUERY_KEY } from '../lib/current-user';
import { session } from '../lib/session';
import { i18n } from '../locales/i18n';
import { installMenuFocusReturn } from './menu-focus-return';
import { ToastHost } from './ToastHost';
import { cssVariablesResolver, theme } from './theme';
import { withAccessibleDefaults } from './theme-accessibility';

export function createQueryClient(): QueryClient {
  // A new version of the terms while the app is open: the API refuses every call until the user accepts it,
  // so the session is read again and the route guard shows the terms dialog. The same when the firm starts
  // requiring a second factor: the guard then shows the enrolment alone.
  const termsCheck = (error: unknown) => {
    if (isApiError(error, 'terms_not_accepted') || isApiError(error, 'second_factor_required')) {
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: termsCheck }),
    mutationCache: new MutationCache({ onError: termsCheck }),
    defaultOptions: {
      queries: {
        // 4xx answers will not change on retry; network blips and 5xx get one more try.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
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

  useEffect(() => installMenuFocusReturn(document), []);

  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider>
        <TranslatedMantineProvider env={mantineEnv}>
          <ToastHost />
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </TranslatedMantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

/** The theme with the names of Mantine's own buttons (close, show password) in the active language. */
function TranslatedMantineProvider({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  // react-i18next hands out a new t when the language changes, so the theme follows the language.
  const { t } = useTranslation('common');
  const translated = useMemo(() => {
    const accessible = withAccessibleDefaults(theme, t);
    return env === 'test' ? withoutCollapseTransition(accessible) : accessible;
  }, [t, env]);
  return (
    <MantineProvider theme={translated} cssVariablesResolver={cssVariablesResolver} env={env}>
      {children}
    </MantineProvider>
  );
}

/**
 * Mantine's env 'test' renders a Collapse at once only when it has no transition; with one, it opens
 * on an animation frame, and a component test that clicks "Show" then asks for the content races that
 * frame on a busy machine.
 */
function withoutCollapseTransition(base: MantineThemeOverride): MantineThemeOverride {
  const components = base.components ?? {};
  const collapse = components.Collapse ?? {};
  return {
    ...base,
    components: {
      ...components,
      Collapse: { ...collapse, defaultProps: { ...collapse.defaultProps, transitionDuration: 0 } },
    },
  };
}
