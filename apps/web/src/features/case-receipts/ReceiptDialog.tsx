/**
 * The receipt number dialog (spec §2): the number typed, read from a notice file or from the camera
 * (NoticeReader), the case it belongs to (picked by client on the scanner page, fixed on a case's page), an
 * optional description, form type and received day. A notice that filled the form is kept in the case's
 * documents once the receipt is saved. Closing it resets the form after the dialog's exit (§4, §9: about 200 ms).
 */
import type { CaseReceipt, CaseReceiptBody, ExtractedReceipt, NoticeAppointmentFound } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CasePicker } from '../../entities/case/CasePicker';
import { ClientPicker } from '../../entities/client/ClientPicker';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { translatedErrorMap } from '../../lib/zod-errors';
import { caseReceiptsNs } from '../../locales/caseReceipts';
import { FormDateField } from '../../ui/FormDateField';
import { toast } from '../../ui/toast';
import { type NoticeMode, NoticeReader } from './NoticeReader';
import { PrintedAppointment } from './PrintedAppointment';
import { type ReceiptFormValues, receiptFormSchema, receiptFormValues, receiptMessage } from './receipt-form';
import { useSaveReceipt } from './use-case-receipts';
import { useSaveNoticeFile } from './use-notices';

/** Spec §9: the dialog resets this long after it closes, once its exit transition is over. */
export const RECEIPT_DIALOG_RESET_MS = 200;

interface Props {
  opened: boolean;
  lawFirmId: number;
  /** The receipt being edited, or null to add one. */
  editing: CaseReceipt | null;
  /** On a case's page the case is given and not asked. */
  fixedCase?: { caseId: number; clientId: number; title: string };
  onClose: () => void;
  /** The plan's limit answered: the page shows its upgrade alert. */
  onLimit: () => void;
}

export function ReceiptDialog({ opened, lawFirmId, editing, fixedCase, onClose, onLimit }: Props) {
  const { t } = useTranslation(caseReceiptsNs);
  const save = useSaveReceipt(lawFirmId);
  const saveNotice = useSaveNoticeFile();
  const [mode, setMode] = useState<NoticeMode>('manual');
  const [notice, setNotice] = useState<{
    file: File;
    number: string;
    appointment: NoticeAppointmentFound | null;
  } | null>(null);
  const form = useForm<ReceiptFormValues, unknown, CaseReceiptBody>({
    resolver: zodResolver(receiptFormSchema, { error: translatedErrorMap(t) }),
    defaultValues: receiptFormValues(editing, fixedCase),
  });
  const { errors } = form.formState;
  const message = (text: string | undefined) => receiptMessage(t, text);

  useEffect(() => {
    if (opened) {
      form.reset(receiptFormValues(editing, fixedCase));
      return;
    }
    const timer = setTimeout(() => {
      form.reset(receiptFormValues(null, fixedCase));
      setMode('manual');
      setNotice(null);
    }, RECEIPT_DIALOG_RESET_MS);
    return () => clearTimeout(timer);
  }, [opened, editing, fixedCase, form]);

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: editing?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast.success(t(editing ? 'dialog.updated' : 'dialog.added'));
          if (notice) keepNotice(saved.id, notice.file);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'uscis_queries_limit') {
            toast.error(t('limit.toast'));
            onLimit();
            onClose();
            return;
          }
          if (error instanceof ApiError && error.fields) {
            for (const [path, text] of Object.entries(error.fields)) {
              form.setError(path as FieldPath<ReceiptFormValues>, { message: text });
            }
          }
          toast.error(errorMessage(t, error), t(editing ? 'dialog.updateError' : 'dialog.addError'));
        },
      },
    ),
  );

  const keepNotice = (receiptId: number, file: File) =>
    saveNotice.mutate(
      { receiptId, file, oldFileName: editing?.file ?? null },
      {
        onSuccess: () => toast.success(t('notice.noticeSaved')),
        onError: (error) => toast.error(errorMessage(t, error), t('notice.noticeSaveError')),
      },
    );

  const fill = (receipt: ExtractedReceipt, file: File) => {
    const options = { shouldDirty: true, shouldValidate: true };
    form.setValue('receipt_number', receipt.receipt_number, options);
    if (receipt.form_type) form.setValue('form_type', receipt.form_type, options);
    if (receipt.received_date) form.setValue('submitted_date', receipt.received_date, options);
    setNotice({ file, number: receipt.receipt_number, appointment: receipt.appointment ?? null });
  };

  const clientId = form.watch('client_id');
  return (
    <Modal opened={opened} onClose={onClose} title={t(editing ? 'dialog.editTitle' : 'dialog.addTitle')} centered>
      <form noValidate onSubmit={submit} aria-label={t(editing ? 'dialog.editTitle' : 'dialog.addTitle')}>
        <Stack>
          <NoticeReader
            mode={mode}
            onModeChange={setMode}
            onFound={fill}
            onLimit={() => {
              onLimit();
              onClose();
            }}
          />
          {notice ? (
            <Alert color="teal" role="status" p="xs">
              <Text size="sm">
                {t('notice.filled', { number: notice.number })} {t('notice.keptWithReceipt')}
              </Text>
              {notice.appointment && <PrintedAppointment appointment={notice.appointment} />}
            </Alert>
          ) : (
            <Text size="sm" fw={600}>
              {t('dialog.manualEntry')}
            </Text>
          )}
          <TextInput
            label={t('dialog.receiptNumber')}
            description={t('dialog.receiptNumberHint')}
            required
            dir="ltr"
            autoComplete="off"
            maxLength={40}
            error={message(errors.receipt_number?.message)}
            {...form.register('receipt_number')}
            data-autofocus
          />
          {fixedCase ? (
            <Text size="sm">
              {t('dialog.case')}: <strong>{fixedCase.title}</strong>
            </Text>
          ) : (
            <>
              <Controller
                control={form.control}
                name="client_id"
                render={({ field }) => (
                  <ClientPicker
                    label={t('dialog.client')}
                    value={field.value}
                    currentLabel={editing?.client_name ?? null}
                    onChange={(id) => {
                      field.onChange(id);
                      form.setValue('case_id', null);
                    }}
                    required
                  />
                )}
              />
              <Controller
                control={form.control}
                name="case_id"
                render={({ field }) => (
                  <CasePicker
                    label={t('dialog.case')}
                    clientId={clientId}
                    value={field.value}
                    currentLabel={editing?.case_title ?? null}
                    onChange={field.onChange}
                    error={message(errors.case_id?.message)}
                  />
                )}
              />
            </>
          )}
          <Group grow align="flex-start">
            <TextInput
              label={t('dialog.formType')}
              placeholder={t('dialog.formTypePlaceholder')}
              dir="ltr"
              maxLength={20}
              error={message(errors.form_type?.message)}
              {...form.register('form_type')}
            />
            <FormDateField
              control={form.control}
              name="submitted_date"
              label={t('dialog.submittedDate')}
              error={message(errors.submitted_date?.message)}
            />
          </Group>
          <Textarea
            label={t('dialog.description')}
            rows={3}
            maxLength={1000}
            error={message(errors.description?.message)}
            {...form.register('description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('dialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
