/**
 * One folder or document on /doc-management, as a grid card (title cut at 12 characters) or a small
 * list row (cut at 8). The full title shows on hover and is the button's accessible name. A click
 * selects; a double click or Enter opens, like a file manager.
 */
import { Flex, Group, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
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
        <Flex
          direction={compact ? 'row' : 'column'}
          align={compact ? 'center' : 'stretch'}
          gap={compact ? 'xs' : 4}
          style={{ flex: 1, minWidth: 0 }}
        >
          <UnstyledButton
            onClick={onSelect}
            onDoubleClick={onOpen}
            onKeyDown={openOnEnter}
            aria-pressed={selected}
            title={title}
            style={{ flex: compact ? 1 : undefined, minWidth: 0 }}
          >
            <Flex direction={compact ? 'row' : 'column'} align="center" gap={compact ? 'xs' : 4}>
              <Icon size={compact ? 20 : 40} aria-hidden />
              <Text size="sm" fw={500} ta="center" dir="auto" aria-hidden>
                {shown}
              </Text>
              <VisuallyHidden>{title}</VisuallyHidden>
            </Flex>
          </UnstyledButton>
          {/* Outside the button, so that its accessible name is the title alone. */}
          {detail && (
            <Text size="xs" c="dimmed" ta="center">
              {detail}
            </Text>
          )}
        </Flex>
        {menu}
      </Group>
    </Paper>
  );
}
