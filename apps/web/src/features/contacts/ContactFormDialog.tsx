// The fields strings this file names.
import '../../locales/fields';
import type { Contact } from '@counsel/domain';
import { Alert, Button, Group, List, Modal, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { contactsNs } from '../../locales/contacts';
import { toast } from '../../ui/toast';
import { useUnsavedChanges } from '../../ui/unsaved/use-unsaved-changes';
import { ContactFields, messageAt } from './ContactFields';
import { contactErrorMessage, retrieveErrorMessage, scrollToField, serverFieldErrors } from './contact-errors';
import {
  type ContactFieldPath,
  type ContactFormValues,
  contactToForm,
  emptyContactForm,
  FIELD_ORDER,
  isEmptyAddress,
  toContactRequest,
  validateContactForm,
} from './contact-form';
import { DeletedContactDialog } from './DeletedContactDialog';
import { contactsApi, useRefreshContacts } from './use-contacts';

interface ContactFormDialogProps {
  opened: boolean;
  /** The contact being edited; null adds a new one. */
  editing: Contact | null;
  onClose: () => void;
}

export function ContactFormDialog({ opened, editing, onClose }: ContactFormDialogProps) {
  const { t } = useTranslation(contactsNs);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(opened && dirty);
  const requestClose = () => unsaved.confirmLeave(onClose);
  return (
    <>
      {unsaved.prompt}
      <Modal
        opened={opened}
        onClose={requestClose}
        title={editing ? t('form.editTitle') : t('form.addTitle')}
        size="lg"
      >
        {opened && <ContactForm editing={editing} onClose={onClose} onCancel={requestClose} onDirtyChange={setDirty} />}
      </Modal>
    </>
  );
}

interface ContactFormProps {
  editing: ContactFormDialogProps['editing'];
  /** After a save: closes without asking. */
  onClose: () => void;
  /** Cancel: asks first when something changed. */
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function nestErrors(failures: Array<[ContactFieldPath, string]>): FieldErrors<ContactFormValues> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of failures) {
    const [head, tail] = path.split('.') as [string, string | undefined];
    if (tail === undefined) errors[head] = { type: 'validate', message };
    else errors[head] = { ...(errors[head] as object), [tail]: { type: 'validate', message } };
  }
  return errors as FieldErrors<ContactFormValues>;
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

function ContactForm({ editing, onClose, onCancel, onDirtyChange }: ContactFormProps) {
  const { t } = useTranslation(contactsNs);
  const refresh = useRefreshContacts();
  const initial = useMemo(() => (editing ? contactToForm(editing) : emptyContactForm()), [editing]);
  const [mailOpen, setMailOpen] = useState(() => !isEmptyAddress(initial.mail_address));
  const [retrievalEmail, setRetrievalEmail] = useState<string | null>(null);
  const [retrieving, setRetrieving] = useState(false);
  const busy = useRef(false);

  const resolver = useCallback<Resolver<ContactFormValues>>(
    async (values) => {
      const failures = validateContactForm(values, t);
      return failures.length === 0 ? { values, errors: {} } : { values: {}, errors: nestErrors(failures) };
    },
    [t],
  );
  const form = useForm<ContactFormValues>({ resolver, defaultValues: initial, shouldFocusError: false });
  const { errors, isSubmitting, isSubmitted, isDirty } = form.formState;
  useEffect(() => {
    onDirtyChange(isDirty);
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);
  const failures = FIELD_ORDER.flatMap((path) => {
    const message = messageAt(errors, path);
    return message ? [[path, message] as const] : [];
  });

  const bringIntoView = (paths: readonly string[]) => {
    const first = paths[0];
    if (!first) return;
    const inMail = first.startsWith('mail_address.');
    if (inMail) setMailOpen(true);
    // The mailing address may first have to open.
    window.setTimeout(() => scrollToField(first), inMail ? 250 : 0);
  };

  const onInvalid = (invalid: FieldErrors<ContactFormValues>) => {
    const paths = FIELD_ORDER.filter((path) => messageAt(invalid, path));
    if (paths.length > 1) toast.error(t('form.errors.fixN', { count: paths.length }));
    bringIntoView(paths);
  };

  const done = async (message: string | null) => {
    if (message) toast.success(message);
    form.reset(emptyContactForm());
    await refresh();
    onClose();
  };

  const onValid = async (values: ContactFormValues) => {
    if (busy.current) return;
    busy.current = true;
    const body = toContactRequest(values);
    try {
      if (editing?.id) {
        await contactsApi.update(editing.id, body);
        if (!sameSet(values.participant_type_ids, editing.participant_type_ids)) {
          await contactsApi.setParticipantTypes(editing.id, values.participant_type_ids).catch(() => {
            toast.error(t('toasts.participantTypesFailed'));
          });
        }
        return await done(t('toasts.updated'));
      }
      const { id } = await contactsApi.create(body);
      if (values.participant_type_ids.length > 0) {
        try {
          await contactsApi.setParticipantTypes(id, values.participant_type_ids);
        } catch {
          // The contact stays created; only its participant types are missing.
          toast.error(t('toasts.contactCreatedButParticipantTypesFailed'));
          return await done(null);
        }
      }
      await done(t('toasts.created'));
    } catch (error) {
      if (isApiError(error, 'deleted_contact') && !editing) {
        setRetrievalEmail(body.email ?? '');
        return;
      }
      const fields = isApiError(error, 'deleted_contact')
        ? ([['email', t('form.errors.deletedContactEmail')]] as Array<[ContactFieldPath, string]>)
        : serverFieldErrors(t, error);
      for (const [path, message] of fields) form.setError(path, { type: 'server', message });
      if (fields.length > 0) bringIntoView(fields.map(([path]) => path));
      toast.error(contactErrorMessage(t, error), editing ? t('toasts.updateError') : t('toasts.createError'));
    } finally {
      busy.current = false;
    }
  };

  const retrieve = async () => {
    const email = retrievalEmail?.trim() ?? '';
    if (!email) {
      toast.error(t('deletedContactModal.toasts.emailRequired'));
      return;
    }
    setRetrieving(true);
    try {
      await contactsApi.retrieve(email);
      setRetrievalEmail(null);
      await done(t('deletedContactModal.toasts.retrieved'));
    } catch (error) {
      toast.error(retrieveErrorMessage(t, error));
    } finally {
      setRetrieving(false);
    }
  };

  const label = (path: ContactFieldPath) => {
    const [head, part] = path.split('.');
    if (!part) return t(`form.labels.${head}`);
    const group = head === 'current_address' ? t('form.currentAddress') : t('form.mailAddress');
    return `${group} › ${t(`fields:address.${part === 'postal_code' ? 'postalCode' : part}`)}`;
  };

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
        <Stack>
          {isSubmitted && failures.length > 0 && (
            <Alert color="red" title={t('form.summaryTitle', { count: failures.length })} role="alert">
              <List size="sm">
                {failures.map(([path, message]) => (
                  <List.Item key={path}>{`${label(path)}: ${message}`}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <ContactFields form={form} mailOpen={mailOpen} onMailOpenChange={setMailOpen} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <DeletedContactDialog
        email={retrievalEmail}
        loading={retrieving}
        onCancel={() => setRetrievalEmail(null)}
        onConfirm={retrieve}
      />
    </>
  );
}
