/**
 * The header's search at every width. Beside the logo, timers, language and user menu a phone has no
 * room for a text field (it was squeezed to a sliver), so below the xs breakpoint a search button
 * opens the same search across the whole header, with a button to close it again.
 */
import { ActionIcon, Box, CloseButton, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSearch } from './PageSearch';

export function HeaderSearch() {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Box visibleFrom="xs" w="100%" maw={420}>
        <PageSearch />
      </Box>
      <ActionIcon
        hiddenFrom="xs"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('search.open')}
        aria-expanded={opened}
        onClick={() => setOpened(true)}
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {opened && (
        <Group
          hiddenFrom="xs"
          pos="absolute"
          inset={0}
          px="sm"
          gap="xs"
          wrap="nowrap"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1 }}
        >
          <PageSearch autoFocus onDone={() => setOpened(false)} />
          <CloseButton size="lg" aria-label={t('search.close')} onClick={() => setOpened(false)} />
        </Group>
      )}
    </>
  );
}
