/**
 * A name edited in place: Enter or leaving the field saves, Escape cancels, and a blank or unchanged
 * name is ignored (§5: rename ignored if blank after trimming).
 */

import { meaningful } from '@counsel/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useRef, useState } from 'react';

interface InlineRenameProps extends Omit<TextInputProps, 'onChange' | 'value' | 'onSubmit'> {
  label: string;
  initial: string;
  onSave: (name: string) => void;
  onDone: () => void;
}

export function InlineRename({ label, initial, onSave, onDone, ...props }: InlineRenameProps) {
  const [value, setValue] = useState(initial);
  // Enter or Escape ends the edit; the blur that follows (the field goes away) must not save a second time.
  const ended = useRef(false);
  const end = () => {
    ended.current = true;
    onDone();
  };
  const finish = () => {
    if (ended.current) return;
    ended.current = true;
    const name = meaningful(value);
    if (name !== null && name !== initial.trim()) onSave(name);
    onDone();
  };
  return (
    <TextInput
      {...props}
      label={label}
      value={value}
      autoFocus
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={finish}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish();
        } else if (event.key === 'Escape') {
          // Escape belongs to this field: it must not close a surrounding dialog or drag.
          event.stopPropagation();
          end();
        }
      }}
    />
  );
}
