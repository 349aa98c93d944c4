/**
 * One folder or document on /doc-management, as a grid card (title cut at 12 characters) or a small
 * list row (cut at 8). The full title shows on hover and is the button's accessible name. A click
 * selects; a double click or Enter opens, like a file manager.
 */
import { Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { truncateTitle } from '../document-format';

export const GRID_TITLE_LENGTH = 12;
export const LIST_TITLE_LENGTH = 8;

interface Props {
  icon: TablerIcon;
  title: string;
  /** A second line: the size of a document, the path of a found folder. */
  detail?: string | undefined;
  compact: boolean;
  selected: boolean;
  onSelect: () => void;
  onOpen: () => void;
  /** The item's action menu. */
  menu: ReactNode;
}

export function ItemCard({ icon: Icon, title, detail, compact, selected, onSelect, onOpen, menu }: Props) {
  const openOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onOpen();
  };
  const shown = truncateTitle(title, compact ? LIST_TITLE_LENGTH : GRID_TITLE_LENGTH);
  return (
    <Paper
      withBorder
      p={compact ? 'xs' : 'sm'}
      component="li"
      style={{
        listStyle: 'none',
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Group justify="space-between" align={compact ? 'center' : 'flex-start'} wrap="nowrap" gap="xs">
        <UnstyledButton
          onClick={onSelect}
          onDoubleClick={onOpen}
          onKeyDown={openOnEnter}
          aria-pressed={selected}
          title={title}
          style={{ flex: 1, minWidth: 0 }}
        >
          {compact ? (
            <Group gap="xs" wrap="nowrap">
              <Icon size={20} aria-hidden />
              <Text size="sm" fw={500} aria-hidden>
                {shown}
              </Text>
              <VisuallyHidden>{title}</VisuallyHidden>
              {detail && (
                <Text size="xs" c="dimmed" style={{ marginInlineStart: 'auto' }}>
                  {detail}
                </Text>
              )}
            </Group>
          ) : (
            <Stack gap={4} align="center">
              <Icon size={40} aria-hidden />
              <Text size="sm" fw={500} ta="center" aria-hidden>
                {shown}
              </Text>
              <VisuallyHidden>{title}</VisuallyHidden>
              {detail && (
                <Text size="xs" c="dimmed" ta="center">
                  {detail}
                </Text>
              )}
            </Stack>
          )}
        </UnstyledButton>
        {menu}
      </Group>
    </Paper>
  );
}
