/** A document's current file, fetched with the session's token for a preview; a failure is remembered. */
import { useCallback, useEffect, useState } from 'react';
import { requestBlob } from '../../../lib/api';

export function useDocumentBlob(file: string) {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    requestBlob(file, controller.signal)
      .then(setBlob)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [file]);
  const fail = useCallback(() => setFailed(true), []);
  return { blob, failed, fail };
}
