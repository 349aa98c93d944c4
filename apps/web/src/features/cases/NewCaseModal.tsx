import { CASE_DESCRIPTION_MAX, CASE_TITLE_MAX, type Case } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Modal, MultiSelect, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api';
import { useMe } from '../../lib/current-user';
import { useLocalePath } from '../../lib/locale';
import { translatedErrorMap } from '../../lib/zod-errors';
import { casesNs } from '../../locales/cases';
import { toast } from '../../ui/toast';
import { useLightUsers } from '../team/use-light-users';
import { caseErrorMessage } from './case-errors';
import { useContactOptions, useCreateCase } from './use-cases';

interface NewCaseModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated?: (created: Case) => void;
}

/**
 * A simple "New case" form (title, contact, description, team leads) that calls POST /case/.
 * The three-step wizard with workflows will replace it.
 */
export function NewCaseModal({ opened, onClose, onCreated }: NewCaseModalProps) {
  const { t } = useTranslation(casesNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('newCase.title')} size="lg">
      {opened && <NewCaseForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

type FormFields = 'title' | 'contact_id' | 'description' | 'team_leads';
const FORM_FIELDS: readonly string[] = ['title', 'contact_id', 'description', 'team_leads'];

function NewCaseForm({ onClose, onCreated }: Omit<NewCaseModalProps, 'opened'>) {
  const { t } = useTranslation(casesNs);
  const toPath = useLocalePath();
  const lawFirmId = useMe().user.law_firm_id;
  const schema = useMemo(
    () =>
      z.object({
        title: z.string().trim().min(1).max(CASE_TITLE_MAX),
        contact_id: z.string().min(1),
        description: z.string().trim().max(CASE_DESCRIPTION_MAX),
        team_leads: z.array(z.string()).min(1, t('newCase.teamLeadRequired')),
      }),
    [t],
  );
  const form = useForm({
    resolver: zodResolver(schema, { error: translatedErrorMap(t) }),
    defaultValues: { title: '', contact_id: '', description: '', team_leads: [] as string[] },
  });
  const { errors } = form.formState;

  const [contactSearch, setContactSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(contactSearch, 300);
  const [pickedContact, setPickedContact] = useState<{ value: string; label: string } | null>(null);
  const contacts = useContactOptions(debouncedSearch, true);
  const users = useLightUsers(true);
  const create = useCreateCase();

  const contactOptions = useMemo(() => {
    const options = (contacts.data?.contacts ?? []).flatMap((contact) =>
      contact.id === null
        ? []
        : [{ value: String(contact.id), label: contact.email ? `${contact.name} · ${contact.email}` : contact.name }],
    );
    // The chosen contact stays an option while the search shows others.
    return pickedContact && !options.some((o) => o.value === pickedContact.value)
      ? [pickedContact, ...options]
      : options;
  }, [contacts.data, pickedContact]);
  const noContactsAtAll = contacts.isSuccess && contacts.data.total === 0 && debouncedSearch.trim() === '';
  const userOptions = (users.data ?? []).map((user) => ({ value: String(user.id), label: user.full_name }));

  const submit = form.handleSubmit((values) => {
    const now = new Date().toISOString();
    const body = new FormData();
    body.set('title', values.title);
    body.set('description', values.description);
    body.set('contact_id', values.contact_id);
    body.set('law_firm_id', String(lawFirmId));
    // The creation payload of the spec; the server sets the status and the dates itself.
    body.set('status', 'PENDING');
    body.set('team_leads', JSON.stringify(values.team_leads.map(Number)));
    body.set('task_assignments', '[]');
    body.set('alt_steps_ids', '[]');
    body.set('created_at', now);
    body.set('updated_at', now);
    create.mutate(body, {
      onSuccess: (created) => {
        toast.success(t('newCase.createSuccess'));
        onCreated?.(created);
        onClose();
      },
      onError: (error) => {
        const fields = isApiError(error, 'validation_failed') ? Object.keys(error.fields ?? {}) : [];
        const known = fields.filter((field) => FORM_FIELDS.includes(field.split('.')[0]!));
        for (const field of known) {
          form.setError(field.split('.')[0] as FormFields, { message: t('common:validation.invalid') });
        }
        if (known.length === 0) toast.error(caseErrorMessage(t, error), t('newCase.createError'));
      },
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label={t('fields.title')}
          required
          data-autofocus
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="contact_id"
          render={({ field }) => (
            <Select
              label={t('fields.contact')}
              placeholder={t('newCase.contactPlaceholder')}
              required
              searchable
              clearable
              data={contactOptions}
              value={field.value || null}
              onChange={(value, option) => {
                field.onChange(value ?? '');
                setPickedContact(value && option ? { value, label: option.label } : null);
              }}
              searchValue={contactSearch}
              onSearchChange={setContactSearch}
              nothingFoundMessage={contacts.isFetching ? t('common:loading') : t('newCase.noContactsFound')}
              error={errors.contact_id?.message}
              onBlur={field.onBlur}
            />
          )}
        />
        {noContactsAtAll && (
          <Text size="sm" c="dimmed">
            {t('newCase.noContacts')}{' '}
            <Anchor component={Link} to={toPath('/contacts')}>
              {t('newCase.toContacts')}
            </Anchor>
          </Text>
        )}
        <Textarea
          label={t('fields.description')}
          rows={4}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="team_leads"
          render={({ field }) => (
            <MultiSelect
              label={t('fields.teamLeads')}
              placeholder={t('newCase.teamLeadsPlaceholder')}
              required
              searchable
              data={userOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              nothingFoundMessage={t('newCase.noEmployeesFound')}
              error={errors.team_leads?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('newCase.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
