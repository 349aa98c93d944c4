import { type ClientSchool, type SchoolRequest, schoolRequest } from '@counsel/domain';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientRecordsNs } from '../../../locales/clientRecords';
import { FormDateField } from '../../../ui/FormDateField';
import { useSaveSchool } from './queries';
import { requestResolver, textOf, textOrNull } from './record-form';
import { useRecordDialog } from './use-record-dialog';

interface SchoolFormValues {
  company_or_school_name: string;
  degree_awarded: string;
  field_of_study: string;
  date_from: string;
  date_to: string;
  is_current_school: boolean;
}

const EMPTY: SchoolFormValues = {
  company_or_school_name: '',
  degree_awarded: '',
  field_of_study: '',
  date_from: '',
  date_to: '',
  is_current_school: false,
};

function valuesOf(school: ClientSchool | null): SchoolFormValues {
  if (!school) return EMPTY;
  return {
    company_or_school_name: school.company_or_school_name,
    degree_awarded: textOf(school.degree_awarded),
    field_of_study: textOf(school.field_of_study),
    date_from: textOf(school.date_from),
    date_to: textOf(school.date_to),
    is_current_school: school.is_current_school,
  };
}

const toRequest = (values: SchoolFormValues): SchoolRequest => ({
  company_or_school_name: values.company_or_school_name,
  degree_awarded: textOrNull(values.degree_awarded),
  field_of_study: textOrNull(values.field_of_study),
  date_from: textOrNull(values.date_from),
  date_to: textOrNull(values.date_to),
  is_current_school: values.is_current_school,
});

interface SchoolDialogProps {
  clientId: number;
  opened: boolean;
  /** The school being edited; null to add one. */
  school: ClientSchool | null;
  onClose: () => void;
}

/** Adds or edits a school; only its name is required. */
export function SchoolDialog({ clientId, opened, school, onClose }: SchoolDialogProps) {
  const { t } = useTranslation(clientRecordsNs);
  const resolver = useMemo(
    () => requestResolver(schoolRequest, toRequest, t, { company_or_school_name: t('school.nameRequired') }),
    [t],
  );
  const save = useSaveSchool(clientId);
  const { form, close, submit } = useRecordDialog({
    opened,
    record: school,
    valuesOf,
    empty: EMPTY,
    resolver,
    save,
    onClose,
    messages: (editing) => ({
      success: t(editing ? 'school.toasts.schoolUpdateSuccess' : 'school.toasts.schoolAddedSuccess'),
      error: t('school.toasts.errorAddedOrUpdate'),
    }),
  });
  const { errors } = form.formState;

  return (
    <Modal opened={opened} onClose={close} title={t(school ? 'school.editTitle' : 'school.addTitle')} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('school.fields.name')}
            required
            error={errors.company_or_school_name?.message}
            {...form.register('company_or_school_name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('school.fields.degreeAwarded')}
              error={errors.degree_awarded?.message}
              {...form.register('degree_awarded')}
            />
            <TextInput
              label={t('school.fields.fieldOfStudy')}
              error={errors.field_of_study?.message}
              {...form.register('field_of_study')}
            />
            <FormDateField
              control={form.control}
              name="date_from"
              label={t('school.fields.dateFrom')}
              error={errors.date_from?.message}
            />
            <FormDateField
              control={form.control}
              name="date_to"
              label={t('school.fields.dateTo')}
              error={errors.date_to?.message}
            />
          </SimpleGrid>
          <Checkbox label={t('school.fields.isCurrentSchool')} {...form.register('is_current_school')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
