/**
 * The TipTap schema of the Word editor, shared by the editor and by the .docx import (which parses
 * mammoth's HTML against the same schema), so what the import produces is exactly what the editor holds.
 */
import type { Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

export const wordExtensions: Extensions = [
  StarterKit.configure({
    // Links are kept as they come from the file; the editor does not open them on click.
    link: { openOnClick: false, autolink: false },
  }),
  TableKit.configure({ table: { resizable: false } }),
];
