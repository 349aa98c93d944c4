/** The image preview dialog (spec §2): the image fitted to the screen, with a download button. */
import { useEffect, useState } from 'react';
import { PreviewFrame, type PreviewProps } from './PreviewFrame';
import { useDocumentBlob } from './use-document-blob';

export function ImagePreview({ document, onClose, onLoaded }: PreviewProps) {
  const { blob, failed, fail } = useDocumentBlob(document.file);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);

  return (
    <PreviewFrame document={document} onClose={onClose} size="auto" failed={failed}>
      {url && (
        <img
          src={url}
          alt={document.title}
          onLoad={onLoaded}
          onError={fail}
          style={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', display: 'block', marginInline: 'auto' }}
        />
      )}
    </PreviewFrame>
  );
}
