/**
 * The form-field extraction modal (§2): the fields read from a form, grouped by section and
 * searchable, each with its label and type editable. For a public form the edits change only this
 * list (the filling screen builds on it). A firm's own form, for a user who may update forms, also
 * takes an Arabic label and a text field's format, and Save keeps the corrections with the form, so
 * every client form made from it shows them (issue 37). A firm's form without fields offers placing
 * some on its pages (issue 17), when the user may change forms.
 */
import type { ExtractedFormField, ExtractFormRef } from '@counsel/domain';
import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { formPlacementNs } from '../../locales/formPlacement';
import { formsNs } from '../../locales/forms';
import { FieldRow } from './FieldRow';
import { sectionTitle } from './section-title';
import { correctionsOf, type FieldEdit, useSaveFieldCorrections } from './use-field-corrections';
import { useFormFields } from './use-public-forms';

interface Props {
  /** Which form to read: a public one or one of the firm's own (its current version). */
  form: ExtractFormRef;
  /** The form's name in the dialog's title. */
  name: string;
  onClose: () => void;
  /** A firm form's current file, given when the user may place fields on it. */
  placement?: { fileUrl: string };
  /** A firm form's corrections may be saved (the user may update forms). */
  canCorrect?: boolean;
}

// pdf.js comes only with the editor.
const FieldPlacementEditor = lazy(() => import('./placement/FieldPlacementEditor'));

type Edits = Record<string, FieldEdit>;
/** A field with its place in the whole list, which names its inputs whatever the search shows. */
type NumberedField = Omit<ExtractedFormField, 'format'> & FieldEdit & { number: number };

interface Section {
  key: string;
  title: string;
  fields: NumberedField[];
}

function groupBySection(fields: NumberedField[], t: TFunction): Section[] {
  const sections = new Map<string, Section>();
  for (const field of fields) {
    const name = sectionTitle(field.section, t);
    const title = field.section_description ? `${name}. ${field.section_description}` : name;
    const section = sections.get(field.section) ?? { key: field.section, title, fields: [] };
    section.fields.push(field);
    sections.set(field.section, section);
  }
  return [...sections.values()];
}

export function FormFieldsModal({ form, name, onClose, placement, canCorrect = false }: Props) {
  const { t } = useTranslation(formsNs);
  const { t: tp } = useTranslation(formPlacementNs);
  const fields = useFormFields(form);
  const [placing, setPlacing] = useState(false);
  const canPlace = placement !== undefined && form.form_type === 'law_firm';
  const correctable = canCorrect && form.form_type === 'law_firm';
  const [edits, setEdits] = useState<Edits>({});
  const save = useSaveFieldCorrections(form.id);
  const [saved, setSaved] = useState(false);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim().toLowerCase(), 200);
  // The first section starts open (a firm's own form may have no parts); with hundreds of fields,
  // closed sections render nothing.
  const [toggled, setOpen] = useState<Set<string> | null>(null);
  const open = toggled ?? new Set(fields.data?.[0] ? [fields.data[0].section] : []);

  const shown = useMemo(() => {
    const all = (fields.data ?? []).map((field, index) => ({ ...field, ...edits[field.name], number: index + 1 }));
    const matching = debounced
      ? all.filter((field) =>
          `${field.label} ${field.label_ar ?? ''} ${sectionTitle(field.section, t)} ${field.section_description}`
            .toLowerCase()
            .includes(debounced),
        )
      : all;
    return { total: all.length, matching: matching.length, sections: groupBySection(matching, t) };
  }, [fields.data, edits, debounced, t]);

  const edit = (name: string, change: FieldEdit) => {
    setSaved(false);
    save.reset();
    setEdits((current) => ({ ...current, [name]: { ...current[name], ...change } }));
  };
  const saveEdits = () =>
    save.mutate(correctionsOf(edits, fields.data ?? []), {
      onSuccess: () => {
        setEdits({});
        setSaved(true);
      },
    });
  const toggle = (key: string) =>
    setOpen(() => {
      const next = new Set(open);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Modal
      opened
      onClose={onClose}
      size={placing ? '80rem' : 'xl'}
      title={placing ? tp('title', { name }) : t('fields.title', { name })}
      closeButtonProps={{ 'aria-label': t('fields.close') }}
    >
      {placing && placement ? (
        <Suspense
          fallback={
            <Center p="xl">
              <Loader aria-label={tp('loading')} />
            </Center>
          }
        >
          <FieldPlacementEditor
            formId={form.id}
            fileUrl={placement.fileUrl}
            onCancel={() => setPlacing(false)}
            onSaved={() => setPlacing(false)}
          />
        </Suspense>
      ) : (
        <Stack gap="sm">
          {fields.isPending && (
            <Center p="xl">
              <Loader aria-label={t('fields.loading')} />
            </Center>
          )}
          {fields.isError && (
            <Alert color="red" role="alert">
              {t('fields.failed')}
            </Alert>
          )}
          {fields.data?.length === 0 && !canPlace && <Text>{t('fields.none')}</Text>}
          {fields.data?.length === 0 && canPlace && (
            <Stack gap="sm" align="flex-start">
              <Text>{tp('none')}</Text>
              <Button onClick={() => setPlacing(true)}>{tp('place')}</Button>
            </Stack>
          )}
          {fields.data && fields.data.length > 0 && (
            <>
              <Text size="sm" role="status">
                {t('fields.retrieved')} · {t('fields.count', { count: shown.total })}
              </Text>
              <Text size="sm" c="dimmed">
                {t(correctable ? 'fields.hintSaved' : 'fields.hint')}
              </Text>
              {correctable && (
                <Group gap="sm">
                  <Button onClick={saveEdits} loading={save.isPending} disabled={Object.keys(edits).length === 0}>
                    {t('fields.save')}
                  </Button>
                </Group>
              )}
              {saved && (
                <Alert color="green" role="status">
                  {t('fields.saved')}
                </Alert>
              )}
              {save.isError && (
                <Alert color="red" role="alert">
                  {t(
                    save.error instanceof ApiError && save.error.status === 400
                      ? 'fields.saveInvalid'
                      : 'fields.saveFailed',
                  )}
                </Alert>
              )}
              <TextInput
                label={t('fields.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
              />
              {debounced && shown.matching === 0 && <Text>{t('fields.noMatch', { query: query.trim() })}</Text>}
              {shown.sections.map((section) => {
                const expanded = debounced !== '' || open.has(section.key);
                return (
                  <Stack key={section.key} gap="xs">
                    <Button
                      variant="subtle"
                      justify="space-between"
                      fullWidth
                      aria-expanded={expanded}
                      rightSection={
                        <IconChevronDown
                          size={16}
                          aria-hidden
                          style={{ transform: expanded ? 'rotate(180deg)' : undefined }}
                        />
                      }
                      onClick={() => toggle(section.key)}
                      disabled={debounced !== ''}
                      styles={{
                        label: { whiteSpace: 'normal', textAlign: 'start' },
                        root: { height: 'auto', minHeight: 36 },
                      }}
                    >
                      <Text component="span" fw={600} size="sm">
                        {section.title}
                      </Text>
                      <Badge variant="light" ms="xs">
                        {section.fields.length}
                      </Badge>
                    </Button>
                    {expanded &&
                      section.fields.map((field) => (
                        <FieldRow
                          key={field.name}
                          field={field}
                          correctable={correctable}
                          onEdit={(change) => edit(field.name, change)}
                        />
                      ))}
                  </Stack>
                );
              })}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
