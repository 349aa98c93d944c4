import { Button, Menu, Modal, PasswordInput, TextInput } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { i18n } from '../locales/i18n';
import { toast } from './toast';

/** A page with a button and a menu item that both open the same dialog, as the app's screens do. */
function DialogPage() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Add contact</Button>
      <Menu>
        <Menu.Target>
          <Button>More actions</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpened(true)}>Edit</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={opened} onClose={() => setOpened(false)} title="New contact">
        <TextInput label="Name" data-autofocus />
        <Button onClick={() => setOpened(false)}>Save</Button>
      </Modal>
    </>
  );
}

function renderInApp(node: React.ReactNode, language: 'en' | 'ar' = 'en') {
  act(() => void i18n.changeLanguage(language));
  return { user: userEvent.setup(), ...render(<AppProviders mantineEnv="test">{node}</AppProviders>) };
}

afterEach(() => act(() => void i18n.changeLanguage('en')));

describe('dialogs', () => {
  it('are named by their title, have a named close button and no banner of their own', async () => {
    const { user } = renderInApp(<DialogPage />);
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = screen.getByRole('dialog', { name: 'New contact' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(dialog.querySelector('header')).toBeNull();
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
  });

  it('name the close button in Arabic too', async () => {
    const { user } = renderInApp(<DialogPage />, 'ar');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = screen.getByRole('dialog', { name: 'New contact' });
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('take focus, keep it while Tab cycles, close on Escape and give it back to the opener', async () => {
    const { user } = renderInApp(<DialogPage />);
    const opener = screen.getByRole('button', { name: 'Add contact' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'New contact' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());

    // Forwards past the last control and backwards past the first: focus never leaves the dialog.
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let step = 0; step < 4; step += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('give focus back to the menu button when they were opened from a menu item', async () => {
    const { user } = renderInApp(<DialogPage />);
    const menuButton = screen.getByRole('button', { name: 'More actions' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });
});

describe('toasts', () => {
  it('name their close button', async () => {
    renderInApp(<span />, 'ar');
    act(() => toast.success('تم الحفظ'));
    const message = await screen.findByText('تم الحفظ');
    const notification = message.closest('[role="alert"]') as HTMLElement;
    expect(within(notification).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});

describe('password fields', () => {
  it('have a show-password toggle that Tab reaches, named and pressed when the password shows', async () => {
    const { user } = renderInApp(<PasswordInput label="Password" />);
    const field = screen.getByLabelText('Password');
    await user.click(field);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('name the toggle in Arabic', () => {
    renderInApp(<PasswordInput label="كلمة المرور" />, 'ar');
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
  });
});
