/**
 * The client add/edit form: names, gender, email, phone, the address and the immigration facts. Editing loads the client
 * first (with the signed-in user's own credentials) and fills the form with it.
 */

import {
  type Address,
  type Client,
  type ClientInput,
  type ClientRequest,
  clientRequest,
  IMMIGRATION_FIELDS,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Modal, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { Controller, type FieldError, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../entities/client/use-client';
import { errorMessage } from '../../lib/api-errors';
import { translatedErrorMap } from '../../lib/zod-errors';
import { clientsNs } from '../../locales/clients';
import { AddressFields, emptyAddress } from '../../ui/address/AddressFields';
import { PageLoader } from '../../ui/PageLoader';
import { useUnsavedChanges } from '../../ui/unsaved/use-unsaved-changes';
import { PersonFieldsGroup } from './client-form-fields';
import { ImmigrationFields } from './ImmigrationFields';
import {
  emptyImmigrationValues,
  type ImmigrationFormValues,
  immigrationValuesOf,
  withImmigrationMessages,
} from './immigration-form';
import { toastSaved, toastSaveFailed } from './save-outcome';
import { useSaveClient } from './use-clients';

const FIELDS = ['first_name', 'middle_name', 'last_name', 'gender', 'email', 'phone_number'] as const;
const ADDRESS_FIELDS = ['street', 'city', 'state', 'postal_code', 'country'] as const;

/** What the form edits: an address may be incomplete until the schema says it is valid. */
type ClientFormValues = Omit<ClientInput, 'address' | keyof ImmigrationFormValues> & {
  address: Address;
} & ImmigrationFormValues;

// The schema validates the form's values; its input type only differs in allowing the incomplete address.
const resolver = (t: TFunction) =>
  withImmigrationMessages(
    zodResolver(clientRequest, { error: translatedErrorMap(t) }) as unknown as Resolver<
      ClientFormValues,
      unknown,
      ClientRequest
    >,
    t,
  );

function emptyValues(): ClientFormValues {
  return {
    first_name: '',
    middle_name: '',
    last_name: '',
    gender: undefined,
    email: '',
    phone_number: '',
    address: emptyAddress(),
    ...emptyImmigrationValues(),
  };
}

function valuesOf(client: Client): ClientFormValues {
  const { address } = client;
  return {
    first_name: client.first_name,
    middle_name: client.middle_name ?? '',
    last_name: client.last_name,
    gender: client.gender ?? undefined,
    email: client.email ?? '',
    phone_number: client.phone_number ?? '',
    address: {
      street: address.street ?? '',
      city: address.city,
      state: address.state,
      postal_code: address.postal_code ?? '',
      country: address.country ?? emptyAddress().country,
    },
    ...immigrationValuesOf(client),
  };
}

/** A place's message: the place itself is missing, or its name is invalid. */
function placeError(error: (FieldError & { name?: FieldError }) | undefined): string | undefined {
  return error?.message ?? error?.name?.message;
}

interface ClientFormModalProps {
  opened: boolean;
  /** null adds a new client. */
  clientId: number | null;
  onClose: () => void;
  onSaved?: (client: Client) => void;
}

export function ClientFormModal({ opened, clientId, onClose, onSaved }: ClientFormModalProps) {
  const { t } = useTranslation(clientsNs);
  const action = clientId === null ? 'add' : 'edit';
  const existing = useClient(clientId ?? 0, opened && clientId !== null);
  const save = useSaveClient(clientId);
  const form = useForm<ClientFormValues, unknown, ClientRequest>({
    resolver: resolver(t),
    defaultValues: emptyValues(),
  });
  const loaded = existing.data?.client;

  useEffect(() => {
    if (!opened) return;
    form.reset(loaded ? valuesOf(loaded) : emptyValues());
  }, [opened, loaded, form]);

  const unsaved = useUnsavedChanges(opened && form.formState.isDirty);
  const close = () => {
    if (save.isPending) return;
    unsaved.confirmLeave(onClose);
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ client }) => {
        toastSaved(t, action, client);
        unsaved.allowLeaving();
        onSaved?.(client);
        onClose();
      },
      onError: (error) =>
        toastSaveFailed(t, action, error, form.setError, [
          ...FIELDS,
          ...ADDRESS_FIELDS.map((f) => `address.${f}`),
          ...IMMIGRATION_FIELDS,
        ]),
    }),
  );

  const { errors } = form.formState;
  const addressErrors = errors.address;
  const waiting = clientId !== null && existing.isPending;

  return (
    <>
      {unsaved.prompt}
      <Modal opened={opened} onClose={close} title={t(action === 'add' ? 'form.addTitle' : 'form.editTitle')} size="xl">
        {waiting ? (
          <PageLoader />
        ) : clientId !== null && existing.isError ? (
          <Alert color="red" role="alert" title={t('form.loadError')}>
            {errorMessage(t, existing.error)}
          </Alert>
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              <PersonFieldsGroup
                control={form.control}
                register={form.register}
                errors={errors}
                genderRequired={false}
              />
              <Fieldset legend={t('fields.address')} variant="unstyled">
                <Controller
                  control={form.control}
                  name="address"
                  render={({ field }) => (
                    <AddressFields
                      value={field.value}
                      onChange={(address) => field.onChange(address)}
                      required={{ street: true, city: true, postal_code: true, country: true }}
                      errors={{
                        street: addressErrors?.street?.message,
                        postal_code: addressErrors?.postal_code?.message,
                        city: placeError(addressErrors?.city as FieldError | undefined),
                        state: placeError(addressErrors?.state as FieldError | undefined),
                        country: placeError(addressErrors?.country as FieldError | undefined),
                      }}
                    />
                  )}
                />
              </Fieldset>
              <ImmigrationFields control={form.control} register={form.register} errors={errors} />
              <Group justify="flex-end">
                <Button variant="default" onClick={close} disabled={save.isPending}>
                  {t('common:actions.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t(action === 'add' ? 'form.submitAdd' : 'form.submitEdit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
