/**
 * The preview of a screen being edited (billing.md screen 5): the floating button and the modal with
 * Save and submit. The screen works out what the modal shows; it is told when the button is first
 * pressed, so it fetches nothing for a preview nobody asked for.
 */
import { useState } from 'react';
import { InvoicePreviewModal } from './InvoicePreviewModal';
import { PreviewFloatingButton } from './PreviewFloatingButton';
import type { PreviewSource } from './preview-input';

interface LiveInvoicePreviewProps {
  source: PreviewSource;
  /** The button was pressed: the screen starts working out `source` (if it had not yet). */
  onPreview: () => void;
  /** The screen's own save. */
  onSave: () => void;
  saving: boolean;
}

export function LiveInvoicePreview({ source, onPreview, onSave, saving }: LiveInvoicePreviewProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <PreviewFloatingButton
        onClick={() => {
          onPreview();
          setOpened(true);
        }}
      />
      <InvoicePreviewModal
        opened={opened}
        onClose={() => setOpened(false)}
        source={source}
        onSaveAndSubmit={() => {
          // The screen shows what is missing, if anything: the modal steps aside for it.
          setOpened(false);
          onSave();
        }}
        saving={saving}
      />
    </>
  );
}
