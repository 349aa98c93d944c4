/**
 * Shows each merge-field placeholder in the editor as a left-to-right chip. A placeholder is a Latin
 * token: in an Arabic paragraph its leading '#' would otherwise be laid out at the wrong end
 * ("User_full_name#"). Decorations change only what is displayed; the stored text stays as typed.
 */
import { MERGE_FIELD_PATTERN } from '@counsel/domain';
import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

export const MERGE_FIELD_CHIP_CLASS = 'merge-field-chip';

export function mergeFieldDecorations(doc: ProseMirrorNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, position) => {
    if (!node.isText || !node.text) return;
    for (const match of node.text.matchAll(new RegExp(MERGE_FIELD_PATTERN.source, 'g'))) {
      const from = position + (match.index ?? 0);
      decorations.push(Decoration.inline(from, from + match[0].length, { dir: 'ltr', class: MERGE_FIELD_CHIP_CLASS }));
    }
  });
  return DecorationSet.create(doc, decorations);
}

export const MergeFieldMarks = Extension.create({
  name: 'mergeFieldMarks',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('mergeFieldMarks'),
        props: { decorations: (state) => mergeFieldDecorations(state.doc) },
      }),
    ];
  },
});
