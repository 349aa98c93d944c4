import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus-ring.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { loadAppLayout, preloadPage, routes } from './app/routes';
import { session } from './lib/session';

// A stored staff session will show the shell: fetch it, and the page asked for, beside the session
// check rather than one after the other.
const staffSession = session.getAccessToken() !== null;
if (staffSession) void loadAppLayout();
preloadPage(window.location.pathname, staffSession);

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
