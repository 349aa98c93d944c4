/**
 * What a folder of the library holds: its sub-folders as cards, then its forms as chips. A chip shows
 * the title cut at 20 characters (spec §9); the full title is its accessible name and shows on hover.
 * Beside each chip, Fields lists the fields read from the form and Fill opens the filling screen on it; each card and chip has an action menu
 * holding only what the user may do (rename needs forms update, delete forms delete, and only an empty folder).
 */
import { type FirmForm, type FirmFormDirectory, shortFormTitle } from '@counsel/domain';
import {
  Button,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconFileTypePdf, IconFolder, IconForms, IconPencil, IconWritingSign } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAbility } from '../../../lib/current-user';
import { useLocalePath } from '../../../lib/locale';
import { firmFormsNs } from '../../../locales/firmForms';
import { formFillingNs } from '../../../locales/formFilling';
import { ActionMenu } from '../../../ui/ActionMenu';

export interface LibraryActions {
  openFolder: (folder: FirmFormDirectory) => void;
  renameFolder: (folder: FirmFormDirectory) => void;
  deleteFolder: (folder: FirmFormDirectory) => void;
  openForm: (form: FirmForm) => void;
  showFields: (form: FirmForm) => void;
  deleteForm: (form: FirmForm) => void;
}

interface Props {
  folders: FirmFormDirectory[];
  forms: FirmForm[];
  actions: LibraryActions;
}

export function LibraryItems({ folders, forms, actions }: Props) {
  const { t } = useTranslation(firmFormsNs);
  const { t: tFill } = useTranslation(formFillingNs);
  const localePath = useLocalePath();
  const ability = useAbility();
  const canRename = ability.can('update', 'forms');
  const canDelete = ability.can('delete', 'forms');
  const foldersId = useId();
  const formsId = useId();
  return (
    <Stack gap="lg">
      {folders.length > 0 && (
        <section aria-labelledby={foldersId}>
          <Title order={2} size="h4" id={foldersId} mb="xs">
            {t('page.folders')}
          </Title>
          <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" p={0} m={0}>
            {folders.map((folder) => (
              <Paper
                key={folder.id}
                component="li"
                withBorder
                style={{ listStyle: 'none', display: 'flex', alignItems: 'center', paddingInlineEnd: 4 }}
              >
                <UnstyledButton
                  onClick={() => actions.openFolder(folder)}
                  title={folder.directory_name}
                  p="sm"
                  style={{ display: 'flex', alignItems: 'center', gap: 8, flex: 1, minWidth: 0 }}
                >
                  <IconFolder size={24} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm" fw={500} dir="auto" lineClamp={2} style={{ wordBreak: 'break-word' }}>
                    {folder.directory_name}
                  </Text>
                </UnstyledButton>
                <ActionMenu
                  label={t('manage.actionsFor', { name: folder.directory_name })}
                  // The server refuses a folder that still holds forms or folders; not offering it spares the
                  // round trip. The refusal is still shown if the folder filled up since the list was read.
                  canDelete={canDelete && folder.item_count === 0}
                  onDelete={() => actions.deleteFolder(folder)}
                >
                  {canRename && (
                    <Menu.Item
                      leftSection={<IconPencil size={16} aria-hidden />}
                      onClick={() => actions.renameFolder(folder)}
                    >
                      {t('manage.rename')}
                    </Menu.Item>
                  )}
                </ActionMenu>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      )}
      {forms.length > 0 && (
        <section aria-labelledby={formsId}>
          <Title order={2} size="h4" id={formsId} mb="xs">
            {t('page.forms')}
          </Title>
          <Group component="ul" gap="xs" p={0} m={0}>
            {forms.map((form) => (
              // On a narrow screen Fields and the menu go under the chip rather than squeeze its title.
              <Group component="li" key={form.id} gap={4} style={{ listStyle: 'none', maxWidth: '100%' }}>
                {/* Names which form a Fields button is for. */}
                <Text id={`firm-form-${form.id}`} hidden>
                  {form.title}
                </Text>
                <Button
                  variant="light"
                  radius="xl"
                  size="sm"
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  onClick={() => actions.openForm(form)}
                  title={form.title}
                  styles={{ root: { maxWidth: '100%' } }}
                >
                  <span aria-hidden dir="auto">
                    {shortFormTitle(form.title)}
                  </span>
                  <VisuallyHidden>{form.title}</VisuallyHidden>
                </Button>
                <Button
                  variant="default"
                  size="sm"
                  leftSection={<IconForms size={16} aria-hidden />}
                  aria-describedby={`firm-form-${form.id}`}
                  onClick={() => actions.showFields(form)}
                >
                  {t('manage.fields')}
                </Button>
                <Button
                  component={Link}
                  to={localePath(`/forms/fill?form_type=law_firm&id=${form.id}`)}
                  variant="default"
                  size="sm"
                  leftSection={<IconWritingSign size={16} aria-hidden />}
                  aria-describedby={`firm-form-${form.id}`}
                >
                  {tFill('fillAction')}
                </Button>
                <ActionMenu
                  label={t('manage.actionsFor', { name: form.title })}
                  canDelete={canDelete}
                  onDelete={() => actions.deleteForm(form)}
                />
              </Group>
            ))}
          </Group>
        </section>
      )}
    </Stack>
  );
}
