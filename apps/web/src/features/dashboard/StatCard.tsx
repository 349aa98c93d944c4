import { Anchor, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { useLocalePath } from '../../lib/locale';

/** A count; with `to` its label links to the list it counts. */
export function StatCard({
  label,
  value,
  icon: Icon,
  to,
}: {
  label: string;
  value: number;
  icon: TablerIcon;
  to?: string;
}) {
  const format = useFormat();
  const toPath = useLocalePath();
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          {to ? (
            <Anchor component={Link} to={toPath(to)} size="sm">
              {label}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          )}
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
