/** The frame of a PDF modal (the annotating viewer and the reader): the whole screen, a column below the title. */
import type { ModalProps } from '@mantine/core';

export const PDF_MODAL_FRAME: Pick<ModalProps, 'fullScreen' | 'padding' | 'styles'> = {
  fullScreen: true,
  // The page runs edge to edge; the title keeps the usual space around it.
  padding: 0,
  styles: {
    header: { paddingInline: 'var(--mantine-spacing-md)' },
    body: { height: 'calc(100dvh - 60px)', display: 'flex', flexDirection: 'column' },
  },
};
