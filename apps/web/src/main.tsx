import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { i18n, prefetchCatalogues, startI18n } from './lib/i18n';
import { localeOfPath } from './lib/locale';

const router = createBrowserRouter(routes);

// Catalogues load lazily (lib/i18n.ts): render only once the URL's language has its common strings, so the
// first frame shows neither raw keys nor the other language. If that load fails, render anyway: the shell then
// shows keys rather than nothing, and the next navigation retries the load.
i18n.on('languageChanged', prefetchCatalogues);
void startI18n(localeOfPath(window.location.pathname))
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
