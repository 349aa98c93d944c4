import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render-in-app';
import { TOAST_CLASS } from './toast-yield';

/** Places an element on the page, as layout would (jsdom lays nothing out). */
function placeAt(element: Element, left: number, top: number, width: number, height: number) {
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: left, y: top, width, height });
}

describe('toasts step aside for the keyboard', () => {
  it('closes the toasts when focus lands on a button one of them covers, and only then', async () => {
    const { user } = renderInApp(
      <>
        <button type="button">Save</button>
        <button type="button">Cancel</button>
      </>,
      [],
    );
    act(() => {
      notifications.show({ message: 'Form schema retrieved successfully' });
    });
    const toast = (await screen.findByText('Form schema retrieved successfully')).closest(`.${TOAST_CLASS}`);
    expect(toast).not.toBeNull();
    placeAt(toast!, 900, 640, 320, 64);
    placeAt(screen.getByRole('button', { name: 'Cancel' }), 100, 650, 90, 36);
    placeAt(screen.getByRole('button', { name: 'Save' }), 1000, 650, 90, 36);

    // The toast's own close button comes first in Tab order: the user goes on to the dialog's buttons.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByText('Form schema retrieved successfully')).toBeNull());
  });

  it('keeps the toast while focus is on a control it does not cover', async () => {
    const { user } = renderInApp(<button type="button">Cancel</button>, []);
    act(() => {
      notifications.show({ message: 'Saved' });
    });
    const toast = (await screen.findByText('Saved')).closest(`.${TOAST_CLASS}`);
    placeAt(toast!, 900, 640, 320, 64);
    placeAt(screen.getByRole('button', { name: 'Cancel' }), 100, 650, 90, 36);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // The check runs on the next frame: after two frames the toast is still there.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});
