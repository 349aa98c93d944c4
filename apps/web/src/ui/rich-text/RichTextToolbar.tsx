/**
 * The rich-text toolbar of the TipTap editors (the Word editor, the template editor): block types,
 * emphasis, lists, alignment (when the editor has the text-align extension), tables, undo and redo.
 * Every button is named by the caller, in its own namespace, and says whether it is on (aria-pressed);
 * table buttons work inside a table. Extra controls (an insert menu) can follow the buttons.
 */
import { ActionIcon, Divider, Group } from '@mantine/core';
import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconColumnInsertRight,
  IconColumnRemove,
  IconH1,
  IconH2,
  IconH3,
  IconItalic,
  IconList,
  IconListNumbers,
  IconPilcrow,
  IconRowInsertBottom,
  IconRowRemove,
  IconStrikethrough,
  IconTable,
  IconTableOff,
  IconUnderline,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { ComponentType, ReactNode } from 'react';

export type RichTextTool =
  | 'paragraph'
  | 'heading1'
  | 'heading2'
  | 'heading3'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'bulletList'
  | 'orderedList'
  | 'alignLeft'
  | 'alignCenter'
  | 'alignRight'
  | 'alignJustify'
  | 'insertTable'
  | 'addRow'
  | 'addColumn'
  | 'deleteRow'
  | 'deleteColumn'
  | 'deleteTable'
  | 'undo'
  | 'redo';

interface ToolButton {
  key: RichTextTool;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const ALIGNMENTS = [
  { key: 'alignLeft', value: 'left', icon: IconAlignLeft },
  { key: 'alignCenter', value: 'center', icon: IconAlignCenter },
  { key: 'alignRight', value: 'right', icon: IconAlignRight },
  { key: 'alignJustify', value: 'justify', icon: IconAlignJustified },
] as const;

const ALIGNMENT_GROUP: ToolButton[] = ALIGNMENTS.map(({ key, value, icon }) => ({
  key,
  icon,
  run: (e: Editor) => chain(e).setTextAlign(value).run(),
  active: (e: Editor) => e.isActive({ textAlign: value }),
}));

// A destroyed editor (the page moved on) has no extension manager left.
const hasAlignment = (editor: Editor) =>
  editor.extensionManager?.extensions.some((extension) => extension.name === 'textAlign') ?? false;

const BASE_GROUPS: ToolButton[][] = [
  [
    {
      key: 'paragraph',
      icon: IconPilcrow,
      run: (e) => chain(e).setParagraph().run(),
      active: (e) => e.isActive('paragraph'),
    },
    ...([1, 2, 3] as const).map((level) => ({
      key: `heading${level}` as const,
      icon: [IconH1, IconH2, IconH3][level - 1]!,
      run: (e: Editor) => chain(e).toggleHeading({ level }).run(),
      active: (e: Editor) => e.isActive('heading', { level }),
    })),
  ],
  [
    { key: 'bold', icon: IconBold, run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
    { key: 'italic', icon: IconItalic, run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
    {
      key: 'underline',
      icon: IconUnderline,
      run: (e) => chain(e).toggleUnderline().run(),
      active: (e) => e.isActive('underline'),
    },
    {
      key: 'strike',
      icon: IconStrikethrough,
      run: (e) => chain(e).toggleStrike().run(),
      active: (e) => e.isActive('strike'),
    },
  ],
  [
    {
      key: 'bulletList',
      icon: IconList,
      run: (e) => chain(e).toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      key: 'orderedList',
      icon: IconListNumbers,
      run: (e) => chain(e).toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
  ],
  [
    {
      key: 'insertTable',
      icon: IconTable,
      run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      enabled: (e) => e.can().insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
    },
    {
      key: 'addRow',
      icon: IconRowInsertBottom,
      run: (e) => chain(e).addRowAfter().run(),
      enabled: (e) => e.can().addRowAfter(),
    },
    {
      key: 'addColumn',
      icon: IconColumnInsertRight,
      run: (e) => chain(e).addColumnAfter().run(),
      enabled: (e) => e.can().addColumnAfter(),
    },
    {
      key: 'deleteRow',
      icon: IconRowRemove,
      run: (e) => chain(e).deleteRow().run(),
      enabled: (e) => e.can().deleteRow(),
    },
    {
      key: 'deleteColumn',
      icon: IconColumnRemove,
      run: (e) => chain(e).deleteColumn().run(),
      enabled: (e) => e.can().deleteColumn(),
    },
    {
      key: 'deleteTable',
      icon: IconTableOff,
      run: (e) => chain(e).deleteTable().run(),
      enabled: (e) => e.can().deleteTable(),
    },
  ],
  [
    { key: 'undo', icon: IconArrowBackUp, run: (e) => chain(e).undo().run(), enabled: (e) => e.can().undo() },
    { key: 'redo', icon: IconArrowForwardUp, run: (e) => chain(e).redo().run(), enabled: (e) => e.can().redo() },
  ],
];

export interface RichTextToolbarProps {
  editor: Editor;
  /** The toolbar's accessible name ("Formatting"). */
  label: string;
  /** Each button's name, in the caller's namespace. */
  toolLabel: (tool: RichTextTool) => string;
  /** Controls after the buttons, in the same toolbar. */
  children?: ReactNode;
  /** Only these buttons (a small field's toolbar); every button when absent. */
  tools?: readonly RichTextTool[];
}

export function RichTextToolbar({ editor, label, toolLabel, children, tools }: RichTextToolbarProps) {
  // Alignment sits after the lists, and only for an editor that can store it.
  const allGroups = hasAlignment(editor)
    ? [...BASE_GROUPS.slice(0, 3), ALIGNMENT_GROUP, ...BASE_GROUPS.slice(3)]
    : BASE_GROUPS;
  const groups = tools
    ? allGroups.map((group) => group.filter((button) => tools.includes(button.key))).filter((group) => group.length > 0)
    : allGroups;
  // Re-read on each transaction: which marks are on and which commands apply move with the cursor.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      groups.flat().map((button) => ({
        active: button.active?.(current) ?? null,
        enabled: button.enabled?.(current) ?? true,
      })),
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });
  let index = 0;
  return (
    <Group gap="xs" role="toolbar" aria-label={label} wrap="wrap">
      {groups.map((group, groupIndex) => (
        <Group key={group[0]!.key} gap={4} wrap="nowrap">
          {groupIndex > 0 && <Divider orientation="vertical" me={4} />}
          {group.map((button) => {
            const { active, enabled } = state[index++]!;
            const Icon = button.icon;
            const name = toolLabel(button.key);
            return (
              <ActionIcon
                key={button.key}
                variant={active ? 'filled' : 'subtle'}
                size="lg"
                aria-label={name}
                title={name}
                aria-pressed={active ?? undefined}
                disabled={!enabled}
                // Keep the editor's selection: a mouse down on the button would otherwise take the focus.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => button.run(editor)}
              >
                <Icon size={18} aria-hidden />
              </ActionIcon>
            );
          })}
        </Group>
      ))}
      {children}
    </Group>
  );
}
