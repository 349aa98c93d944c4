import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ActionMenuProps {
  /** Accessible name of the three-dots button, e.g. "Actions for Jane Doe". */
  label?: string;
  canEdit?: boolean;
  canDelete?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Extra entries a feature needs beside edit and delete. */
  children?: ReactNode;
}

/** Three-dots menu; edit and delete are hidden (not merely disabled) when the user lacks the permission. */
export function ActionMenu({ label, canEdit = false, canDelete = false, onEdit, onDelete, children }: ActionMenuProps) {
  const { t } = useTranslation('common');
  const showEdit = canEdit && onEdit !== undefined;
  const showDelete = canDelete && onDelete !== undefined;
  // Children.toArray drops the false and undefined of entries written as `{allowed && <Menu.Item ...>}`.
  const hasExtras = Children.toArray(children).length > 0;
  if (!showEdit && !showDelete && !hasExtras) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label ?? t('actions.more')}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {children}
        {showEdit && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
            {t('actions.edit')}
          </Menu.Item>
        )}
        {showDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
