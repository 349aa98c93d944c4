import { Stack, Text, Title } from '@mantine/core';

/** A section's heading (its id names the section) and the sentence under it. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </Stack>
  );
}
