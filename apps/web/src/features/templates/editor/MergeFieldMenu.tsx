/**
 * "Insert merge field": a searchable popover of the firm's merge fields grouped by target
 * (GET /merge-fields/{firmId}); choosing one inserts its placeholder (#contact_first_name) at the cursor.
 * The popover traps the focus while open and gives it back to its button when closed.
 */
import { MERGE_FIELD_TARGETS, type MergeField } from '@counsel/domain';
import { Button, Loader, Popover, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templatesNs } from '../../../locales/templates';
import { mergeFieldLabel } from '../merge-field-label';
import { useMergeFields } from '../use-templates';

/** A field matches by its name (#contact_first_name) or by the label shown for it. */
export function matchesMergeField(field: MergeField, query: string, shownLabel = field.merge_field_name): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return field.name.toLocaleLowerCase().includes(needle) || shownLabel.toLocaleLowerCase().includes(needle);
}

export function MergeFieldMenu({ editor }: { editor: Editor }) {
  const { t } = useTranslation(templatesNs);
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const fields = useMergeFields();

  const insert = (field: MergeField) => {
    // The editor keeps its selection while the popover has the focus: focus() puts the cursor back there.
    editor.chain().focus().insertContent(field.name).run();
    setOpened(false);
    setQuery('');
  };

  const shown = (fields.data ?? []).filter((field) => matchesMergeField(field, query, mergeFieldLabel(t, field)));
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus position="bottom-end" width={320} withinPortal>
      <Popover.Target>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconBraces size={16} aria-hidden />}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setOpened((open) => !open)}
        >
          {t('insertMenu.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('insertMenu.button')}>
        <Stack gap="xs">
          <TextInput
            type="search"
            label={t('insertMenu.search')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            data-autofocus
          />
          {fields.isPending && <Loader size="sm" aria-label={t('insertMenu.loading')} />}
          {fields.data && shown.length === 0 && (
            <Text size="sm" c="dimmed">
              {fields.data.length === 0 ? t('insertMenu.none') : t('insertMenu.noMatches')}
            </Text>
          )}
          <ScrollArea.Autosize mah={300}>
            {MERGE_FIELD_TARGETS.map((target) => {
              const group = shown.filter((field) => field.target === target);
              if (group.length === 0) return null;
              return (
                <div key={target}>
                  <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="xs">
                    {t(`targets.${target}`)}
                  </Text>
                  {group.map((field) => (
                    <UnstyledButton
                      key={field.id}
                      onClick={() => insert(field)}
                      display="block"
                      w="100%"
                      py={4}
                      px="xs"
                      style={{ textAlign: 'start', borderRadius: 'var(--mantine-radius-sm)' }}
                    >
                      <Text size="sm" component="span" display="block">
                        {mergeFieldLabel(t, field)}
                      </Text>
                      <Text size="xs" c="dimmed" component="span" display="block" dir="ltr" ff="monospace">
                        {field.name}
                      </Text>
                    </UnstyledButton>
                  ))}
                </div>
              );
            })}
          </ScrollArea.Autosize>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
