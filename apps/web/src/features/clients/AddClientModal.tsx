/** The short add-client form: names, gender, email and phone (the address can be added later). */

import { type AddClientInput, type AddClientRequest, type AddClientResponse, addClientRequest } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translatedErrorMap } from '../../lib/zod-errors';
import { clientsNs } from '../../locales/clients';
import { PersonFieldsGroup } from './client-form-fields';
import { toastSaved, toastSaveFailed } from './save-outcome';
import { useAddClient } from './use-clients';

const FIELDS = ['first_name', 'middle_name', 'last_name', 'gender', 'email', 'phone_number'] as const;

const EMPTY: AddClientInput = {
  first_name: '',
  middle_name: '',
  last_name: '',
  gender: undefined as unknown as AddClientInput['gender'],
  email: '',
  phone_number: '',
};

interface AddClientModalProps {
  opened: boolean;
  onClose: () => void;
  onAdded?: (created: AddClientResponse) => void;
}

export function AddClientModal({ opened, onClose, onAdded }: AddClientModalProps) {
  const { t } = useTranslation(clientsNs);
  const add = useAddClient();
  const form = useForm<AddClientInput, unknown, AddClientRequest>({
    resolver: zodResolver(addClientRequest, { error: translatedErrorMap(t) }),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (opened) form.reset(EMPTY);
  }, [opened, form]);

  const close = () => {
    if (!add.isPending) onClose();
  };

  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (created) => {
        toastSaved(t, 'add', created.client);
        onAdded?.(created);
        onClose();
      },
      onError: (error) => toastSaveFailed(t, 'add', error, form.setError, FIELDS),
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('addForm.title')} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <PersonFieldsGroup
            control={form.control}
            register={form.register}
            errors={form.formState.errors}
            genderRequired
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('addForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
