/**
 * Upload form in the wizard-style dialog (spec §2): first where it goes, the firm's forms (a folder of
 * the library) or the drive (a client's documents, general or of one case), then the file. Spec §5:
 * destination required; for the drive, client and case both ('Client and Case are required when
 * destination is drive'); the file must be a real file (a PDF for the forms library).
 */
import type { FirmFormDirectory } from '@counsel/domain';
import { Alert, Button, Group, Modal, Radio, Select, Stack, Stepper } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firmFormsKey } from '../../../entities/firm-form/keys';
import { uploadFirmForm } from '../../../entities/firm-form/upload-firm-form';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/current-user';
import { documentsNs } from '../../../locales/documents';
import { toast } from '../../../ui/toast';
import { FormFileDrop } from '../../../ui/upload/FileDrop';
import { ClientCaseFields, GENERAL_DOCUMENTS } from '../ClientCaseFields';
import { FormDocumentTitleInput } from '../DocumentTitleInput';
import { uploadClientDocument } from '../upload';
import { refreshDocumentLists } from '../use-documents';
import { emptyWizard, ROOT, type WizardUpload, type WizardValues, wizardResolver } from './upload-form-wizard-form';

export function UploadFormWizard({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(documentsNs);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('uploadForm.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('uploadForm.close') }}
    >
      {opened && <WizardSteps onDone={onClose} />}
    </Modal>
  );
}

function WizardSteps({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(documentsNs);
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const resolver = useMemo(() => wizardResolver(t, step), [t, step]);
  // Each step's rules apply to it alone: step 1's on Next, step 2's on Upload.
  const form = useForm<WizardValues, unknown, WizardUpload>({
    resolver,
    defaultValues: emptyWizard(),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: submitting } = form.formState;
  const destination = form.watch('destination');
  const client = form.watch('client');
  const error = errors.destination?.message ?? errors.client?.message;
  const folders = useQuery({
    queryKey: ['forms', 'firm', 'directories'],
    queryFn: ({ signal }) =>
      api.get<{ directories: FirmFormDirectory[] }>(`/api/firm-legal-form/${lawFirmId}/directories`, { signal }),
    enabled: destination === 'forms',
  });

  const next = async () => {
    if (await form.trigger(['destination', 'client'])) setStep(1);
  };

  const submit = form.handleSubmit(async (values) => {
    const { title, file } = values;
    try {
      if (values.destination === 'forms') {
        await uploadFirmForm(
          lawFirmId,
          { title, file, directoryId: values.folder === ROOT ? null : Number(values.folder) },
          () => {},
        );
        await queryClient.invalidateQueries({ queryKey: firmFormsKey });
      } else if (values.client && values.caseChoice) {
        const target = values.caseChoice === GENERAL_DOCUMENTS ? 'general' : { caseId: Number(values.caseChoice) };
        await uploadClientDocument(lawFirmId, values.client.id, target, { title, file }, () => {});
        await refreshDocumentLists(queryClient);
      }
      toast.success(t('upload.success'));
      onDone();
    } catch (failure) {
      toast.error(errorMessage(t, failure), t('upload.failed'));
    }
  });

  return (
    <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} size="sm">
      <Stepper.Step label={t('uploadForm.stepDestination')}>
        <Stack gap="md" mt="md">
          <Controller
            control={form.control}
            name="destination"
            render={({ field }) => (
              <Radio.Group
                label={t('uploadForm.destination')}
                required
                value={field.value}
                onChange={(value) => {
                  field.onChange(value as WizardValues['destination']);
                  form.clearErrors();
                }}
              >
                <Group mt="xs">
                  <Radio value="forms" label={t('uploadForm.toForms')} />
                  <Radio value="drive" label={t('uploadForm.toDrive')} />
                </Group>
              </Radio.Group>
            )}
          />
          {destination === 'forms' && (
            <Controller
              control={form.control}
              name="folder"
              render={({ field }) => (
                <Select
                  label={t('uploadForm.folder')}
                  data={[
                    { value: ROOT, label: t('uploadForm.formsRoot') },
                    ...(folders.data?.directories ?? []).map((item) => ({ value: String(item.id), label: item.path })),
                  ]}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? ROOT)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  allowDeselect={false}
                />
              )}
            />
          )}
          {destination === 'drive' && (
            <ClientCaseFields
              client={client}
              onClient={(chosen) => {
                form.setValue('client', chosen);
                form.setValue('caseChoice', null);
              }}
              caseChoice={form.watch('caseChoice')}
              onCase={(choice) => form.setValue('caseChoice', choice)}
              casePlaceholder={t('uploadForm.casePlaceholder')}
            />
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('upload.cancel')}
            </Button>
            <Button onClick={() => void next()}>{t('uploadForm.next')}</Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('uploadForm.stepFile')}>
        <form noValidate onSubmit={submit} aria-busy={submitting}>
          <Stack gap="md" mt="md">
            <FormDocumentTitleInput control={form.control} name="title" disabled={submitting} />
            <FormFileDrop
              control={form.control}
              name="file"
              disabled={submitting}
              {...(destination === 'forms'
                ? { description: t('uploadForm.pdfHint'), accept: 'application/pdf,.pdf' }
                : {})}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep(0)} disabled={submitting}>
                {t('uploadForm.back')}
              </Button>
              <Button type="submit" loading={submitting}>
                {t('upload.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stepper.Step>
    </Stepper>
  );
}
