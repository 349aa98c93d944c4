/**
 * A small rich-text field for a form (a meeting's notes): TipTap with bold, italic and the two lists,
 * labelled like a Mantine input. The editable region is a named multi-line textbox; it writes in the
 * interface's direction (right to left in Arabic). The value is HTML, '' when empty; the server
 * sanitises what it stores.
 */
import { Box, Input, Stack } from '@mantine/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLocale } from '../../lib/locale';
import { type RichTextTool, RichTextToolbar } from './RichTextToolbar';

const FIELD_TOOLS: readonly RichTextTool[] = ['bold', 'italic', 'bulletList', 'orderedList'];

const fieldExtensions = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    codeBlock: false,
    code: false,
    horizontalRule: false,
    link: false,
  }),
];

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  error?: string;
}

export function RichTextField({ label, value, onChange, onBlur, error }: RichTextFieldProps) {
  const { t, i18n } = useTranslation('common');
  const dir = directionOf(isLocale(i18n.language) ? i18n.language : 'en');
  const errorId = useId();
  const attributes = useMemo(
    (): Record<string, string> => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': label,
      dir,
      ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
    }),
    [label, dir, error, errorId],
  );
  const editor = useEditor({
    extensions: fieldExtensions,
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  if (!editor) return null;
  return (
    <Stack gap={4}>
      <Input.Label component="div">{label}</Input.Label>
      <RichTextToolbar
        editor={editor}
        label={t('richText.toolbar')}
        toolLabel={(tool) => t(`richText.tools.${tool}`)}
        tools={FIELD_TOOLS}
      />
      <Box
        dir={dir}
        p="xs"
        mih={80}
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
