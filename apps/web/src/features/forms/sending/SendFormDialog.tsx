/**
 * Sending the reviewed form to the client (§4 "Document filling"): the client's email, the language of
 * their pages and mail, how the client opens the form (their portal, the default, or a direct link), how
 * long it stays open, the documents asked of them and those shared with them. Sending locks the dialog;
 * the Modal holds focus and gives it back to the button that opened it.
 */
import {
  DEFAULT_FORM_SENDING_MODE,
  type FillableFormRef,
  type FillValues,
  FORM_LINK_DEFAULT_DAYS,
  FORM_LINK_MAX_DAYS,
  type FormSection,
  type FormSendingMode,
  type Locale,
  SENT_FORM_MAX_REQUESTED_DOCUMENTS,
} from '@counsel/domain';
import { Alert, Button, Group, List, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/current-user';
import { useLocale } from '../../../lib/locale';
import { formSendingNs } from '../../../locales/formSending';
import { toast } from '../../../ui/toast';
import { RemovableList } from '../RemovableList';
import { SendingModeChoice } from './SendingMode';
import { daysProblem, formTitleOf, requestedProblem, sectionsToSend } from './send-body';
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
  const [mode, setMode] = useState<FormSendingMode>(DEFAULT_FORM_SENDING_MODE);
  const [locale, setLocale] = useState<Locale>(uiLocale);
  const [days, setDays] = useState<string | number>(FORM_LINK_DEFAULT_DAYS);
  const [daysTouched, setDaysTouched] = useState(false);
  const [requested, setRequested] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const locked = send.isPending;
  const daysError = daysTouched ? daysProblem(days) : null;

  const addRequested = () => {
    const problem = requestedProblem(draft, requested);
    if (problem) {
      setDraftError(t(`send.requestedProblem.${problem}`, { max: SENT_FORM_MAX_REQUESTED_DOCUMENTS }));
      return;
    }
    setRequested([...requested, draft.trim()]);
    setDraft('');
    setDraftError(null);
  };

  const submit = () => {
    setDaysTouched(true);
    if (!recipient.email || daysProblem(days)) return;
    send.mutate(
      {
        form_title: formTitleOf(fileName),
        user_id: userId,
        client_id: recipient.clientId,
        case_id: recipient.caseId,
        form_type: form.form_type,
        form_id: form.id,
        form_schema: sectionsToSend(sections, values),
        form_sending_mode: mode,
        client_documents_ids: recipient.documents.map((document) => document.id),
        requested_documents: requested,
        locale,
        expires_in_days: Number(days),
      },
      {
        onSuccess: () => {
          toast.success(
            t(`send.sent.${mode}`, { client: recipient.clientName, email: recipient.email }),
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
  };

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
        <SendingModeChoice value={mode} disabled={locked} onChange={setMode} />
        <NativeSelect
          label={t('send.language')}
          description={t('send.languageHint')}
          value={locale}
          disabled={locked}
          data={[
            { value: 'en', label: 'English' },
            { value: 'ar', label: 'العربية' },
          ]}
          onChange={(event) => setLocale(event.currentTarget.value as Locale)}
        />
        <NumberInput
          label={t(`send.days.${mode}`)}
          description={t('send.daysHint', { max: FORM_LINK_MAX_DAYS })}
          value={days}
          min={1}
          max={FORM_LINK_MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          disabled={locked}
          error={daysError ? t(`send.daysProblem.${daysError}`, { max: FORM_LINK_MAX_DAYS }) : null}
          onChange={setDays}
          onBlur={() => setDaysTouched(true)}
        />
        <Stack gap="xs">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('send.requested')}
              description={t('send.requestedHint', { max: SENT_FORM_MAX_REQUESTED_DOCUMENTS })}
              value={draft}
              disabled={locked}
              error={draftError}
              dir="auto"
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addRequested();
                }
              }}
            />
            <Button variant="default" disabled={locked} onClick={addRequested}>
              {t('send.addRequested')}
            </Button>
          </Group>
          {requested.length > 0 && (
            <RemovableList
              label={t('send.requestedList')}
              items={requested.map((name) => ({ key: name, name }))}
              removeLabel={(name) => t('send.removeRequested', { name })}
              disabled={locked}
              onRemove={(name) => setRequested(requested.filter((item) => item !== name))}
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
          <Button onClick={submit} loading={locked} disabled={!recipient.email}>
            {t('send.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
