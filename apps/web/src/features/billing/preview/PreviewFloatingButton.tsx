/** The floating preview button (billing.md screen 5): fixed at the bottom corner on the reading end of the page. */

import { Button, getDefaultZIndex } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { invoicePreviewNs } from '../../../locales/invoicePreview';

export function PreviewFloatingButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(invoicePreviewNs);
  return (
    <Button
      onClick={onClick}
      size="md"
      radius="xl"
      leftSection={<IconEye size={18} aria-hidden />}
      style={{
        position: 'fixed',
        // Logical sides: bottom right in English, bottom left in Arabic.
        insetInlineEnd: 24,
        insetBlockEnd: 24,
        zIndex: getDefaultZIndex('app'),
        boxShadow: 'var(--mantine-shadow-lg)',
      }}
    >
      {t('open')}
    </Button>
  );
}
