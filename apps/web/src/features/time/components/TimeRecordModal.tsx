import { TIME_ENTRY_INVOICED, type TimeEntry } from '@counsel/domain';
import { Alert, Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useAbility, useMe } from '../../../lib/current-user';
import { useFormat } from '../../../lib/format';
import { timeNs } from '../../../locales/time';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ReasonedButton } from '../../../ui/ReasonedButton';
import { toast } from '../../../ui/toast';
import { formFieldOf, type RecordFormValues, recordDefaults, recordRequest, validateRecord } from '../record-form';
import { serverMessageKey } from '../time-errors';
import { useTimers } from '../timer/timer-context';
import { announceTimeEntryChange } from '../timer/timer-sync';
import { timeEntriesApi, useDefaultHourlyRate, useRefreshTimeEntries } from '../use-time-entries';
import { RecordFields } from './RecordFields';

export interface TimeRecordModalProps {
  opened: boolean;
  /** The entry recorded or edited; null adds one by hand. */
  entry: TimeEntry | null;
  /** A timer just stopped: its record must be saved or deleted; closing only says so. */
  mustResolve?: boolean;
  onClose: () => void;
  /** After a save or a delete (the lists have been told to reload). */
  onFinished: (outcome: 'saved' | 'deleted') => void;
}

/** Screen 11: the time record modal. */
export default function TimeRecordModal({
  opened,
  entry,
  mustResolve = false,
  onClose,
  onFinished,
}: TimeRecordModalProps) {
  const { t } = useTranslation(timeNs);
  const [closeAttempted, setCloseAttempted] = useState(false);
  useEffect(() => {
    if (!opened) setCloseAttempted(false);
  }, [opened]);
  const title = mustResolve ? t('record.stoppedTitle') : entry ? t('record.editTitle') : t('record.addTitle');
  return (
    <Modal
      opened={opened}
      onClose={mustResolve ? () => setCloseAttempted(true) : onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('record.close') }}
    >
      {opened && (
        <RecordForm
          entry={entry}
          mustResolve={mustResolve}
          closeAttempted={closeAttempted}
          onCancel={onClose}
          onFinished={onFinished}
        />
      )}
    </Modal>
  );
}

interface RecordFormProps {
  entry: TimeEntry | null;
  mustResolve: boolean;
  closeAttempted: boolean;
  onCancel: () => void;
  onFinished: (outcome: 'saved' | 'deleted') => void;
}

function RecordForm({ entry, mustResolve, closeAttempted, onCancel, onFinished }: RecordFormProps) {
  const { t } = useTranslation(timeNs);
  const defaultRate = useDefaultHourlyRate(entry === null);
  if (defaultRate.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  return (
    <LoadedRecordForm
      entry={entry}
      defaultRate={defaultRate.rate}
      mustResolve={mustResolve}
      closeAttempted={closeAttempted}
      onCancel={onCancel}
      onFinished={onFinished}
    />
  );
}

function LoadedRecordForm({
  entry,
  defaultRate,
  mustResolve,
  closeAttempted,
  onCancel,
  onFinished,
}: RecordFormProps & { defaultRate: number }) {
  const { t } = useTranslation(timeNs);
  const me = useMe();
  const ability = useAbility();
  const format = useFormat();
  const timers = useTimers();
  const refresh = useRefreshTimeEntries();
  const intent = useRef<'save' | 'start'>('save');
  const busy = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const resolver = useCallback<Resolver<RecordFormValues>>(
    async (values) => {
      const failures = Object.entries(validateRecord(values, entry === null));
      if (failures.length === 0) return { values, errors: {} };
      const errors = Object.fromEntries(
        failures.map(([field, key]) => [field, { type: 'validate', message: t(key) }]),
      ) as FieldErrors<RecordFormValues>;
      return { values: {}, errors };
    },
    [t, entry],
  );
  const form = useForm<RecordFormValues>({
    resolver,
    defaultValues: recordDefaults(entry, defaultRate, Date.now()),
  });
  const { isSubmitting } = form.formState;

  const own = entry === null || entry.user_id === me.user.id;
  const canDelete = entry !== null && !entry.invoiced && (own || ability.can('delete', 'time_entries'));

  const onValid = async (values: RecordFormValues) => {
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    const startAfter = intent.current === 'start';
    try {
      const body = recordRequest(values, entry, Date.now());
      if (entry) await timeEntriesApi.update(entry.id, body);
      else await timeEntriesApi.create(me.law_firm.id, body);
      toast.success(t('toasts.saveSuccess'));
      void refresh();
      announceTimeEntryChange(me.user.id, entry?.id ?? null);
      onFinished('saved');
      if (startAfter) await timers?.start();
    } catch (error) {
      toast.error(t('toasts.saveError'));
      showServerProblem(error);
    } finally {
      busy.current = false;
    }
  };

  const showServerProblem = (error: unknown) => {
    if (isApiError(error, TIME_ENTRY_INVOICED)) {
      setProblem(t('errors.time_entry_invoiced'));
      return;
    }
    if (!isApiError(error)) return;
    let shown = false;
    for (const [serverField, text] of Object.entries(error.fields ?? {})) {
      const field = formFieldOf(serverField);
      const translated = t(serverMessageKey(text));
      if (field) {
        form.setError(field, { type: 'server', message: translated });
        shown = true;
      } else {
        setProblem(translated);
        shown = true;
      }
    }
    if (!shown && error.status === 404) setProblem(t('errors.not_found'));
  };

  const remove = async () => {
    if (!entry || deleting) return;
    setDeleting(true);
    try {
      await timeEntriesApi.remove(entry.id);
      toast.success(t('toasts.deleteSuccess'));
      setConfirmDelete(false);
      void refresh();
      announceTimeEntryChange(me.user.id, entry.id);
      onFinished('deleted');
    } catch (error) {
      toast.error(t('toasts.deleteError'));
      setConfirmDelete(false);
      if (isApiError(error, TIME_ENTRY_INVOICED)) setProblem(t('errors.time_entry_invoiced'));
    } finally {
      setDeleting(false);
    }
  };

  const locked = isSubmitting || deleting;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <Stack gap="sm">
        {mustResolve && closeAttempted && (
          <Alert color="orange" role="alert">
            {t('record.mustResolve')}
          </Alert>
        )}
        {entry?.invoiced && (
          <Alert color="blue" role="note">
            {t('record.invoicedNote')}
          </Alert>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <RecordFields form={form} entry={entry} />
        <Group justify="space-between" mt="sm">
          <Group gap="xs">
            {canDelete && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirmDelete(true)}
                disabled={locked}
              >
                {t('record.delete')}
              </Button>
            )}
            {!mustResolve && (
              <Button variant="default" onClick={onCancel} disabled={locked}>
                {t('common:actions.cancel')}
              </Button>
            )}
          </Group>
          <Group gap="xs">
            {timers && (
              <Button
                type="submit"
                variant="light"
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                onClick={() => {
                  intent.current = 'start';
                }}
                loading={isSubmitting && intent.current === 'start'}
                disabled={locked}
              >
                {t('record.saveAndStart')}
              </Button>
            )}
            <ReasonedButton
              type="submit"
              onClick={() => {
                intent.current = 'save';
              }}
              loading={isSubmitting && intent.current === 'save'}
              reason={locked ? t('record.lockedReason') : null}
            >
              {t('record.save')}
            </ReasonedButton>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('delete.title')}
        message={entry ? t('delete.message', { date: format.day(entry.dateRecorded) }) : ''}
        pending={deleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </form>
  );
}
