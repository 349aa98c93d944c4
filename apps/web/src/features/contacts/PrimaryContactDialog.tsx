import type { Contact } from '@counsel/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactsNs } from '../../locales/contacts';
import { missingReason, ReasonedButton } from '../../ui/ReasonedButton';
import { toast } from '../../ui/toast';
import { contactErrorMessage } from './contact-errors';
import { useIndividualOptions, useSetPrimaryContact } from './use-contacts';

/** Names the individual who speaks for an organisation (or clears it). */
export function PrimaryContactDialog({ organisation, onClose }: { organisation: Contact | null; onClose: () => void }) {
  const { t } = useTranslation(contactsNs);
  return (
    <Modal
      opened={organisation !== null}
      onClose={onClose}
      title={t('primary.title', { name: organisation?.name ?? '' })}
    >
      {organisation && <PrimaryContactForm organisation={organisation} onClose={onClose} />}
    </Modal>
  );
}

function PrimaryContactForm({ organisation, onClose }: { organisation: Contact; onClose: () => void }) {
  const { t, i18n } = useTranslation(contactsNs);
  const current =
    organisation.primary_contact_id !== null && organisation.primary_contact_name
      ? { value: String(organisation.primary_contact_id), label: organisation.primary_contact_name }
      : null;
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(current);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const individuals = useIndividualOptions(debounced.trim(), true);
  const save = useSetPrimaryContact();

  useEffect(() => {
    if (individuals.isError) toast.error(t('toasts.loadClientsError'));
  }, [individuals.isError, t]);

  const options = useMemo(() => {
    const list = (individuals.data?.contacts ?? []).flatMap((contact) =>
      contact.id === null
        ? []
        : [{ value: String(contact.id), label: contact.email ? `${contact.name} · ${contact.email}` : contact.name }],
    );
    return picked && !list.some((o) => o.value === picked.value) ? [picked, ...list] : list;
  }, [individuals.data, picked]);

  const submit = (primaryId: number | null) => {
    if (organisation.id === null) return;
    save.mutate(
      { id: organisation.id, primaryId },
      {
        onSuccess: () => {
          toast.success(primaryId === null ? t('primary.cleared') : t('primary.saved'));
          onClose();
        },
        onError: (error) => toast.error(contactErrorMessage(t, error), t('primary.error')),
      },
    );
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('primary.hint')}
      </Text>
      <Select
        label={t('primary.label')}
        data={options}
        value={picked?.value ?? null}
        onChange={(value, option) => setPicked(value && option ? { value, label: option.label } : null)}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={individuals.isFetching ? t('common:loading') : t('primary.nothingFound')}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="space-between">
        <Button
          variant="subtle"
          color="red"
          disabled={organisation.primary_contact_id === null || save.isPending}
          onClick={() => submit(null)}
        >
          {t('primary.clear')}
        </Button>
        <Group>
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <ReasonedButton
            onClick={() => picked && submit(Number(picked.value))}
            reason={picked ? null : missingReason(t, i18n.language, [t('primary.label')])}
            loading={save.isPending}
          >
            {t('common:actions.save')}
          </ReasonedButton>
        </Group>
      </Group>
    </Stack>
  );
}
