/** The floating preview button (billing.md screen 5): fixed at the bottom corner on the reading end of the page. */

import { Box, Button, getDefaultZIndex } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { invoicePreviewNs } from '../../../locales/invoicePreview';

/** The corner gap and the button's height (size md): the page ends with this much room below its last line. */
const INSET = 24;
const BUTTON_HEIGHT = 42;

export function PreviewFloatingButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(invoicePreviewNs);
  return (
    <>
      {/*
        A fixed button floats over whatever scrolls beneath it; on a phone that was the editor's last
        line or its Save. This empty block at the end of the page lets everything scroll clear of it.
      */}
      <Box aria-hidden h={BUTTON_HEIGHT + 2 * INSET} />
      <Button
        onClick={onClick}
        size="md"
        radius="xl"
        leftSection={<IconEye size={18} aria-hidden />}
        style={{
          position: 'fixed',
          // Logical sides: bottom right in English, bottom left in Arabic.
          insetInlineEnd: INSET,
          insetBlockEnd: INSET,
          zIndex: getDefaultZIndex('app'),
          boxShadow: 'var(--mantine-shadow-lg)',
        }}
      >
        {t('open')}
      </Button>
    </>
  );
}
