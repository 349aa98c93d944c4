/**
 * How a document's or folder's title is shown in a card or row: whole where it fits, cut only at the
 * real width. `lines` lines at most (an ellipsis ends the last); a long word without spaces (a file
 * name) breaks anywhere instead of running out of its box.
 */
import type { CSSProperties } from 'react';

export function titleStyle(lines: number): CSSProperties {
  const cut: CSSProperties =
    lines === 1
      ? { whiteSpace: 'nowrap', textOverflow: 'ellipsis' }
      : { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines };
  return { ...cut, overflow: 'hidden', overflowWrap: 'anywhere', minWidth: 0, maxWidth: '100%' };
}
