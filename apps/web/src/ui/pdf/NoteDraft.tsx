/** The box where a new note is typed, at the point clicked on the page. */
import { Button, Group, Paper, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../locales/documents';

interface Props {
  left: number;
  top: number;
  onAdd: (text: string) => void;
  onCancel: () => void;
}

export function NoteDraft({ left, top, onAdd, onCancel }: Props) {
  const { t } = useTranslation(documentsNs);
  const [text, setText] = useState('');
  const add = () => {
    if (text.trim()) onAdd(text.trim());
  };
  return (
    <Paper
      withBorder
      shadow="md"
      p="xs"
      pos="absolute"
      style={{ left, top, width: 240, zIndex: 2 }}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <Textarea
        label={t('viewer.pdf.noteText')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={2}
        data-autofocus
        autoFocus
        onKeyDown={(event) => {
          // Escape leaves the note, not the whole viewer.
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('viewer.pdf.noteCancel')}
        </Button>
        <Button size="xs" onClick={add} disabled={!text.trim()}>
          {t('viewer.pdf.noteAdd')}
        </Button>
      </Group>
    </Paper>
  );
}
