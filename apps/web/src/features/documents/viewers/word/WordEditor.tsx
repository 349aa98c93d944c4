/**
 * The full-screen Word editor (spec §2, §4 "viewer save"): the .docx is read with mammoth into TipTap,
 * edited with the toolbar, and saved as a new version of the document (PUT /api/document/update-document/{id},
 * multipart `file`) exported with `docx`. Save stays disabled until the document has loaded; a file that
 * is not a readable Word document shows the invalid-file error. Lazy-loaded through DocumentViewer.
 */
import type { Document } from '@counsel/domain';
import { Alert, Box, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, requestBlob } from '../../../../lib/api';
import { documentsNs } from '../../../../locales/documents';
import { RichTextToolbar } from '../../../../ui/rich-text/RichTextToolbar';
import { toast } from '../../../../ui/toast';
import { refreshDocumentLists } from '../../use-documents';
import { DOCX_MIME, exportDocx } from './docx-export';
import { InvalidDocxError, readDocx } from './docx-import';
import { wordExtensions } from './extensions';
import classes from './word-editor.module.css';

export interface WordEditorProps {
  document: Document;
  onClose(): void;
  /** Called once, when the document has loaded (the usage counter counts it). */
  onLoaded?(): void;
}

/** The saved file keeps the document's name, with the .docx extension the content now has. */
export function docxFileName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]+$/, '') || 'document';
  return `${base}.docx`;
}

export function WordEditor({ document, onClose, onLoaded }: WordEditorProps) {
  const { t } = useTranslation(documentsNs);
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);

  const load = useQuery({
    queryKey: ['word-editor', document.id, document.file],
    queryFn: async ({ signal }) => readDocx(await (await requestBlob(document.file, signal)).arrayBuffer()),
    // Always the file as it is now: a reopened editor reads the latest version again.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (count, error) => !(error instanceof InvalidDocxError) && count < 1,
  });

  // Made again when the content arrives, so undo history starts at the loaded document, not an empty one.
  const editor = useEditor(
    {
      extensions: wordExtensions,
      content: load.data?.content ?? '',
      editable: load.isSuccess,
      // Each paragraph takes its direction from its first strong letter: Arabic lines run right to left.
      textDirection: 'auto',
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': t('wordEditor.content', { title: document.title }),
        },
      },
      onUpdate: () => setDirty(true),
    },
    [load.data],
  );
  const ready = load.isSuccess && editor?.isEditable === true;

  const reported = useRef(false);
  useEffect(() => {
    if (ready && !reported.current) {
      reported.current = true;
      onLoaded?.();
    }
  }, [ready, onLoaded]);

  const save = useMutation({
    mutationFn: async () => {
      if (!editor) throw new Error('The editor is not ready');
      const bytes = await exportDocx(editor.getJSON());
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: DOCX_MIME }), docxFileName(document.file_name));
      return api.putForm<{ document: Document }>(`/api/document/update-document/${document.id}`, form);
    },
    onSuccess: () => {
      setDirty(false);
      toast.success(t('wordEditor.saved'));
      // Every list that shows the document now points at the new version.
      void refreshDocumentLists(queryClient);
    },
    onError: () => toast.error(t('wordEditor.saveFailed')),
  });

  const requestClose = () => {
    if (dirty && !save.isPending) setConfirmingClose(true);
    else onClose();
  };

  const invalid = load.error instanceof InvalidDocxError;
  return (
    <Modal
      opened
      fullScreen
      onClose={requestClose}
      title={document.title}
      closeButtonProps={{ 'aria-label': t('wordEditor.close') }}
      transitionProps={{ duration: 0 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          {editor && ready ? (
            <RichTextToolbar
              editor={editor}
              label={t('wordEditor.toolbar')}
              toolLabel={(tool) => t(`wordEditor.tools.${tool}`)}
            />
          ) : (
            <span />
          )}
          <Group gap="sm">
            {load.isPending && (
              <Text size="sm" role="status">
                {t('wordEditor.waitForLoad')}
              </Text>
            )}
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={!ready}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              {t('wordEditor.save')}
            </Button>
          </Group>
        </Group>
        {confirmingClose && (
          <Alert color="yellow" role="alert" title={t('wordEditor.unsavedTitle')}>
            <Text size="sm" mb="sm">
              {t('wordEditor.unsavedMessage')}
            </Text>
            <Group gap="sm">
              <Button size="xs" variant="default" onClick={() => setConfirmingClose(false)} data-autofocus>
                {t('wordEditor.keepEditing')}
              </Button>
              <Button size="xs" color="red" onClick={onClose}>
                {t('wordEditor.discard')}
              </Button>
            </Group>
          </Alert>
        )}
        {load.data?.hasImages && (
          <Alert color="yellow" title={t('wordEditor.imagesTitle')}>
            {t('wordEditor.imagesMessage')}
          </Alert>
        )}
        {load.isPending && (
          <Group justify="center" p="xl">
            <Loader aria-label={t('wordEditor.loading')} />
          </Group>
        )}
        {load.isError && (
          <Alert color="red" role="alert" title={invalid ? t('wordEditor.invalidTitle') : t('wordEditor.loadFailed')}>
            {invalid ? (
              <Text size="sm">{t('wordEditor.invalidFile')}</Text>
            ) : (
              <Button size="xs" variant="light" color="red" onClick={() => void load.refetch()}>
                {t('wordEditor.retry')}
              </Button>
            )}
          </Alert>
        )}
        {load.isSuccess && (
          <Box className={classes.sheet}>
            <EditorContent editor={editor} />
          </Box>
        )}
      </Stack>
    </Modal>
  );
}

export default WordEditor;
