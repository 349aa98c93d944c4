/** The list/grid choice of /doc-management, remembered on this device. */
import { useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage-keys';

export type ViewMode = 'grid' | 'list';

export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() =>
    readStorage(STORAGE_KEYS.docManagementView) === 'list' ? 'list' : 'grid',
  );
  const choose = (next: ViewMode) => {
    setMode(next);
    writeStorage(STORAGE_KEYS.docManagementView, next);
  };
  return [mode, choose];
}
