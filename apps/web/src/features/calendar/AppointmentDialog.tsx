/**
 * The appointment dialog (people-and-scheduling §2): Schedule Appointment, or Edit Appointment for an
 * existing one. Client, request number and address are required; the date may not be past (§5).
 */
import type { CalendarEvent } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useMemo } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CasePicker } from '../../entities/case/CasePicker';
import { ClientPicker } from '../../entities/client/ClientPicker';
import { useMe } from '../../lib/current-user';
import { browserTimeZone } from '../../lib/time-zones';
import { translatedErrorMap } from '../../lib/zod-errors';
import { calendarNs } from '../../locales/calendar';
import { DialogFooter } from '../../ui/DialogFooter';
import { FormDateField } from '../../ui/FormDateField';
import { toast } from '../../ui/toast';
import {
  type AppointmentFormValues,
  appointmentBody,
  appointmentFormSchema,
  appointmentValues,
  newAppointmentValues,
} from './appointment-form';
import { calendarErrorMessage, calendarMessage, serverFieldErrors } from './calendar-display';
import { eventNumber, useSaveAppointment } from './use-calendar';
import { ZoneSelect } from './ZoneSelect';

interface AppointmentDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The appointment to edit, as the calendar shows it; null schedules a new one. */
  appointment: CalendarEvent | null;
  initialDate?: string;
  now?: () => Date;
}

export function AppointmentDialog({ opened, onClose, appointment, initialDate, now }: AppointmentDialogProps) {
  const { t } = useTranslation(calendarNs);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={appointment ? t('appointment.editTitle') : t('appointment.scheduleTitle')}
      size="lg"
    >
      {opened && <AppointmentForm appointment={appointment} onClose={onClose} initialDate={initialDate} now={now} />}
    </Modal>
  );
}

interface AppointmentFormProps {
  appointment: CalendarEvent | null;
  onClose: () => void;
  initialDate?: string | undefined;
  now?: (() => Date) | undefined;
}

function AppointmentForm({ appointment, onClose, initialDate, now }: AppointmentFormProps) {
  const { t } = useTranslation(calendarNs);
  const { user } = useMe();
  const save = useSaveAppointment(appointment ? eventNumber(appointment.id) : null);
  const schema = useMemo(
    () =>
      appointmentFormSchema({
        lawFirmId: user.law_firm_id,
        start: appointment?.start ?? null,
        now: now ?? (() => new Date()),
        error: translatedErrorMap(t),
      }),
    [user.law_firm_id, appointment, now, t],
  );
  const form = useForm<AppointmentFormValues>({
    resolver: zodResolver(schema),
    defaultValues: appointment ? appointmentValues(appointment) : newAppointmentValues(browserTimeZone(), initialDate),
  });
  const { errors } = form.formState;
  const message = (text: string | undefined) => calendarMessage(t, text);
  const clientId = form.watch('client_id');
  const editing = appointment !== null;

  const submit = form.handleSubmit((values) =>
    save.mutate(appointmentBody(values, user.law_firm_id), {
      onSuccess: () => {
        toast.success(editing ? t('appointment.updateSuccess') : t('appointment.addSuccess'));
        onClose();
      },
      onError: (error) => {
        for (const [path, text] of Object.entries(serverFieldErrors(error))) {
          form.setError(path as FieldPath<AppointmentFormValues>, { message: text });
        }
        toast.error(calendarErrorMessage(t, error), editing ? t('appointment.updateError') : t('appointment.addError'));
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <ClientPicker
          label={t('appointment.client')}
          required
          value={clientId}
          currentLabel={form.getValues('client_name')}
          onChange={(id, name) => {
            form.setValue('client_id', id, { shouldValidate: form.formState.isSubmitted });
            form.setValue('client_name', name);
            form.setValue('case_id', null);
            form.setValue('case_title', null);
          }}
          error={message(errors.client_id?.message)}
        />
        <CasePicker
          label={t('appointment.case')}
          clientId={clientId}
          value={form.watch('case_id')}
          currentLabel={form.getValues('case_title')}
          onChange={(id) => form.setValue('case_id', id)}
          error={message(errors.case_id?.message)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('appointment.legalCaseType')}
            error={message(errors.legal_case_type?.message)}
            {...form.register('legal_case_type')}
          />
          <TextInput
            label={t('appointment.requestNumber')}
            withAsterisk
            error={message(errors.request_number?.message)}
            {...form.register('request_number')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDateField
            control={form.control}
            name="date"
            label={t('appointment.date')}
            withAsterisk
            error={message(errors.date?.message)}
          />
          <TimeInput
            label={t('appointment.time')}
            description={t('appointment.timeHint')}
            error={message(errors.time?.message)}
            {...form.register('time')}
          />
        </SimpleGrid>
        <ZoneSelect
          control={form.control}
          name="time_zone"
          label={t('appointment.timeZone')}
          error={message(errors.time_zone?.message)}
        />
        <TextInput
          label={t('appointment.address')}
          withAsterisk
          error={message(errors.address?.message)}
          {...form.register('address')}
        />
        <Textarea
          label={t('appointment.notes')}
          rows={3}
          error={message(errors.notes?.message)}
          {...form.register('notes')}
        />
        <DialogFooter
          cancelLabel={t('common:actions.cancel')}
          submitLabel={editing ? t('appointment.save') : t('appointment.schedule')}
          submitting={save.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
