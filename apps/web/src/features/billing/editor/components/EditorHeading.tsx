/**
 * The head of both invoice screens (bill and trust): back to the invoices the screen came from, the
 * 'Create invoice' / 'Edit invoice' title, and the screen's toolbar. The back arrow points the way of
 * the reading direction.
 */
import { Anchor, Group, Stack, Title, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface EditorHeadingProps {
  /** Already in the current locale. */
  backTo: string;
  backLabel: string;
  title: string;
  /** The toolbar's buttons. */
  children: ReactNode;
}

export function EditorHeading({ backTo, backLabel, title, children }: EditorHeadingProps) {
  const { dir } = useDirection();
  const BackIcon = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={4}>
        <Anchor component={Link} to={backTo} size="sm">
          <Group gap={4} component="span">
            <BackIcon size={14} aria-hidden />
            {backLabel}
          </Group>
        </Anchor>
        <Title order={1} size="h2">
          {title}
        </Title>
      </Stack>
      <Group gap="xs" align="flex-start">
        {children}
      </Group>
    </Group>
  );
}
