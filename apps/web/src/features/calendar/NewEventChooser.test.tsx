import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_MANAGER } from '../../test/calendar-test-data';
import { renderInApp } from '../../test/render-in-app';
import { NewEventChooser } from './NewEventChooser';

function open(canAddMeeting: boolean, canAddAppointment: boolean) {
  const onClose = vi.fn();
  const onChoose = vi.fn();
  const view = renderInApp(
    <NewEventChooser
      opened
      onClose={onClose}
      canAddMeeting={canAddMeeting}
      canAddAppointment={canAddAppointment}
      onChoose={onChoose}
    />,
    CALENDAR_MANAGER,
  );
  return { ...view, onClose, onChoose };
}

describe('new event chooser', () => {
  it('offers both kinds to a user who may add them', async () => {
    const { user, onChoose } = open(true, true);
    expect(screen.getByRole('button', { name: 'Client Meeting' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Case Appointment' }));
    expect(onChoose).toHaveBeenCalledWith('appointment');
  });

  it('offers only what the user may add', () => {
    open(true, false);
    expect(screen.getByRole('button', { name: 'Client Meeting' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Case Appointment/ })).not.toBeInTheDocument();
  });

  it('closes itself when the user may add neither', async () => {
    const { onClose } = open(false, false);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'New event' })).not.toBeInTheDocument();
  });
});
