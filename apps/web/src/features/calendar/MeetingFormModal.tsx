/**
 * The meeting form (people-and-scheduling §2): Schedule Meeting, or Edit Meeting for an existing one,
 * whose location, client and case are locked (§4). Checks with the domain's request schema; the
 * server's field messages go under their fields, its refusals into toasts.
 */
import { MEETING_DURATIONS, MEETING_LOCATIONS, type Meeting, type MeetingLocation } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CasePicker } from '../../entities/case/CasePicker';
import { ClientPicker } from '../../entities/client/ClientPicker';
import { useMe } from '../../lib/current-user';
import { useLocale } from '../../lib/locale';
import { browserTimeZone } from '../../lib/time-zones';
import { translatedErrorMap } from '../../lib/zod-errors';
import { calendarNs } from '../../locales/calendar';
import { DialogFooter } from '../../ui/DialogFooter';
import { FormDateField } from '../../ui/FormDateField';
import { RichTextField } from '../../ui/rich-text/RichTextField';
import { toast } from '../../ui/toast';
import { calendarErrorMessage, calendarMessage, formatMinutesLong, serverFieldErrors } from './calendar-display';
import {
  formPath,
  type MeetingFormValues,
  meetingBody,
  meetingFormSchema,
  meetingValues,
  microsoftMeetingBody,
  newMeetingValues,
  OFFERED_LOCATIONS,
} from './meeting-form';
import { useContactOptions, useEmployeeOptions } from './use-attendee-options';
import { authorizationUrlOf, useAuthPopup } from './use-auth-popup';
import { useMeeting, useSaveMeeting } from './use-calendar';
import {
  microsoftAuthorizationUrlOf,
  useEnsureMicrosoft,
  useMicrosoftSignIn,
  useSaveMicrosoftMeeting,
} from './use-microsoft-calendar';
import { ZoneSelect } from './ZoneSelect';

/** A Teams meeting's refusal by Microsoft (502 microsoft_error): told as the spec's 'Teams error'. */
const isTeamsError = (error: unknown) => (error as { code?: string } | null)?.code === 'microsoft_error';

interface MeetingFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The meeting to edit; null schedules a new one. */
  meetingId: number | null;
  /** A new meeting's day (YYYY-MM-DD), when the user picked one on the calendar. */
  initialDate?: string;
  /** The clock the past-date rule reads (tests pin it). */
  now?: () => Date;
}

export function MeetingFormModal({ opened, onClose, meetingId, initialDate, now }: MeetingFormModalProps) {
  const { t } = useTranslation(calendarNs);
  const meeting = useMeeting(opened ? meetingId : null);
  const editing = meetingId !== null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('meeting.editTitle') : t('meeting.scheduleTitle')}
      size="lg"
    >
      {opened && !editing && <MeetingForm meeting={null} onClose={onClose} initialDate={initialDate} now={now} />}
      {opened && editing && meeting.data && <MeetingForm meeting={meeting.data} onClose={onClose} now={now} />}
      {opened && editing && meeting.isPending && <Loader aria-label={t('page.loading')} />}
      {opened && editing && meeting.isError && <Text c="red">{t('meeting.loadError')}</Text>}
    </Modal>
  );
}

interface MeetingFormProps {
  meeting: Meeting | null;
  onClose: () => void;
  initialDate?: string | undefined;
  now?: (() => Date) | undefined;
}

function MeetingForm({ meeting, onClose, initialDate, now }: MeetingFormProps) {
  const { t } = useTranslation(calendarNs);
  const { locale } = useLocale();
  const { user } = useMe();
  const editing = meeting !== null;
  const save = useSaveMeeting(meeting?.id ?? null);
  // A Teams meeting of the user's own goes through Microsoft's calls (its Outlook event is the itemId);
  // a colleague's is edited with the meeting calls, which go to the organiser's Outlook all the same.
  const ownOutlookItem = meeting && meeting.user_id === user.id ? meeting.outlook_event_id : null;
  const saveMicrosoft = useSaveMicrosoftMeeting(ownOutlookItem);
  const ensureMicrosoft = useEnsureMicrosoft();
  const signIn = useMicrosoftSignIn();
  const [checking, setChecking] = useState(false);
  const schema = useMemo(
    () =>
      meetingFormSchema({
        lawFirmId: user.law_firm_id,
        meeting,
        now: now ?? (() => new Date()),
        error: translatedErrorMap(t),
      }),
    [user.law_firm_id, meeting, now, t],
  );
  const form = useForm<MeetingFormValues>({
    resolver: zodResolver(schema),
    defaultValues: meeting ? meetingValues(meeting) : newMeetingValues(browserTimeZone(), initialDate),
  });
  const others = useFieldArray({ control: form.control, name: 'others' });
  const authorize = useAuthPopup();
  const { errors } = form.formState;
  const message = (text: string | undefined) => calendarMessage(t, text);
  const location = form.watch('location');
  const clientId = form.watch('client_id');

  const employeeOptions = useEmployeeOptions(meeting);
  const [contactSearch, setContactSearch] = useState('');
  const contacts = useContactOptions(contactSearch.trim(), meeting);
  // A meeting's own location stays shown when editing (it cannot be changed); a new one is offered every one.
  const locations: readonly MeetingLocation[] = editing
    ? MEETING_LOCATIONS.filter((value) => value === meeting.location || OFFERED_LOCATIONS.includes(value))
    : OFFERED_LOCATIONS;
  const locked = editing ? t('messages.lockedInEditMode') : undefined;

  const saved = () => {
    toast.success(editing ? t('meeting.updateSuccess') : t('meeting.addSuccess'));
    onClose();
  };
  const refused = (values: MeetingFormValues, error: unknown) => {
    for (const [path, text] of Object.entries(serverFieldErrors(error))) {
      form.setError(formPath(path, values) as FieldPath<MeetingFormValues>, { message: text });
    }
    const title = isTeamsError(error)
      ? t('meeting.teamsError')
      : editing
        ? t('meeting.updateError')
        : t('meeting.addError');
    toast.error(calendarErrorMessage(t, error), title);
  };

  // §4 "Google calendar flow (saving)": not authorised, the popup opens and the save is tried once more after it.
  const send = (values: MeetingFormValues, mayAuthorize: boolean) =>
    save.mutate(meetingBody(values, user.law_firm_id, meeting), {
      onSuccess: saved,
      onError: (error) => {
        const url = authorizationUrlOf(error);
        if (url && mayAuthorize) {
          void authorize(url, () => send(values, false));
          return;
        }
        const microsoftUrl = microsoftAuthorizationUrlOf(error);
        if (microsoftUrl && mayAuthorize) {
          void signIn(microsoftUrl).then((verified) => verified && send(values, false));
          return;
        }
        refused(values, error);
      },
    });

  // §4 "Microsoft calendar flow": verified first (else the sign-in popup), then Microsoft's own calls.
  const sendMicrosoft = (values: MeetingFormValues, mayAuthorize: boolean) =>
    saveMicrosoft.mutate(microsoftMeetingBody(meetingBody(values, user.law_firm_id, meeting)), {
      onSuccess: saved,
      onError: (error) => {
        const url = microsoftAuthorizationUrlOf(error);
        if (url && mayAuthorize) {
          void signIn(url).then((verified) => verified && sendMicrosoft(values, false));
          return;
        }
        refused(values, error);
      },
    });

  const submitValues = async (values: MeetingFormValues) => {
    const microsoft = values.location === 'MICROSOFT_CALENDAR' && (!editing || ownOutlookItem !== null);
    if (!microsoft) return send(values, true);
    setChecking(true);
    try {
      if (await ensureMicrosoft()) sendMicrosoft(values, true);
    } catch (error) {
      refused(values, error);
    } finally {
      setChecking(false);
    }
  };
  const submit = form.handleSubmit(submitValues);

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label={t('meeting.title')}
          withAsterisk
          error={message(errors.title?.message)}
          {...form.register('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FormDateField
            control={form.control}
            name="date"
            label={t('meeting.date')}
            withAsterisk
            error={message(errors.date?.message)}
          />
          <TimeInput
            label={t('meeting.time')}
            withAsterisk
            error={message(errors.time?.message)}
            {...form.register('time')}
          />
          <Controller
            control={form.control}
            name="duration"
            render={({ field }) => (
              <Select
                label={t('meeting.duration')}
                withAsterisk
                allowDeselect={false}
                data={MEETING_DURATIONS.map((minutes) => ({
                  value: String(minutes),
                  label: formatMinutesLong(minutes, locale),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                error={message(errors.duration?.message)}
              />
            )}
          />
        </SimpleGrid>
        <ZoneSelect
          control={form.control}
          name="time_zone"
          label={t('meeting.timeZone')}
          error={message(errors.time_zone?.message)}
        />
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <Select
              label={t('meeting.location')}
              withAsterisk
              allowDeselect={false}
              disabled={editing}
              description={locked}
              data={locations.map((value) => ({ value, label: t(`locations.${value}`) }))}
              value={field.value}
              onChange={(value) => field.onChange((value ?? field.value) as MeetingLocation)}
              error={message(errors.location?.message)}
            />
          )}
        />
        {location === 'OTHERS' && (
          <TextInput
            label={t('meeting.customLink')}
            type="url"
            placeholder="https://"
            error={message(errors.custom_meeting_link?.message)}
            {...form.register('custom_meeting_link')}
          />
        )}
        <Fieldset legend={t('meeting.attendees')}>
          <Stack>
            <Controller
              control={form.control}
              name="employee_ids"
              render={({ field }) => (
                <MultiSelect
                  label={t('meeting.employees')}
                  withAsterisk
                  searchable
                  data={employeeOptions}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  nothingFoundMessage={t('meeting.noEmployees')}
                  error={message(errors.employee_ids?.message)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <ClientPicker
              label={t('meeting.client')}
              value={clientId}
              currentLabel={form.getValues('client_name')}
              onChange={(id, name) => {
                form.setValue('client_id', id);
                form.setValue('client_name', name);
                form.setValue('case_id', null);
                form.setValue('case_title', null);
              }}
              disabled={editing}
              error={message(errors.client_id?.message)}
            />
            <Text size="xs" c="dimmed" mt={-8}>
              {editing ? locked : t('meeting.clientHint')}
            </Text>
            <Controller
              control={form.control}
              name="contact_ids"
              render={({ field }) => (
                <MultiSelect
                  label={t('meeting.contacts')}
                  searchable
                  data={contacts.options}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  searchValue={contactSearch}
                  onSearchChange={setContactSearch}
                  nothingFoundMessage={contacts.isFetching ? undefined : t('meeting.noContacts')}
                  error={message(errors.contact_ids?.message)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Text size="sm" fw={500}>
              {t('meeting.others')}
            </Text>
            {others.fields.map((row, index) => (
              <Group key={row.id} align="flex-start" wrap="nowrap">
                <TextInput
                  flex={1}
                  label={t('meeting.otherEmail')}
                  type="email"
                  withAsterisk
                  error={message(errors.others?.[index]?.email?.message)}
                  {...form.register(`others.${index}.email`)}
                />
                <TextInput
                  flex={1}
                  label={t('meeting.otherName')}
                  withAsterisk
                  error={message(errors.others?.[index]?.full_name?.message)}
                  {...form.register(`others.${index}.full_name`)}
                />
                <ActionIcon
                  mt={26}
                  variant="subtle"
                  color="red"
                  aria-label={t('meeting.removeOther', {
                    name: form.getValues(`others.${index}.full_name`) || index + 1,
                  })}
                  onClick={() => others.remove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => others.append({ email: '', full_name: '' })}
              >
                {t('meeting.addOther')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <CasePicker
          label={t('meeting.case')}
          clientId={clientId}
          value={form.watch('case_id')}
          currentLabel={form.getValues('case_title')}
          onChange={(id) => form.setValue('case_id', id)}
          disabled={editing}
          error={message(errors.case_id?.message)}
        />
        {editing && (
          <Text size="xs" c="dimmed" mt={-8}>
            {locked}
          </Text>
        )}
        <Controller
          control={form.control}
          name="notes"
          render={({ field }) => (
            <RichTextField
              label={t('meeting.notes')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(errors.notes?.message)}
            />
          )}
        />
        <DialogFooter
          cancelLabel={t('common:actions.cancel')}
          submitLabel={editing ? t('meeting.save') : t('meeting.schedule')}
          submitting={save.isPending || saveMicrosoft.isPending || checking}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
