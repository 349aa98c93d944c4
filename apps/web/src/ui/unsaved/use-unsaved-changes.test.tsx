import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../locales/i18n';
import { useUnsavedChanges } from './use-unsaved-changes';

/** An editor with one field, a link away, a Cancel that leaves, and a Save that leaves. */
function Editor() {
  const [name, setName] = useState('');
  const [closed, setClosed] = useState(false);
  const navigate = useNavigate();
  const unsaved = useUnsavedChanges(name !== '');
  return (
    <>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/editor?tab=2">Same page</Link>
      <button type="button" onClick={() => unsaved.confirmLeave(() => setClosed(true))}>
        Cancel
      </button>
      <button
        type="button"
        onClick={() => {
          unsaved.allowLeaving();
          void navigate('/elsewhere');
        }}
      >
        Save
      </button>
      {closed && <p>Closed</p>}
      {unsaved.prompt}
    </>
  );
}

function renderEditor() {
  void i18n.changeLanguage('en');
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor /> },
      { path: '/elsewhere', element: <p>Another page</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { user, router };
}

describe('useUnsavedChanges', () => {
  it('lets a clean editor go without asking', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes: staying keeps them, discarding leaves', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Maria');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('does not ask for a change of the same page’s query string, nor after a save', async () => {
    const { user, router } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('confirms a Cancel with changes, and asks the browser before unloading', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Closed')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('runs a confirmed Cancel only after Discard', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Closed')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });
});
