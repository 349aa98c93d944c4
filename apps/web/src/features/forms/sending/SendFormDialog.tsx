/**
 * Sending the reviewed form to the client (§4 "Document filling"): the client's email, the language of
 * their pages and mail, how the client opens the form (their portal, the default, or a direct link), how
 * long it stays open, the documents asked of them and those shared with them. Sending locks the dialog;
 * the Modal holds focus and gives it back to the button that opened it.
 */
import {
  type FillableFormRef,
  type FillValues,
  FORM_LINK_MAX_DAYS,
  type FormSection,
  SENT_FORM_MAX_REQUESTED_DOCUMENTS,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/current-user';
import { useLocale } from '../../../lib/locale';
import { formSendingNs } from '../../../locales/formSending';
import { toast } from '../../../ui/toast';
import { RemovableList } from '../RemovableList';
import { SendingModeChoice } from './SendingMode';
import { formTitleOf, sectionsToSend } from './send-body';
import {
  daysProblemOf,
  requestedNameSchema,
  requestedProblemOf,
  type SendFormOutput,
  type SendFormValues,
  sendFormDefaults,
  sendFormSchema,
} from './send-form';
import { useSendForm } from './use-form-sending';

export interface SendRecipient {
  clientId: number;
  clientName: string;
  email: string | null;
  caseId: number | null;
  /** The client's general documents chosen on the filling screen ('use document'). */
  documents: { id: number; title: string }[];
}

interface Props {
  form: FillableFormRef;
  fileName: string;
  sections: FormSection[];
  values: FillValues;
  recipient: SendRecipient;
  onClose: () => void;
  onSent?: () => void;
}

export function SendFormDialog({ form, fileName, sections, values, recipient, onClose, onSent }: Props) {
  const { t } = useTranslation(formSendingNs);
  const { locale: uiLocale } = useLocale();
  const userId = useMe().user.id;
  const send = useSendForm();
  // The days are checked from their first blur (or the first Send) on, as they are typed.
  const sendResolver = useMemo(
    () =>
      zodResolver(sendFormSchema, {
        error: (issue) => t(`send.daysProblem.${daysProblemOf(issue)}`, { max: FORM_LINK_MAX_DAYS }),
      }),
    [t],
  );
  const settings = useForm<SendFormValues, unknown, SendFormOutput>({
    resolver: sendResolver,
    defaultValues: sendFormDefaults(uiLocale),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const requested = useFieldArray({ control: settings.control, name: 'requested_documents' });
  const mode = settings.watch('form_sending_mode');
  // The name of a document to ask for, checked against the list so far when it is added; its message
  // stays until the next try.
  const draftResolver = useCallback<Resolver<{ name: string }>>(
    (values, context, options) => {
      const list = settings.getValues('requested_documents').map((row) => row.name);
      const schema = z.object({ name: requestedNameSchema(list) });
      const error = (issue: Parameters<typeof requestedProblemOf>[0]) =>
        t(`send.requestedProblem.${requestedProblemOf(issue)}`, { max: SENT_FORM_MAX_REQUESTED_DOCUMENTS });
      return zodResolver(schema, { error })(values, context, options);
    },
    [settings, t],
  );
  const draft = useForm<{ name: string }>({
    resolver: draftResolver,
    defaultValues: { name: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const locked = send.isPending;

  const addRequested = draft.handleSubmit(({ name }) => {
    requested.append({ name });
    draft.reset({ name: '' });
  });

  const submit = settings.handleSubmit((choices) => {
    if (!recipient.email) return;
    send.mutate(
      {
        form_title: formTitleOf(fileName),
        user_id: userId,
        client_id: recipient.clientId,
        case_id: recipient.caseId,
        form_type: form.form_type,
        form_id: form.id,
        form_schema: sectionsToSend(sections, values),
        form_sending_mode: choices.form_sending_mode,
        client_documents_ids: recipient.documents.map((document) => document.id),
        requested_documents: choices.requested_documents,
        locale: choices.locale,
        expires_in_days: choices.expires_in_days,
      },
      {
        onSuccess: () => {
          toast.success(
            t(`send.sent.${choices.form_sending_mode}`, { client: recipient.clientName, email: recipient.email }),
            t('send.sentTitle'),
          );
          onSent?.();
          onClose();
        },
        onError: (error) => {
          const detail = error instanceof ApiError && error.message ? error.message : errorMessage(t, error);
          toast.error(detail, t('send.submitFailed'));
        },
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('send.title', { name: fileName })}
      closeOnEscape={!locked}
      closeOnClickOutside={!locked}
      withCloseButton={!locked}
      closeButtonProps={{ 'aria-label': t('send.close') }}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('send.recipient')}
          </Text>
          <Text size="sm" dir="auto">
            {recipient.clientName}
          </Text>
          {recipient.email ? (
            <Text size="sm">
              <bdi dir="ltr">{recipient.email}</bdi>
            </Text>
          ) : (
            <Alert color="orange" role="alert">
              {t('send.noEmail')}
            </Alert>
          )}
        </Stack>
        <Controller
          control={settings.control}
          name="form_sending_mode"
          render={({ field }) => <SendingModeChoice value={field.value} disabled={locked} onChange={field.onChange} />}
        />
        <NativeSelect
          label={t('send.language')}
          description={t('send.languageHint')}
          disabled={locked}
          data={[
            { value: 'en', label: 'English' },
            { value: 'ar', label: 'العربية' },
          ]}
          {...settings.register('locale')}
        />
        <Controller
          control={settings.control}
          name="expires_in_days"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t(`send.days.${mode}`)}
              description={t('send.daysHint', { max: FORM_LINK_MAX_DAYS })}
              ref={field.ref}
              name={field.name}
              value={field.value}
              min={1}
              max={FORM_LINK_MAX_DAYS}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              disabled={locked}
              error={fieldState.error?.message}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Stack gap="xs">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('send.requested')}
              description={t('send.requestedHint', { max: SENT_FORM_MAX_REQUESTED_DOCUMENTS })}
              disabled={locked}
              error={draft.formState.errors.name?.message}
              dir="auto"
              {...draft.register('name')}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void addRequested();
                }
              }}
            />
            <Button variant="default" disabled={locked} onClick={() => void addRequested()}>
              {t('send.addRequested')}
            </Button>
          </Group>
          {requested.fields.length > 0 && (
            <RemovableList
              label={t('send.requestedList')}
              items={requested.fields.map((row, index) => ({ key: index, name: row.name }))}
              removeLabel={(name) => t('send.removeRequested', { name })}
              disabled={locked}
              onRemove={(index) => requested.remove(index)}
            />
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('send.shared')}
          </Text>
          {recipient.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('send.sharedNone')}
            </Text>
          ) : (
            <List aria-label={t('send.shared')} size="sm" spacing={2}>
              {recipient.documents.map((document) => (
                <List.Item key={document.id}>
                  <bdi>{document.title}</bdi>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={locked}>
            {t('send.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={locked} disabled={!recipient.email}>
            {t('send.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
