/** The workflow's title (renamed by double click or the Rename button) and the whole-workflow actions. */
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewedTemplate } from '../../../entities/workflow/use-workflows';
import { useLocalePath } from '../../../lib/locale';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { InlineRename } from './InlineRename';

interface BuilderHeaderProps {
  template: ViewedTemplate;
  canUpdate: boolean;
  canDelete: boolean;
  onRename: (title: string) => void;
  onDelete: () => void;
}

export function BuilderHeader({ template, canUpdate, canDelete, onRename, onDelete }: BuilderHeaderProps) {
  const { t } = useTranslation(workflowBuilderNs);
  const toPath = useLocalePath();
  const [renaming, setRenaming] = useState(false);

  return (
    <Stack gap="xs">
      {renaming ? (
        <InlineRename
          label={t('title.label')}
          initial={template.title}
          onSave={onRename}
          onDone={() => setRenaming(false)}
          maw={520}
        />
      ) : (
        <Title
          order={1}
          size="h2"
          dir="auto"
          style={{ overflowWrap: 'anywhere', cursor: canUpdate ? 'text' : undefined }}
          onDoubleClick={canUpdate ? () => setRenaming(true) : undefined}
          title={canUpdate ? t('title.doubleClick') : undefined}
        >
          {template.title}
        </Title>
      )}
      <Group gap="xs" wrap="wrap">
        {canUpdate && !renaming && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setRenaming(true)}
          >
            {t('title.rename')}
          </Button>
        )}
        <Button
          component={Link}
          to={toPath(`/client/workflows/${template.id}`)}
          variant="default"
          size="xs"
          leftSection={<IconEye size={14} aria-hidden />}
        >
          {t('header.view')}
        </Button>
        {canDelete && (
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
          >
            {t('header.delete')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
