/**
 * The notes previewer (spec §2): a plain-text document shown as written, line breaks kept, each line
 * in its own direction (an Arabic note reads right to left in an English screen too).
 */
import { ScrollArea, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { PreviewFrame, type PreviewProps } from './PreviewFrame';
import { useDocumentBlob } from './use-document-blob';

export function NotesPreview({ document, onClose, onLoaded }: PreviewProps) {
  const { blob, failed, fail } = useDocumentBlob(document.file);
  const [text, setText] = useState<string | null>(null);
  // The caller's callback may change identity on each render; the text is read once per file.
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  useEffect(() => {
    if (!blob) return;
    let current = true;
    blob
      .text()
      .then((value) => {
        if (!current) return;
        setText(value);
        loaded.current();
      })
      .catch(fail);
    return () => {
      current = false;
    };
  }, [blob, fail]);

  return (
    <PreviewFrame document={document} onClose={onClose} size="lg" failed={failed}>
      {text !== null && (
        <ScrollArea.Autosize mah="65vh" type="auto">
          {text.split('\n').map((line, index) => (
            // Lines are the note's own: their order never changes, so the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Text key={index} dir="auto" style={{ whiteSpace: 'pre-wrap', minHeight: '1.55em' }}>
              {line}
            </Text>
          ))}
        </ScrollArea.Autosize>
      )}
    </PreviewFrame>
  );
}
