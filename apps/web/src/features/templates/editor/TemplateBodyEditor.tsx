/**
 * The rich-text body of a template: TipTap with the shared toolbar (ui/rich-text) and the insert-merge-
 * field menu. Its direction follows the template's language, not the interface's: an Arabic template
 * is written right to left in an English screen too.
 */
import type { Locale } from '@counsel/domain';
import { Box, Stack } from '@mantine/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../../lib/locale';
import { templatesNs } from '../../../locales/templates';
import { RichTextToolbar } from '../../../ui/rich-text/RichTextToolbar';
import classes from '../templates.module.css';
import { MergeFieldMenu } from './MergeFieldMenu';
import { templateExtensions } from './template-extensions';

function editorAttributes(label: string, dir: string, language: Locale): Record<string, string> {
  return { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, dir, lang: language };
}

interface TemplateBodyEditorProps {
  /** The body when the editor opens; later changes come from the editor itself. */
  initialHtml: string;
  language: Locale;
  onChange(html: string): void;
}

export function TemplateBodyEditor({ initialHtml, language, onChange }: TemplateBodyEditorProps) {
  const { t } = useTranslation(templatesNs);
  const dir = directionOf(language);
  const label = t('editor.body');
  const attributes = useMemo(() => editorAttributes(label, dir, language), [label, dir, language]);
  const editor = useEditor({
    extensions: templateExtensions,
    content: initialHtml,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // The language can change while the editor is open: its direction and name follow.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  if (!editor) return null;
  return (
    <Stack gap="xs">
      <RichTextToolbar editor={editor} label={t('editor.toolbar')} toolLabel={(tool) => t(`editor.tools.${tool}`)}>
        <MergeFieldMenu editor={editor} />
      </RichTextToolbar>
      <Box className={classes.sheet} dir={dir}>
        <EditorContent editor={editor} />
      </Box>
    </Stack>
  );
}
