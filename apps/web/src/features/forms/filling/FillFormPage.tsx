/**
 * /forms/fill: the document filling screen (§2, §4). A client (required, shown as a card), the
 * collaboration mode (always on), an optional case of that client, a public or firm form (the
 * address may name one: ?form_type=public&id=2, a client: &client_id=41 and a case: &case_id=7, as the
 * mailed assignment link does), then 'Review Form' fetches the schema pre-filled with the client's facts
 * and opens the review dialog. 'Assign' hands the same client, case and form to colleagues instead
 * (&assign_to=12 preselects one of them). 'Use document' picks some of the client's general documents
 * to share when the reviewed form is sent to the client.
 */
import { clientFullName, formFileName } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, NativeSelect, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClientCases } from '../../../entities/case/use-cases';
import { useClient } from '../../../entities/client/use-client';
import { useLocale } from '../../../lib/locale';
import { formFillingNs } from '../../../locales/formFilling';
import { formsNs } from '../../../locales/forms';
import { toast } from '../../../ui/toast';
import { AssignEmployeesModal } from '../assign/AssignEmployeesModal';
import { FormsBreadcrumbs } from '../FormsBreadcrumbs';
import { usePublicForms } from '../use-public-forms';
import { ClientDocumentsPicker } from './ClientDocumentsPicker';
import {
  type FillChoices,
  type FillChoicesOutput,
  fillChoicesSchema,
  formKey,
  formOfKey,
  type PickedClient,
} from './fill-form';
import { ReviewFormDialog, type ReviewInput } from './ReviewFormDialog';
import { fetchFormSchema, useAllFirmForms, useClientChoices } from './use-form-filling';

const clientName = (client: PickedClient) => clientFullName(client);

function ClientCard({ client }: { client: PickedClient }) {
  const { t } = useTranslation(formFillingNs);
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('page.clientCard')}>
      <Text fw={600} dir="auto">
        {clientName(client)}
      </Text>
      <Text size="sm">
        {t('page.email')}: <span dir="ltr">{client.email ?? t('page.none')}</span>
      </Text>
      <Text size="sm">
        {t('page.phone')}: <span dir="ltr">{client.phone_number ?? t('page.none')}</span>
      </Text>
    </Card>
  );
}

export default function FillFormPage() {
  const { t } = useTranslation(formFillingNs);
  const { t: tForms } = useTranslation(formsNs);
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const fromAddress = formOfKey(`${params.get('form_type')}:${params.get('id')}`);
  const resolver = useMemo(
    () =>
      zodResolver(fillChoicesSchema, {
        error: (issue) => (issue.path?.[0] === 'client' ? t('page.clientRequired') : t('page.formNameNotFound')),
      }),
    [t],
  );
  // Errors show after Review or Assign and go as the field they name changes, until the next try.
  const choice = useForm<FillChoices, unknown, FillChoicesOutput>({
    resolver,
    defaultValues: {
      client: null,
      case_id: params.get('case_id') ?? '',
      form: fromAddress ? formKey(fromAddress) : '',
      use_document: false,
      shared_documents: [],
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = choice.formState;
  const client = choice.watch('client');
  const caseId = choice.watch('case_id');
  const formValue = choice.watch('form');
  const useDocument = choice.watch('use_document');
  const sharedDocuments = choice.watch('shared_documents');
  const [loading, setLoading] = useState(false);
  const [review, setReview] = useState<ReviewInput | null>(null);
  const [assigning, setAssigning] = useState(false);
  const assignTo = Number(params.get('assign_to')) || null;

  const clientFromAddress = Number(params.get('client_id'));
  const addressed = useClient(clientFromAddress, client === null);
  useEffect(() => {
    const found = addressed.data?.client;
    if (found && choice.getValues('client') === null) choice.setValue('client', found);
  }, [addressed.data, choice]);
  const choices = useClientChoices(debouncedSearch);
  const cases = useClientCases(client?.id ?? 0, client !== null);
  const publicForms = usePublicForms();
  const firmForms = useAllFirmForms();

  const clientOptions = (choices.data?.clients ?? []).map((item) => ({
    value: String(item.id),
    label: clientName(item),
  }));
  if (client && !clientOptions.some((option) => option.value === String(client.id))) {
    clientOptions.unshift({ value: String(client.id), label: clientName(client) });
  }
  const formOptions = [
    { value: '', label: t('page.formPlaceholder') },
    {
      group: t('page.publicGroup'),
      items: (publicForms.data ?? []).map((form) => ({
        value: formKey({ form_type: 'public', id: form.id }),
        label: `${form.name} · ${locale === 'ar' ? form.title_ar : form.title}`,
      })),
    },
    {
      group: t('page.firmGroup'),
      items: (firmForms.data?.forms ?? []).map((form) => ({
        value: formKey({ form_type: 'law_firm', id: form.id }),
        label: form.title || form.file_name,
      })),
    },
  ];

  const formName = formOptions
    .flatMap((option) => ('items' in option ? option.items : [option]))
    .find((option) => option?.value === formValue)?.label;

  const pickClient = (value: string | null) => {
    const picked = value ? (choices.data?.clients.find((item) => String(item.id) === value) ?? client) : null;
    choice.setValue('client', picked && String(picked.id) === value ? picked : null);
    choice.setValue('case_id', '');
    choice.clearErrors('client');
    // Documents are the chosen client's: another client's must not be shared.
    choice.setValue('shared_documents', []);
  };

  /** A missing form is also said in a toast (both Review and Assign need a client and a form). */
  const onInvalid = (invalid: FieldErrors<FillChoices>) => {
    if (invalid.form) toast.error(t('page.formNameNotFound'));
  };

  const submit = choice.handleSubmit(async ({ client, form }) => {
    setLoading(true);
    try {
      const { form: found } = await fetchFormSchema(form, client.id);
      toast.success(t('page.schemaRetrieved'));
      setReview({ form, fileName: formFileName(found), sections: found.schema.form_fields });
    } catch {
      toast.error(t('page.schemaFailed'));
    } finally {
      setLoading(false);
    }
  }, onInvalid);
  const assign = choice.handleSubmit(() => setAssigning(true), onInvalid);

  return (
    <Stack gap="md" maw={720}>
      <FormsBreadcrumbs steps={[{ label: tForms('hub.title'), to: '/forms' }, { label: t('page.title') }]} />
      <Title order={1} size="h2">
        {t('page.title')}
      </Title>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Select
            label={t('page.client')}
            placeholder={t('page.clientPlaceholder')}
            required
            searchable
            clearable
            data={clientOptions}
            value={client ? String(client.id) : null}
            onChange={pickClient}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage={t('page.noClients')}
            error={errors.client?.message}
          />
          {client && <ClientCard client={client} />}
          {/* Always on, so it is said, not offered as a switch that cannot be moved. */}
          <Text size="sm">{t('page.collaborationHint')}</Text>
          <Switch
            label={t('page.useDocument')}
            description={t('page.useDocumentHint')}
            checked={useDocument}
            disabled={!client}
            onChange={(event) => {
              choice.setValue('use_document', event.currentTarget.checked);
              if (!event.currentTarget.checked) choice.setValue('shared_documents', []);
            }}
          />
          {useDocument && client && (
            <ClientDocumentsPicker
              clientId={client.id}
              value={sharedDocuments}
              onChange={(documents) => choice.setValue('shared_documents', documents)}
            />
          )}
          <NativeSelect
            label={t('page.case')}
            value={caseId}
            disabled={!client}
            data={[
              { value: '', label: t('page.generalCase') },
              ...(cases.data?.cases ?? []).map((item) => ({ value: String(item.id), label: item.title })),
            ]}
            onChange={(event) => choice.setValue('case_id', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('page.form')}
            value={formValue}
            data={formOptions}
            error={errors.form?.message}
            onChange={(event) => {
              choice.setValue('form', event.currentTarget.value);
              choice.clearErrors('form');
            }}
          />
          <Group gap="sm">
            <Button type="submit" loading={loading}>
              {useDocument ? t('page.fillAndReview') : t('page.review')}
            </Button>
            <Button variant="default" onClick={() => void assign()}>
              {t('page.assign')}
            </Button>
          </Group>
        </Stack>
      </form>
      {review && client && (
        <ReviewFormDialog
          input={review}
          target={{ kind: 'create', clientId: client.id, caseId: caseId ? Number(caseId) : null }}
          recipient={{
            clientId: client.id,
            clientName: clientName(client),
            email: client.email,
            caseId: caseId ? Number(caseId) : null,
            documents: sharedDocuments,
          }}
          onClose={() => setReview(null)}
        />
      )}
      {assigning && client && formOfKey(formValue) && (
        <AssignEmployeesModal
          subject={{
            clientId: client.id,
            caseId: caseId ? Number(caseId) : null,
            formType: formOfKey(formValue)!.form_type,
            formId: formOfKey(formValue)!.id,
          }}
          formName={formName ?? ''}
          preselectedEmployeeId={assignTo}
          onClose={() => setAssigning(false)}
        />
      )}
    </Stack>
  );
}
