/** The viewer's annotation tools and the colours they write. */
import type { Rgb } from './model';

export type Tool = 'select' | 'highlight' | 'note' | 'ink';
export const TOOLS: Tool[] = ['select', 'highlight', 'note', 'ink'];

export const toolColor: Record<'highlight' | 'note' | 'ink', Rgb> = {
  highlight: [1, 0.85, 0],
  note: [1, 0.98, 0.75],
  ink: [0.05, 0.2, 0.6],
};
