/** A short named list whose every item has its own remove button, named after the item it removes. */
import { ActionIcon, Group, List, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

interface Props<Key> {
  label: string;
  items: { key: Key; name: string }[];
  removeLabel: (name: string) => string;
  disabled?: boolean;
  onRemove: (key: Key) => void;
}

export function RemovableList<Key extends string | number>({
  label,
  items,
  removeLabel,
  disabled,
  onRemove,
}: Props<Key>) {
  return (
    <List aria-label={label} listStyleType="none" spacing={4}>
      {items.map((item) => (
        <List.Item key={item.key}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <ActionIcon
              variant="subtle"
              size="sm"
              disabled={disabled}
              aria-label={removeLabel(item.name)}
              onClick={() => onRemove(item.key)}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
