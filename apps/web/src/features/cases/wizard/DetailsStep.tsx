import { CASE_DESCRIPTION_MAX, CASE_TITLE_MAX, type ContactLight, LOCALES, type Locale } from '@counsel/domain';
import { Alert, Anchor, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkflowTemplates } from '../../../entities/workflow/use-workflows';
import { useLocalePath } from '../../../lib/locale';
import { casesNs } from '../../../locales/cases';
import { useContactOptions } from '../use-cases';

export interface Details {
  title: string;
  contact: ContactLight | null;
  workflowId: string;
  description: string;
  language: Locale;
}

interface DetailsStepProps {
  value: Details;
  onChange: (next: Details) => void;
  /** The contact's problem (no primary contact, no email or phone), shown under the picker. */
  contactProblem: string | null;
  titleError: string | null;
  workflowProblem: string | null;
}

/** Step 1: title, contact, workflow, description and the case's language. */
export function DetailsStep({ value, onChange, contactProblem, titleError, workflowProblem }: DetailsStepProps) {
  const { t } = useTranslation(casesNs);
  const toPath = useLocalePath();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const contacts = useContactOptions(debounced, true);
  const workflows = useWorkflowTemplates();

  const contactItems = useMemo(() => {
    const items = (contacts.data?.contacts ?? []).filter((c): c is ContactLight & { id: number } => c.id !== null);
    const picked = value.contact;
    return picked && picked.id !== null && !items.some((c) => c.id === picked.id)
      ? [picked as ContactLight & { id: number }, ...items]
      : items;
  }, [contacts.data, value.contact]);
  const noContactsAtAll = contacts.isSuccess && contacts.data.total === 0 && debounced.trim() === '';

  const workflowData = useMemo(() => {
    const list = workflows.data ?? [];
    const own = list.filter((w) => w.law_firm_id !== null).map((w) => ({ value: String(w.id), label: w.title }));
    const library = list.filter((w) => w.law_firm_id === null).map((w) => ({ value: String(w.id), label: w.title }));
    return [
      ...(own.length ? [{ group: t('wizard.ownWorkflows'), items: own }] : []),
      ...(library.length ? [{ group: t('wizard.publicWorkflows'), items: library }] : []),
    ];
  }, [workflows.data, t]);

  return (
    <Stack>
      <TextInput
        label={t('fields.title')}
        required
        data-autofocus
        maxLength={CASE_TITLE_MAX}
        value={value.title}
        error={titleError}
        onChange={(event) => onChange({ ...value, title: event.currentTarget.value })}
      />
      <Select
        label={t('fields.contact')}
        placeholder={t('newCase.contactPlaceholder')}
        required
        searchable
        clearable
        data={contactItems.map((c) => ({ value: String(c.id), label: c.email ? `${c.name} · ${c.email}` : c.name }))}
        value={value.contact?.id ? String(value.contact.id) : null}
        onChange={(id) => onChange({ ...value, contact: contactItems.find((c) => String(c.id) === id) ?? null })}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={contacts.isFetching ? t('common:loading') : t('newCase.noContactsFound')}
        error={contactProblem}
      />
      {noContactsAtAll && (
        <Text size="sm" c="dimmed">
          {t('newCase.noContacts')}{' '}
          <Anchor component={Link} to={toPath('/contacts')}>
            {t('newCase.toContacts')}
          </Anchor>
        </Text>
      )}
      <Select
        label={t('wizard.workflow')}
        placeholder={t('wizard.workflowPlaceholder')}
        required
        searchable
        data={workflowData}
        value={value.workflowId || null}
        onChange={(id) => onChange({ ...value, workflowId: id ?? '' })}
        error={workflowProblem}
      />
      {workflows.isSuccess && workflows.data.length === 0 && (
        <Alert color="yellow" title={t('wizard.noWorkflows')}>
          {t('wizard.noWorkflowsHint')}
        </Alert>
      )}
      <Textarea
        label={t('fields.description')}
        rows={3}
        maxLength={CASE_DESCRIPTION_MAX}
        value={value.description}
        onChange={(event) => onChange({ ...value, description: event.currentTarget.value })}
      />
      <Select
        label={t('wizard.language')}
        description={t('wizard.languageHint')}
        data={LOCALES.map((locale) => ({ value: locale, label: t(`wizard.languages.${locale}`) }))}
        value={value.language}
        allowDeselect={false}
        onChange={(locale) => onChange({ ...value, language: (locale as Locale) ?? value.language })}
      />
    </Stack>
  );
}
