/**
 * /forms/fill: the document filling screen (§2, §4). A client (required, shown as a card), the
 * collaboration mode (always on), an optional case of that client, a public or firm form (the
 * address may name one: ?form_type=public&id=2, a client: &client_id=41 and a case: &case_id=7, as the
 * mailed assignment link does), then 'Review Form' fetches the schema pre-filled with the client's facts
 * and opens the review dialog. 'Assign' hands the same client, case and form to colleagues instead
 * (&assign_to=12 preselects one of them). 'Use document' picks some of the client's general documents
 * to share when the reviewed form is sent to the client.
 */
import { type ClientListItem, clientFullName, type FillableFormRef, formFileName } from '@counsel/domain';
import { Button, Card, Group, NativeSelect, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useEffect, useState } from 'react';
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
import { ClientDocumentsPicker, type SharedDocument } from './ClientDocumentsPicker';
import { ReviewFormDialog, type ReviewInput } from './ReviewFormDialog';
import { fetchFormSchema, useAllFirmForms, useClientChoices } from './use-form-filling';

/** What the screen shows of the chosen client. */
type PickedClient = Pick<ClientListItem, 'id' | 'first_name' | 'middle_name' | 'last_name' | 'email' | 'phone_number'>;

const clientName = (client: PickedClient) => clientFullName(client);

/** The picker's value for a form: `public:2`, `law_firm:7`. */
const formKey = (form: FillableFormRef) => `${form.form_type}:${form.id}`;

function formOfKey(key: string): FillableFormRef | null {
  const match = /^(public|law_firm):(\d+)$/.exec(key);
  return match ? { form_type: match[1] as FillableFormRef['form_type'], id: Number(match[2]) } : null;
}

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
  const [client, setClient] = useState<PickedClient | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [caseId, setCaseId] = useState(params.get('case_id') ?? '');
  const fromAddress = formOfKey(`${params.get('form_type')}:${params.get('id')}`);
  const [formValue, setFormValue] = useState(fromAddress ? formKey(fromAddress) : '');
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [review, setReview] = useState<ReviewInput | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [useDocument, setUseDocument] = useState(false);
  const [sharedDocuments, setSharedDocuments] = useState<SharedDocument[]>([]);
  const assignTo = Number(params.get('assign_to')) || null;

  const clientFromAddress = Number(params.get('client_id'));
  const addressed = useClient(clientFromAddress, client === null);
  useEffect(() => {
    const found = addressed.data?.client;
    if (found) setClient((current) => current ?? found);
  }, [addressed.data]);
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
    setClient(picked && String(picked.id) === value ? picked : null);
    setCaseId('');
    setClientError(null);
    // Documents are the chosen client's: another client's must not be shared.
    setSharedDocuments([]);
  };

  /** The client and form, or null after saying what is missing (both Review and Assign need them). */
  const chosen = () => {
    const form = formOfKey(formValue);
    if (!client) setClientError(t('page.clientRequired'));
    if (!form) {
      setFormError(t('page.formNameNotFound'));
      toast.error(t('page.formNameNotFound'));
    }
    return client && form ? { client, form } : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const picked = chosen();
    if (!picked) return;
    const { client, form } = picked;
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
  };

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
            error={clientError}
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
              setUseDocument(event.currentTarget.checked);
              if (!event.currentTarget.checked) setSharedDocuments([]);
            }}
          />
          {useDocument && client && (
            <ClientDocumentsPicker clientId={client.id} value={sharedDocuments} onChange={setSharedDocuments} />
          )}
          <NativeSelect
            label={t('page.case')}
            value={caseId}
            disabled={!client}
            data={[
              { value: '', label: t('page.generalCase') },
              ...(cases.data?.cases ?? []).map((item) => ({ value: String(item.id), label: item.title })),
            ]}
            onChange={(event) => setCaseId(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('page.form')}
            value={formValue}
            data={formOptions}
            error={formError}
            onChange={(event) => {
              setFormValue(event.currentTarget.value);
              setFormError(null);
            }}
          />
          <Group gap="sm">
            <Button type="submit" loading={loading}>
              {useDocument ? t('page.fillAndReview') : t('page.review')}
            </Button>
            <Button variant="default" onClick={() => chosen() && setAssigning(true)}>
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
