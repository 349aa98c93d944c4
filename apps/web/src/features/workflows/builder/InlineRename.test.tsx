import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { InlineRename } from './InlineRename';

function open() {
  const onSave = vi.fn();
  const onDone = vi.fn();
  const view = renderInApp(<InlineRename label="Step name" initial="Intake" onSave={onSave} onDone={onDone} />, []);
  return { ...view, onSave, onDone, field: screen.getByRole('textbox', { name: 'Step name' }) };
}

describe('Renaming in place', () => {
  it('saves once on Enter, even when the field then loses focus', async () => {
    const { user, field, onSave, onDone } = open();
    expect(field).toHaveFocus();
    await user.type(field, ' call{Enter}');
    fireEvent.blur(field);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('Intake call');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('saves nothing on Escape, nor on the blur after it', async () => {
    const { user, field, onSave, onDone } = open();
    await user.type(field, ' call{Escape}');
    fireEvent.blur(field);
    expect(onSave).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('saves on leaving the field, but not a blank or unchanged name', async () => {
    const first = open();
    await first.user.type(first.field, '  ');
    fireEvent.blur(first.field);
    expect(first.onSave).not.toHaveBeenCalled();
    first.unmount();

    const second = open();
    await second.user.clear(second.field);
    await second.user.type(second.field, '   ');
    fireEvent.blur(second.field);
    expect(second.onSave).not.toHaveBeenCalled();
    second.unmount();

    const third = open();
    await third.user.type(third.field, '!');
    fireEvent.blur(third.field);
    expect(third.onSave).toHaveBeenCalledWith('Intake!');
  });
});
