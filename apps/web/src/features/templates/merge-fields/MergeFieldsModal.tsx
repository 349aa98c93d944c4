/**
 * The firm's merge fields (target, name #target_field, label, built-in badge), with New, Edit and
 * Delete. Built-in fields are every firm's and can be neither edited nor deleted.
 */
import type { MergeField } from '@counsel/domain';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { templatesNs } from '../../../locales/templates';
import { ActionMenu } from '../../../ui/ActionMenu';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { mergeFieldLabel } from '../merge-field-label';
import { useDeleteMergeField, useMergeFields } from '../use-templates';
import { MergeFieldFormModal } from './MergeFieldFormModal';

export function MergeFieldsModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation(templatesNs);
  const fields = useMergeFields();
  const remove = useDeleteMergeField();
  const [form, setForm] = useState<{ editing: MergeField | null } | null>(null);
  const [deleting, setDeleting] = useState<MergeField | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('mergeFields.deleted'));
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(t, error), t('mergeFields.deleteFailed')),
    });
  };

  return (
    <>
      {/* Hidden, not closed, while its own dialogs are open: one dialog at a time holds the focus. */}
      <Modal
        opened={opened && form === null && deleting === null}
        onClose={onClose}
        title={t('mergeFields.title')}
        size="xl"
      >
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              {t('mergeFields.intro')}
            </Text>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ editing: null })}>
              {t('mergeFields.new')}
            </Button>
          </Group>
          {fields.isPending && <Loader aria-label={t('insertMenu.loading')} />}
          {fields.isError && <Alert color="red" role="alert" title={t('mergeFields.loadError')} />}
          {fields.data && fields.data.length === 0 && <Text c="dimmed">{t('mergeFields.empty')}</Text>}
          {fields.data && fields.data.length > 0 && (
            <Table.ScrollContainer minWidth={520}>
              <Table striped aria-label={t('mergeFields.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('mergeFields.columns.target')}</Table.Th>
                    <Table.Th>{t('mergeFields.columns.name')}</Table.Th>
                    <Table.Th>{t('mergeFields.columns.label')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('mergeFields.columns.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fields.data.map((field) => (
                    <Table.Tr key={field.id}>
                      <Table.Td>{t(`targets.${field.target}`)}</Table.Td>
                      <Table.Td>
                        <Text component="code" ff="monospace" size="sm" dir="ltr">
                          {field.name}
                        </Text>
                      </Table.Td>
                      <Table.Td dir="auto">{mergeFieldLabel(t, field)}</Table.Td>
                      <Table.Td>
                        {field.system ? (
                          <Badge variant="light" color="gray">
                            {t('mergeFields.builtIn')}
                          </Badge>
                        ) : (
                          <ActionMenu
                            label={t('mergeFields.actions', { name: field.name })}
                            canEdit
                            canDelete
                            onEdit={() => setForm({ editing: field })}
                            onDelete={() => setDeleting(field)}
                          />
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('mergeFields.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {form && <MergeFieldFormModal editing={form.editing} onClose={() => setForm(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('mergeFields.deleteTitle')}
        message={t('mergeFields.deleteMessage', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
