/**
 * Upload form in the wizard-style dialog (spec §2): first where it goes, the firm's forms (a folder of
 * the library) or the drive (a client's documents, general or of one case), then the file. Spec §5:
 * destination required; for the drive, client and case both ('Client and Case are required when
 * destination is drive'); the file must be a real file (a PDF for the forms library).
 */
import type { FirmFormDirectory } from '@counsel/domain';
import { Alert, Button, Group, Modal, Radio, Select, Stack, Stepper } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firmFormsKey } from '../../../entities/firm-form/keys';
import { uploadFirmForm } from '../../../entities/firm-form/upload-firm-form';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/current-user';
import { documentsNs } from '../../../locales/documents';
import { toast } from '../../../ui/toast';
import { FileDrop } from '../../../ui/upload/FileDrop';
import { isPdfFile } from '../../../ui/upload/pdf-file';
import { type ChosenClient, ClientCaseFields, GENERAL_DOCUMENTS } from '../ClientCaseFields';
import { DocumentTitleInput } from '../DocumentTitleInput';
import { uploadClientDocument } from '../upload';
import { refreshDocumentLists } from '../use-documents';

type Destination = 'forms' | 'drive';
const ROOT = 'root';

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
  const [destination, setDestination] = useState<Destination | null>(null);
  const [folder, setFolder] = useState<string>(ROOT);
  const [client, setClient] = useState<ChosenClient | null>(null);
  const [caseChoice, setCaseChoice] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const folders = useQuery({
    queryKey: ['forms', 'firm', 'directories'],
    queryFn: ({ signal }) =>
      api.get<{ directories: FirmFormDirectory[] }>(`/api/firm-legal-form/${lawFirmId}/directories`, { signal }),
    enabled: destination === 'forms',
  });

  const next = () => {
    if (!destination) return setError(t('uploadForm.destinationRequired'));
    if (destination === 'drive' && (!client || !caseChoice)) return setError(t('uploadForm.clientAndCaseRequired'));
    setError(null);
    setStep(1);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const problem = !file
      ? t('upload.fileRequired')
      : destination === 'forms' && !(await isPdfFile(file))
        ? t('uploadForm.notPdf')
        : undefined;
    setFileError(problem);
    if (problem || !file) return;
    setSubmitting(true);
    try {
      if (destination === 'forms') {
        await uploadFirmForm(
          lawFirmId,
          { title, file, directoryId: folder === ROOT ? null : Number(folder) },
          () => {},
        );
        await queryClient.invalidateQueries({ queryKey: firmFormsKey });
      } else if (client && caseChoice) {
        const target = caseChoice === GENERAL_DOCUMENTS ? 'general' : { caseId: Number(caseChoice) };
        await uploadClientDocument(lawFirmId, client.id, target, { title, file }, () => {});
        await refreshDocumentLists(queryClient);
      }
      toast.success(t('upload.success'));
      onDone();
    } catch (failure) {
      toast.error(errorMessage(t, failure), t('upload.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} size="sm">
      <Stepper.Step label={t('uploadForm.stepDestination')}>
        <Stack gap="md" mt="md">
          <Radio.Group
            label={t('uploadForm.destination')}
            required
            value={destination}
            onChange={(value) => {
              setDestination(value as Destination);
              setError(null);
            }}
          >
            <Group mt="xs">
              <Radio value="forms" label={t('uploadForm.toForms')} />
              <Radio value="drive" label={t('uploadForm.toDrive')} />
            </Group>
          </Radio.Group>
          {destination === 'forms' && (
            <Select
              label={t('uploadForm.folder')}
              data={[
                { value: ROOT, label: t('uploadForm.formsRoot') },
                ...(folders.data?.directories ?? []).map((item) => ({ value: String(item.id), label: item.path })),
              ]}
              value={folder}
              onChange={(value) => setFolder(value ?? ROOT)}
              allowDeselect={false}
            />
          )}
          {destination === 'drive' && (
            <ClientCaseFields
              client={client}
              onClient={(next) => {
                setClient(next);
                setCaseChoice(null);
              }}
              caseChoice={caseChoice}
              onCase={setCaseChoice}
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
            <Button onClick={next}>{t('uploadForm.next')}</Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('uploadForm.stepFile')}>
        <form noValidate onSubmit={submit} aria-busy={submitting}>
          <Stack gap="md" mt="md">
            <DocumentTitleInput value={title} onChange={setTitle} disabled={submitting} />
            <FileDrop
              file={file}
              onChange={setFile}
              error={fileError}
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
