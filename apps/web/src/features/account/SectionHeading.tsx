import { Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';

/**
 * A section's heading (its id names the section) and the sentence under it. The heading takes the focus from
 * code (tabIndex -1) where the control that had it is gone, e.g. a signed-out session's button.
 */
export function SectionHeading({
  id,
  title,
  intro,
  ref,
}: {
  id: string;
  title: string;
  intro: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h3" id={id} ref={ref} tabIndex={ref ? -1 : undefined}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </Stack>
  );
}
