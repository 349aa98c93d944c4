/**
 * A labelled file input inside a drop area: a file can be dropped on the area or chosen with the
 * native picker (keyboard and screen readers use the input itself). The chosen file shows with a remove button.
 */
import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';

interface FileDropProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
  /** What may be chosen, in words (default: the documents' types), and as the picker's filter. */
  description?: string;
  accept?: string;
}

export function FileDrop({ file, onChange, error, disabled = false, description, accept }: FileDropProps) {
  const { t } = useTranslation(documentsNs);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  // Cleared from outside (a Drive file chosen instead, or the form reset): the input forgets its file too.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChange(dropped);
  };

  const clear = () => {
    onChange(null);
    if (input.current) input.current.value = '';
  };

  return (
    <Input.Wrapper
      label={t('upload.file')}
      labelProps={{ htmlFor: id }}
      description={description ?? t('upload.fileHint')}
      error={error}
      required
    >
      <Paper
        withBorder
        p="md"
        mt={4}
        style={{
          position: 'relative',
          borderStyle: 'dashed',
          borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
        }}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <Stack gap="xs" align="center">
          <IconUpload size={28} aria-hidden />
          <Text size="sm" ta="center">
            {t('upload.dropHint')}
          </Text>
          {/* The browser draws its own file input in its own language ("Choose File" on an Arabic
              screen); it stays in the page, labelled, for drops and tests, and our translated button opens it. */}
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            tabIndex={-1}
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
          />
          <Button variant="default" size="xs" disabled={disabled} onClick={() => input.current?.click()}>
            {t('upload.browse')}
          </Button>
        </Stack>
      </Paper>
      {file && (
        <Paper withBorder p="xs" mt="xs" aria-label={t('upload.chosen')} component="section">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFile size={18} aria-hidden />
              <Text size="sm" truncate>
                {file.name}
              </Text>
            </Group>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={clear}
              disabled={disabled}
              aria-label={t('upload.remove')}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      )}
    </Input.Wrapper>
  );
}

/** The same drop area bound to a react-hook-form field holding a File or null; its error is the field's. */
export function FormFileDrop<T extends FieldValues>({
  control,
  name,
  onPicked,
  ...props
}: Omit<FileDropProps, 'file' | 'onChange' | 'error'> & {
  // biome-ignore lint/suspicious/noExplicitAny: any form with a file, whatever its submit type
  control: Control<T, any, any>;
  name: FieldPath<T>;
  /** After each change (a form that clears the field's message as it changes). */
  onPicked?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileDrop
          {...props}
          file={field.value as File | null}
          onChange={(next) => {
            field.onChange(next);
            onPicked?.();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
