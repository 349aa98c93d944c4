/**
 * The security page's passkeys: the caller's list (name, when added and last used), "Add a passkey" (a name,
 * then the browser's prompt), and for each a rename and a remove, each in a dialog that holds the focus. A
 * passkey signs in alone, and is the second step after a password.
 */
import type { Passkey } from '@counsel/domain';
import { PASSKEY_NAME_MAX } from '@counsel/domain';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { secondFactorNs } from '../../locales/secondFactor';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageLoader } from '../../ui/PageLoader';
import { toast } from '../../ui/toast';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { SectionHeading } from './SectionHeading';
import { secondFactorErrorMessage } from './second-factor-errors';
import { passkeysSupported, useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './use-passkeys';

type Naming = { mode: 'add' } | { mode: 'rename'; passkey: Passkey } | null;

export function PasskeysSection({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation(secondFactorNs);
  const passkeys = usePasskeys();
  const add = useAddPasskey(() => {
    toast.success(t('passkeys.added'));
    onAdded?.();
  });
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [naming, setNaming] = useState<Naming>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = passkeysSupported();

  const closeNaming = () => {
    setNaming(null);
    add.reset();
    rename.reset();
  };
  const saveName = (name: string) => {
    if (naming?.mode === 'rename') {
      rename.mutate(
        { id: naming.passkey.id, name },
        {
          onSuccess: () => {
            closeNaming();
            toast.success(t('passkeys.renamed'));
          },
        },
      );
      return;
    }
    add.mutate(name, { onSuccess: closeNaming });
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(t('passkeys.removed'));
      },
      onError: (error) => toast.error(secondFactorErrorMessage(t, error)),
    });
  };

  const list = passkeys.data?.passkeys ?? [];
  return (
    <Stack component="section" aria-labelledby="security-passkeys" gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SectionHeading id="security-passkeys" title={t('passkeys.title')} intro={t('passkeys.intro')} />
        <Button
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => setNaming({ mode: 'add' })}
          disabled={!supported}
        >
          {t('passkeys.add')}
        </Button>
      </Group>
      {!supported && (
        <Text size="sm" c="dimmed">
          {t('passkeys.unsupported')}
        </Text>
      )}
      {passkeys.isPending ? (
        <PageLoader />
      ) : passkeys.isError ? (
        <Alert color="red" role="alert">
          {secondFactorErrorMessage(t, passkeys.error)}
        </Alert>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('passkeys.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRename={() => setNaming({ mode: 'rename', passkey })}
              onRemove={() => setRemoving(passkey)}
            />
          ))}
        </Stack>
      )}
      <NameDialog
        key={naming?.mode === 'rename' ? `rename-${naming.passkey.id}` : 'add'}
        opened={naming !== null}
        title={t(naming?.mode === 'rename' ? 'passkeys.renameTitle' : 'passkeys.addTitle')}
        text={naming?.mode === 'rename' ? undefined : t('passkeys.addText')}
        initialName={naming?.mode === 'rename' ? naming.passkey.name : ''}
        submitLabel={t(naming?.mode === 'rename' ? 'passkeys.save' : 'passkeys.continue')}
        pending={add.isPending || rename.isPending}
        error={add.error ?? rename.error}
        onSubmit={saveName}
        onClose={closeNaming}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('passkeys.removeTitle')}
        message={removing ? t('passkeys.removeMessage', { name: removing.name }) : ''}
        confirmLabel={t('passkeys.remove')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: Passkey; onRename: () => void; onRemove: () => void }) {
  const { t } = useTranslation(secondFactorNs);
  const format = useFormat();
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minInlineSize: 0, flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {passkey.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('passkeys.addedOn', { date: format.dateTime(passkey.created_at) })}
            {' · '}
            {passkey.last_used_at
              ? t('passkeys.lastUsed', { date: format.dateTime(passkey.last_used_at) })
              : t('passkeys.neverUsed')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={onRename}
            aria-label={t('passkeys.renameOf', { name: passkey.name })}
          >
            {t('passkeys.rename')}
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            onClick={onRemove}
            aria-label={t('passkeys.removeOf', { name: passkey.name })}
          >
            {t('passkeys.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** The name of a new passkey (before the browser's prompt) or of one renamed. */
function NameDialog({
  initialName,
  onSubmit,
  onClose,
  ...dialog
}: FormDialogProps & { initialName: string; onSubmit: (name: string) => void; onClose: () => void }) {
  const { t } = useTranslation(secondFactorNs);
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | undefined>();
  return (
    <FormDialog
      {...dialog}
      onSubmit={() => {
        if (!name.trim()) return setNameError(t('passkeys.nameRequired'));
        setNameError(undefined);
        onSubmit(name.trim());
      }}
      onClose={onClose}
    >
      <TextInput
        label={t('passkeys.name')}
        description={t('passkeys.nameHint')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={nameError}
        maxLength={PASSKEY_NAME_MAX}
        required
        data-autofocus
      />
    </FormDialog>
  );
}
