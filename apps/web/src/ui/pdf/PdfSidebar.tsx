/** The thumbnails' column beside the page; on a phone the page gets the whole width instead. */
import { ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';

export function PdfSidebar({ children }: { children: ReactNode }) {
  return (
    <ScrollArea
      w={170}
      p="xs"
      visibleFrom="sm"
      style={{ borderInlineEnd: '1px solid var(--mantine-color-default-border)' }}
    >
      {children}
    </ScrollArea>
  );
}
