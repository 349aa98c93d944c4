/**
 * What a folder of the library holds: its sub-folders as cards, then its forms as chips. A chip shows
 * the title cut at 20 characters (spec §9); the full title is its accessible name and shows on hover.
 */
import { type FirmForm, type FirmFormDirectory, FORM_CHIP_TITLE_LENGTH } from '@counsel/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconFileTypePdf, IconFolder } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { firmFormsNs } from '../../../locales/firmForms';
import { truncateTitle } from '../../documents/document-format';

interface Props {
  folders: FirmFormDirectory[];
  forms: FirmForm[];
  onOpenFolder: (folder: FirmFormDirectory) => void;
  onOpenForm: (form: FirmForm) => void;
}

export function LibraryItems({ folders, forms, onOpenFolder, onOpenForm }: Props) {
  const { t } = useTranslation(firmFormsNs);
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
              <Paper key={folder.id} component="li" withBorder style={{ listStyle: 'none' }}>
                <UnstyledButton
                  onClick={() => onOpenFolder(folder)}
                  title={folder.directory_name}
                  p="sm"
                  w="100%"
                  style={{ display: 'flex', alignItems: 'center', gap: 8 }}
                >
                  <IconFolder size={24} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm" fw={500} dir="auto" lineClamp={2} style={{ wordBreak: 'break-word' }}>
                    {folder.directory_name}
                  </Text>
                </UnstyledButton>
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
              <li key={form.id} style={{ listStyle: 'none', maxWidth: '100%' }}>
                <Button
                  variant="light"
                  radius="xl"
                  size="sm"
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  onClick={() => onOpenForm(form)}
                  title={form.title}
                  styles={{ root: { maxWidth: '100%' } }}
                >
                  <span aria-hidden dir="auto">
                    {truncateTitle(form.title, FORM_CHIP_TITLE_LENGTH)}
                  </span>
                  <VisuallyHidden>{form.title}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </Group>
        </section>
      )}
    </Stack>
  );
}
