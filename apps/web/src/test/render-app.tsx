import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { routes } from '../app/routes';
import { session } from '../lib/session';

/** The whole app (real routes, providers, guards) at one address, optionally signed in. */
export function renderApp(path: string, options: { token?: string | null } = {}) {
  session.setAccessToken(options.token === undefined ? 'test-access-token' : options.token);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient, location: () => router.state.location };
}
