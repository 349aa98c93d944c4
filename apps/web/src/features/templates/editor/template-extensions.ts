/**
 * The template editor's TipTap schema: the Word editor's blocks and tables plus text alignment, which
 * a letter needs (a centred heading, a right-aligned date). The server sanitises what it stores.
 */
import type { Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import StarterKit from '@tiptap/starter-kit';
import { MergeFieldMarks } from './merge-field-marks';

export const templateExtensions: Extensions = [
  StarterKit.configure({ link: { openOnClick: false, autolink: false } }),
  TableKit.configure({ table: { resizable: false } }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  MergeFieldMarks,
];
