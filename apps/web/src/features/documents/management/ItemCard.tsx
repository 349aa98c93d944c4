/**
 * One folder or document on /doc-management's grid. The title is shown whole where it fits, wrapped
 * over up to three lines; only what overflows the card's real width is cut (by CSS, never at a count of
 * characters). The full title shows on hover and is the button's accessible name. A click selects; a
 * double click or Enter opens, like a file manager. The list view is ContentsTable.
 */
import { Flex, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { titleStyle } from '../document-format';

interface Props {
  icon: TablerIcon;
  title: string;
  /** A second line: the size of a document, the path of a found folder. */
  detail?: string | undefined;
  selected: boolean;
  onSelect: () => void;
  onOpen: () => void;
  /** The item's action menu. */
  menu: ReactNode;
}

export function ItemCard({ icon: Icon, title, detail, selected, onSelect, onOpen, menu }: Props) {
  const openOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onOpen();
  };
  return (
    <Paper
      withBorder
      p="sm"
      component="li"
      style={{
        listStyle: 'none',
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Flex direction="column" align="stretch" gap={4} style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton
            onClick={onSelect}
            onDoubleClick={onOpen}
            onKeyDown={openOnEnter}
            aria-pressed={selected}
            title={title}
            style={{ minWidth: 0 }}
          >
            <Flex direction="column" align="center" gap={4}>
              <Icon size={40} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" fw={500} ta="center" dir="auto" style={titleStyle(3)}>
                {title}
              </Text>
            </Flex>
          </UnstyledButton>
          {/* Outside the button, so that its accessible name is the title alone. */}
          {detail && (
            <Text size="xs" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Text>
          )}
        </Flex>
        {menu}
      </Group>
    </Paper>
  );
}
