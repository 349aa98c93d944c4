import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { useFormat } from '../../lib/format';

export function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: TablerIcon }) {
  const format = useFormat();
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={700}>
            {format.number(value)}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={24} aria-hidden />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
