import {
  type Case,
  type CreateFoiaCaseRequest,
  createFoiaCaseRequest,
  type FoiaClientChoice,
  matchesClientSearch,
} from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translatedErrorMap } from '../../lib/zod-errors';
import { casesNs } from '../../locales/cases';
import { missingReason, ReasonedButton } from '../../ui/ReasonedButton';
import { toast } from '../../ui/toast';
import { useCreateFoiaCase, useFoiaClientChoices } from './use-cases';

interface AddFoiaCaseDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Opened from a client's profile: that client is already chosen. */
  preselected?: FoiaClientChoice | undefined;
  onCreated?: (created: Case) => void;
}

/** The Add FOIA case dialog: a title and one client, picked from a searchable list (spec §2, §5). */
export function AddFoiaCaseDialog({ opened, onClose, preselected, onCreated }: AddFoiaCaseDialogProps) {
  const { t } = useTranslation(casesNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('foia.title')} size="lg">
      {/* Mounted only while open, so each opening starts empty (or with the preselected client). */}
      {opened && <FoiaCaseForm onClose={onClose} preselected={preselected} onCreated={onCreated} />}
    </Modal>
  );
}

interface FoiaCaseValues {
  title: string;
  /** The whole choice, so that it is still named when a search hides it from the list. */
  client: FoiaClientChoice | null;
}

/** The form's values are checked as the request they become, against the API's own schema. */
const foiaCaseSchema = z
  .object({ title: z.string(), client: z.custom<FoiaClientChoice | null>() })
  .transform(({ title, client }): { title: string; client_id: unknown } => ({
    title,
    client_id: client?.related_entity_id,
  }))
  .pipe(createFoiaCaseRequest);

function FoiaCaseForm({ onClose, preselected, onCreated }: Omit<AddFoiaCaseDialogProps, 'opened'>) {
  const { t, i18n } = useTranslation(casesNs);
  const form = useForm<FoiaCaseValues, unknown, CreateFoiaCaseRequest>({
    resolver: zodResolver(foiaCaseSchema, { error: translatedErrorMap(t) }),
    defaultValues: { title: '', client: preselected ?? null },
  });
  const title = form.watch('title');
  const selected = form.watch('client');
  // The search only narrows the list: it is no part of the request.
  const [search, setSearch] = useState('');
  const [serverSearch] = useDebouncedValue(search, 300);
  const choicesQuery = useFoiaClientChoices(serverSearch, true);
  const create = useCreateFoiaCase();

  const all = useMemo(() => {
    const loaded = (choicesQuery.data?.contacts ?? []).flatMap((contact): FoiaClientChoice[] =>
      contact.related_entity_id === null
        ? []
        : [
            {
              id: contact.id ?? 0,
              name: contact.name,
              email: contact.email,
              related_entity_id: contact.related_entity_id,
            },
          ],
    );
    return preselected && !loaded.some((choice) => choice.related_entity_id === preselected.related_entity_id)
      ? [preselected, ...loaded]
      : loaded;
  }, [choicesQuery.data, preselected]);
  // The server narrows the list as the search settles; this filter answers every keystroke at once.
  const choices = all.filter((choice) => matchesClientSearch(choice, search));
  // The loaded entry names the chosen client best (a preselection may only know the client's id).
  const shownSelected = all.find((choice) => choice.related_entity_id === selected?.related_entity_id) ?? selected;

  const reason = missingReason(t, i18n.language, [
    ...(title.trim() === '' ? [t('foia.caseTitle')] : []),
    ...(selected?.related_entity_id == null ? [t('foia.client')] : []),
  ]);

  const submit = form.handleSubmit((body) => {
    if (create.isPending) return;
    create.mutate(body, {
      onSuccess: (created) => {
        toast.success(t('foia.createSuccess'));
        onCreated?.(created);
        onClose();
      },
      onError: () => toast.error(t('foia.createError')),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label={t('foia.caseTitle')}
          placeholder={t('foia.caseTitlePlaceholder')}
          required
          data-autofocus
          {...form.register('title')}
        />
        <TextInput
          label={t('foia.clientSearch')}
          placeholder={t('foia.clientSearchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {choicesQuery.isError ? (
          <Alert color="red" role="alert">
            {t('foia.loadClientsError')}
          </Alert>
        ) : (
          <Controller
            control={form.control}
            name="client"
            render={({ field }) => (
              <Radio.Group
                label={t('foia.client')}
                required
                value={field.value?.related_entity_id ? String(field.value.related_entity_id) : null}
                onChange={(value) => field.onChange(choices.find((c) => String(c.related_entity_id) === value) ?? null)}
              >
                <ScrollArea h="16rem" type="auto" mt="xs">
                  <Stack gap="xs" pe="sm">
                    {choicesQuery.isPending && !preselected ? (
                      <Text c="dimmed" size="sm">
                        {t('common:loading')}
                      </Text>
                    ) : choices.length === 0 ? (
                      <Text c="dimmed" size="sm">
                        {t('foia.noClients')}
                      </Text>
                    ) : (
                      choices.map((choice) => (
                        <Radio
                          key={choice.related_entity_id}
                          value={String(choice.related_entity_id)}
                          label={<span dir="auto">{choice.name}</span>}
                          description={choice.email ?? t('foia.noEmail')}
                        />
                      ))
                    )}
                  </Stack>
                </ScrollArea>
              </Radio.Group>
            )}
          />
        )}
        {shownSelected && (
          <Text size="sm">
            {t('foia.selectedClient')} <bdi>{shownSelected.name}</bdi>
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <ReasonedButton type="submit" reason={reason} loading={create.isPending}>
            {t('foia.create')}
          </ReasonedButton>
        </Group>
      </Stack>
    </form>
  );
}
