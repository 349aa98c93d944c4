/**
 * Global page search (documents-forms-workflows §2): filters the page registry by translated name or
 * description. Keyboard: ArrowDown/ArrowUp move with wrap-around, Enter opens, Escape closes and clears.
 * A click outside closes. Follows the WAI-ARIA combobox pattern (focus stays in the input).
 */
import { Box, Paper, ScrollArea, Text, TextInput } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../lib/current-user';
import { useLocale, useLocalePath } from '../../lib/locale';
import { PAGES, type PageEntry } from '../pages';
import { filterPages } from './page-search-filter';

/**
 * The spec's "80 units" for the result list's maximum height. Units are the 0.25rem spacing steps the
 * spec's source design used (80 units = 20rem = 320px); change the unit size here, not the count.
 */
export const PAGE_SEARCH_MAX_HEIGHT = 80;
const UNIT_REM = 0.25;

export function PageSearch({ pages = PAGES }: { pages?: readonly PageEntry[] }) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpen(false));

  const results = useMemo(() => {
    const allowed = pages
      .filter((entry) => can(entry.permission))
      .map((entry) => ({ entry, name: t(entry.nameKey), description: t(entry.descriptionKey) }));
    return filterPages(allowed, query, locale);
  }, [pages, can, t, query, locale]);

  const active = results.length > 0 ? Math.min(highlighted, results.length - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function close(clear: boolean) {
    setOpen(false);
    setHighlighted(0);
    if (clear) setQuery('');
  }

  function openEntry(entry: PageEntry) {
    close(true);
    void navigate(toPath(entry.path));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setHighlighted((active + step + count) % count);
        return;
      }
      case 'Enter': {
        const entry = results[active];
        if (open && entry) {
          event.preventDefault();
          openEntry(entry.entry);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        close(true);
        return;
    }
  }

  return (
    <Box ref={rootRef} pos="relative" w="100%" maw={420}>
      <TextInput
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setHighlighted(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <Paper
          shadow="md"
          withBorder
          pos="absolute"
          top="calc(100% + 4px)"
          style={{ insetInlineStart: 0, insetInlineEnd: 0, zIndex: 300 }}
        >
          <ScrollArea.Autosize mah={`${PAGE_SEARCH_MAX_HEIGHT * UNIT_REM}rem`} type="auto">
            <Box component="ul" id={listId} role="listbox" aria-label={t('search.results')} m={0} p={4}>
              {results.map((result, index) => (
                <Box
                  component="li"
                  key={result.entry.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  px="sm"
                  py={6}
                  bg={index === active ? 'var(--mantine-primary-color-light)' : undefined}
                  style={{ listStyle: 'none', cursor: 'pointer', borderRadius: 'var(--mantine-radius-sm)' }}
                  // Keep focus in the input so the keyboard keeps working after a click or hover.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setHighlighted(index)}
                  onClick={() => openEntry(result.entry)}
                >
                  <Text size="sm" fw={600}>
                    {result.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {result.description}
                  </Text>
                </Box>
              ))}
            </Box>
            {results.length === 0 && (
              <Text size="sm" c="dimmed" px="sm" py="xs" role="status">
                {t('search.empty', { query: query.trim() })}
              </Text>
            )}
          </ScrollArea.Autosize>
        </Paper>
      )}
    </Box>
  );
}
