import {
  clientFullName,
  DEPENDENT_STATUSES,
  type FamilyContact,
  type FamilyContactRequest,
  RECORD_AMOUNT_MAX,
  RELATIONSHIP_TYPES,
  takenRelationships,
} from '@counsel/domain';
import { Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { translateServerMessage } from '../../../lib/server-messages';
import { clientRecordsNs } from '../../../locales/clientRecords';
import { CountrySelect } from '../../../ui/country/CountrySelect';
import { FormDateField } from '../../../ui/FormDateField';
import { MoneyInput } from '../../../ui/MoneyInput';
import { ReasonedButton } from '../../../ui/ReasonedButton';
import { toast } from '../../../ui/toast';
import {
  EMPTY_FAMILY_VALUES,
  FAMILY_FIELDS,
  type FamilyFormValues,
  familyResolver,
  familyValuesOf,
  hasMarriageDetails,
} from './family-contact-form';
import { LinkedClientSelect } from './LinkedClientSelect';
import { MarriageSection } from './MarriageSection';
import { useFamilyContacts, useSaveFamilyContact } from './queries';
import { applyServerFieldErrors } from './record-form';

interface FamilyContactModalProps {
  clientId: number;
  opened: boolean;
  /** The contact being edited; null to add one. */
  contact: FamilyContact | null;
  onClose: () => void;
}

/**
 * Adds or edits a family contact. Father, Mother and Spouse can each exist once: options already taken
 * are disabled, and choosing one (an edited contact keeps its own) disables saving.
 */
export function FamilyContactModal({ clientId, opened, contact, onClose }: FamilyContactModalProps) {
  const { t } = useTranslation(clientRecordsNs);
  const resolver = useMemo(() => familyResolver(t), [t]);
  const form = useForm<FamilyFormValues, unknown, FamilyContactRequest>({
    resolver,
    defaultValues: EMPTY_FAMILY_VALUES,
  });
  const { errors } = form.formState;
  const save = useSaveFamilyContact(clientId);
  const family = useFamilyContacts(clientId);
  const [marriageOpened, setMarriageOpened] = useState(false);

  useEffect(() => {
    if (!opened) return;
    const values = familyValuesOf(contact);
    form.reset(values);
    setMarriageOpened(hasMarriageDetails(values));
  }, [opened, contact, form]);

  const taken = useMemo(() => takenRelationships(family.data ?? [], contact?.id), [family.data, contact]);
  const relationship = form.watch('relationship_type');
  const linkClient = form.watch('link_client');
  const relationshipTaken = relationship !== '' && taken.has(relationship);

  const close = () => {
    form.reset(EMPTY_FAMILY_VALUES);
    save.reset();
    onClose();
  };

  const submit = form.handleSubmit((body) => {
    if (relationshipTaken) return;
    save.mutate(
      { id: contact?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(t(contact ? 'family.toasts.updateSuccess' : 'family.toasts.addSuccess'));
          close();
        },
        onError: (error) => {
          if (isApiError(error, 'relationship_already_exists')) {
            form.setError('relationship_type', { type: 'server', message: t('family.relationshipExists') });
            toast.error(t('family.toasts.relationshipExists'));
            return;
          }
          if (isApiError(error, 'family_contact_already_linked')) {
            form.setError('client_id', { type: 'server', message: t('family.alreadyLinked') });
          } else {
            applyServerFieldErrors(error, FAMILY_FIELDS, (field, message) =>
              form.setError(field as keyof FamilyFormValues, {
                type: 'server',
                message: translateServerMessage(t, message),
              }),
            );
          }
          toast.error(t(contact ? 'family.toasts.updateError' : 'family.toasts.addError'));
        },
      },
    );
  });

  const relationshipOptions = [
    { value: '', label: t('family.fields.relationshipPlaceholder'), disabled: true },
    ...RELATIONSHIP_TYPES.map((type) => ({
      value: type,
      label: t(`family.relationships.${type}`),
      disabled: taken.has(type),
    })),
  ];
  const dependentOptions = [
    { value: '', label: t('family.fields.dependentStatusPlaceholder') },
    ...DEPENDENT_STATUSES.map((status) => ({ value: status, label: t(`family.dependentStatuses.${status}`) })),
  ];
  const linkedLabel = contact?.client_id ? clientFullName(contact) : null;

  return (
    <Modal opened={opened} onClose={close} title={t(contact ? 'family.editTitle' : 'family.addTitle')} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack>
          <NativeSelect
            label={t('family.fields.relationship')}
            required
            data={relationshipOptions}
            error={relationshipTaken ? t('family.relationshipExists') : errors.relationship_type?.message}
            {...form.register('relationship_type')}
          />
          <Controller
            control={form.control}
            name="link_client"
            render={({ field }) => (
              <Switch
                label={t('family.fields.linkExisting')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {linkClient ? (
            <Controller
              control={form.control}
              name="client_id"
              render={({ field }) => (
                <LinkedClientSelect
                  clientId={clientId}
                  value={field.value}
                  currentLabel={linkedLabel}
                  onChange={field.onChange}
                  error={errors.client_id?.message}
                />
              )}
            />
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={t('family.fields.firstName')}
                  required
                  error={errors.first_name?.message}
                  {...form.register('first_name')}
                />
                <TextInput
                  label={t('family.fields.middleName')}
                  error={errors.middle_name?.message}
                  {...form.register('middle_name')}
                />
                <TextInput
                  label={t('family.fields.lastName')}
                  required
                  error={errors.last_name?.message}
                  {...form.register('last_name')}
                />
              </SimpleGrid>
              <TextInput
                type="email"
                label={t('family.fields.email')}
                error={errors.email?.message}
                {...form.register('email')}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <FormDateField
                  control={form.control}
                  name="date_of_birth"
                  label={t('family.fields.dateOfBirth')}
                  error={errors.date_of_birth?.message}
                />
                {(['country_of_birth', 'citizenship'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <CountrySelect
                        label={t(name === 'citizenship' ? 'family.fields.citizenship' : 'family.fields.countryOfBirth')}
                        value={field.value || null}
                        onChange={(code) => field.onChange(code ?? '')}
                        onBlur={field.onBlur}
                        placeholder={t('family.fields.countryPlaceholder')}
                        nothingFound={t('family.fields.noCountry')}
                        error={errors[name]?.message}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
            </>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('family.fields.dependentStatus')}
              data={dependentOptions}
              error={errors.dependent_status?.message}
              {...form.register('dependent_status')}
            />
            <FormDateField
              control={form.control}
              name="lived_together_since"
              label={t('family.fields.livedTogetherSince')}
              error={errors.lived_together_since?.message}
            />
            <FormDateField
              control={form.control}
              name="lived_together_until"
              label={t('family.fields.livedTogetherUntil')}
              error={errors.lived_together_until?.message}
            />
            <Controller
              control={form.control}
              name="household_income"
              render={({ field }) => (
                <MoneyInput
                  label={t('family.fields.householdIncome')}
                  prefix="$"
                  thousandSeparator=","
                  decimalScale={2}
                  min={0}
                  max={RECORD_AMOUNT_MAX}
                  error={errors.household_income?.message}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              )}
            />
          </SimpleGrid>
          <Group>
            <Checkbox label={t('family.fields.headOfHousehold')} {...form.register('head_of_household')} />
            <Checkbox label={t('family.fields.derivativeApplicant')} {...form.register('derivative_applicant')} />
            <Checkbox label={t('family.fields.principalApplicant')} {...form.register('principal_applicant')} />
          </Group>
          {relationship === 'Spouse' && (
            <MarriageSection
              opened={marriageOpened}
              onToggle={() => setMarriageOpened((value) => !value)}
              register={form.register}
              control={form.control}
              errors={errors}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <ReasonedButton
              type="submit"
              loading={save.isPending}
              reason={relationshipTaken ? t('family.relationshipExists') : null}
            >
              {t('common.save')}
            </ReasonedButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
