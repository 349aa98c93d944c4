/** Renders a component inside the app's providers (no router), signed in with the given rules or as `me`. */
import type { EmployeeRule, MeResponse } from '@counsel/domain';
import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { ME_QUERY_KEY } from '../lib/current-user';
import { session } from '../lib/session';
import { i18n } from '../locales/i18n';
import { makeMe } from './fixtures';

export function renderInApp(node: ReactNode, signedIn: EmployeeRule[] | MeResponse) {
  void i18n.changeLanguage('en');
  // Toasts live in a module-wide store: start each test without the previous one's.
  notifications.clean();
  session.setAccessToken('test-access-token');
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, Array.isArray(signedIn) ? makeMe({ rules: signedIn }) : signedIn);
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      {node}
    </AppProviders>,
  );
  return { ...view, user, queryClient };
}
