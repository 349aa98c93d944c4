/**
 * The add-employee form: basic details, the participant types the employee takes, and the permission
 * rules, built for every subject from the chosen position's defaults. Only admins change the rules;
 * for anyone else the server gives the position's defaults within the adder's own permissions.
 */

import {
  type AddEmployeeRequest,
  addEmployeeRequest,
  capRules,
  completeRules,
  defaultRulesFor,
  type Position,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/current-user';
import { translatedErrorMap } from '../../lib/zod-errors';
import { teamNs } from '../../locales/team';
import { emptyAddress } from '../../ui/address/AddressFields';
import { ReasonedButton } from '../../ui/ReasonedButton';
import { toast } from '../../ui/toast';
import { EmployeeDetailsFields, type EmployeeFormValues } from './EmployeeDetailsFields';
import { ParticipantTypesTable } from './ParticipantTypesTable';
import { RulesForm } from './RulesForm';
import { addEmployeeErrorMessage, showFieldErrors } from './team-errors';
import { useAddEmployee } from './use-team';

const resolver = (t: TFunction) =>
  zodResolver(addEmployeeRequest, { error: translatedErrorMap(t) }) as unknown as Resolver<
    EmployeeFormValues,
    unknown,
    AddEmployeeRequest
  >;

function emptyValues(): EmployeeFormValues {
  return {
    full_name: '',
    email: '',
    phone_number: '',
    position: '',
    address: emptyAddress(),
    participant_types: [],
    rules: completeRules([]),
  };
}

interface AddEmployeeModalProps {
  opened: boolean;
  onClose: () => void;
  /** The firm already has as many users as its plan allows. */
  atMaxUsers: boolean;
}

export function AddEmployeeModal({ opened, onClose, atMaxUsers }: AddEmployeeModalProps) {
  const { t } = useTranslation(teamNs);
  const me = useMe();
  const isAdmin = me.user.is_admin;
  const add = useAddEmployee();
  const form = useForm<EmployeeFormValues, unknown, AddEmployeeRequest>({
    resolver: resolver(t),
    defaultValues: emptyValues(),
  });
  const position = useWatch({ control: form.control, name: 'position' });

  // A chosen position brings its default rules, within the adder's own when they are not an admin.
  useEffect(() => {
    if (!position) return;
    const defaults = defaultRulesFor(position as Position);
    form.setValue('rules', isAdmin ? defaults : capRules(defaults, me.rules));
  }, [position, isAdmin, me.rules, form]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: start afresh each time the dialog opens, and only then
  useEffect(() => {
    if (opened) {
      form.reset(emptyValues());
      add.reset();
    }
  }, [opened]);

  const close = () => {
    if (!add.isPending) onClose();
  };

  const submit = form.handleSubmit((values) =>
    add.mutate(isAdmin ? values : { ...values, rules: undefined }, {
      onSuccess: ({ employee }) => {
        toast.success(t('add.success', { name: employee.full_name, email: employee.email }));
        onClose();
      },
      onError: (error) => showFieldErrors(t, error, form.setError),
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('add.title')} size="xl">
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          {atMaxUsers && (
            <Alert color="yellow" role="alert">
              {t('errors.max_users_reached')}
            </Alert>
          )}
          {add.isError && (
            <Alert color="red" role="alert">
              {addEmployeeErrorMessage(t, add.error)}
            </Alert>
          )}
          <section aria-labelledby="add-employee-details">
            <Title order={3} size="h5" mb="sm" id="add-employee-details">
              {t('add.details')}
            </Title>
            <EmployeeDetailsFields control={form.control} errors={form.formState.errors} emailEditable />
          </section>
          <Divider />
          <section aria-labelledby="add-employee-types">
            <Title order={3} size="h5" mb="sm" id="add-employee-types">
              {t('participantTypes.legend')}
            </Title>
            <Controller
              control={form.control}
              name="participant_types"
              render={({ field }) => <ParticipantTypesTable value={field.value} onChange={field.onChange} />}
            />
          </section>
          <Divider />
          <Controller
            control={form.control}
            name="rules"
            render={({ field }) => (
              <RulesForm
                value={field.value}
                onChange={field.onChange}
                disabled={!isAdmin}
                description={isAdmin ? undefined : t('rules.adminsOnly')}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <ReasonedButton
              type="submit"
              loading={add.isPending}
              reason={atMaxUsers ? t('errors.max_users_reached') : null}
            >
              {t('add.submit')}
            </ReasonedButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
