/**
 * Global page search (documents-forms-workflows §2): filters the page registry by translated name or
 * description, and below the pages lists the clients, cases, contacts and invoices the server finds
 * (GET /api/search, only the kinds the user may read). Keyboard: ArrowDown/ArrowUp move through all of
 * them with wrap-around, Enter opens, Escape closes and clears. A click outside closes. Follows the
 * WAI-ARIA combobox pattern (focus stays in the input). The list opens on a click, on typing or on the
 * arrows, not on mere focus, and closes when focus leaves: Tab passes through the header's search.
 */
import { Box, Paper, ScrollArea, Text, TextInput } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../lib/current-user';
import { useLocale, useLocalePath } from '../../lib/locale';
import { PAGES, type PageEntry } from '../../lib/pages';
import { filterPages } from './page-search-filter';
import { type SearchOption, SearchResultList, type SearchSection } from './SearchResultList';
import { useRecordSearch } from './use-record-search';

/**
 * The spec's "80 units" for the result list's maximum height. Units are the 0.25rem spacing steps the
 * spec's source design used (80 units = 20rem = 320px); change the unit size here, not the count.
 */
export const PAGE_SEARCH_MAX_HEIGHT = 80;
const UNIT_REM = 0.25;

interface PageSearchProps {
  pages?: readonly PageEntry[];
  /** Take the focus on mounting (the phone's search opens on demand and is typed into at once). */
  autoFocus?: boolean;
  /** A result was opened or Escape pressed: the phone's search closes itself. */
  onDone?: () => void;
}

export function PageSearch({ pages = PAGES, autoFocus = false, onDone }: PageSearchProps) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const listId = useId();
  const [query, setQuery] = useState('');
  // The phone's search, opened on demand by its button, shows the list at once.
  const [open, setOpen] = useState(autoFocus);
  const [highlighted, setHighlighted] = useState(0);
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpen(false));

  const recordGroups = useRecordSearch(query, open);

  const sections = useMemo((): SearchSection[] => {
    const allowed = pages
      .filter((entry) => can(entry.permission))
      .map((entry) => ({ entry, name: t(entry.nameKey), description: t(entry.descriptionKey) }));
    const pageOptions = filterPages(allowed, query, locale).map(({ entry, name, description }) => ({
      key: `page-${entry.id}`,
      name,
      description,
      path: entry.path,
    }));
    return [
      { id: 'pages', label: t('search.results'), options: pageOptions },
      ...recordGroups.map((group) => ({
        id: group.kind,
        label: t(`search.records.${group.kind}`),
        options: group.results.map((hit) => ({
          key: `${group.kind}-${hit.id}`,
          name: hit.label,
          description: hit.secondary,
          path: hit.route,
        })),
      })),
    ];
  }, [pages, can, t, query, locale, recordGroups]);
  const results = useMemo(() => sections.flatMap((section) => section.options), [sections]);

  const active = results.length > 0 ? Math.min(highlighted, results.length - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function close(clear: boolean) {
    setOpen(false);
    setHighlighted(0);
    if (clear) setQuery('');
  }

  function openEntry(option: SearchOption) {
    close(true);
    onDone?.();
    void navigate(toPath(option.path));
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
          openEntry(entry);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        close(true);
        onDone?.();
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
        // Only the phone's search, opened by its button to be typed into, takes the focus.
        autoFocus={autoFocus}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setHighlighted(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <Paper
          shadow="md"
          withBorder
          pos="absolute"
          top="calc(100% + 4px)"
          style={{ insetInlineStart: 0, insetInlineEnd: 0, zIndex: 300 }}
          // Pressing in the list (an option, the scrollbar) keeps the focus in the input.
          onMouseDown={(event) => event.preventDefault()}
        >
          <ScrollArea.Autosize
            mah={`${PAGE_SEARCH_MAX_HEIGHT * UNIT_REM}rem`}
            type="auto"
            // The options are reached with the arrows from the input, so the scroller is no Tab stop.
            viewportProps={{ tabIndex: -1 }}
          >
            <SearchResultList
              listId={listId}
              label={t('search.results')}
              sections={sections}
              active={active}
              optionId={optionId}
              onHighlight={setHighlighted}
              onOpen={openEntry}
            />
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
