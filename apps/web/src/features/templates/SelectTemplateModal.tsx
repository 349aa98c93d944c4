/**
 * The select-template modal (spec §2, §6): Email, Reminder or Document. Email and Document need
 * ADD_EMAIL_TEMPLATE / ADD_DOCUMENT_TEMPLATE; without it the choice looks disabled but stays focusable,
 * so a keyboard or screen-reader user learns why through the no-permission toast. Reminder is open to all.
 */
import type { PermissionFlag, TemplateKind } from '@counsel/domain';
import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconFileText, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/current-user';
import { templatesNs } from '../../locales/templates';
import { toast } from '../../ui/toast';
import classes from './templates.module.css';

/** The flag adding each kind needs (§6); reminders need none. */
export const ADD_FLAG: Record<TemplateKind, PermissionFlag | undefined> = {
  email: 'ADD_EMAIL_TEMPLATE',
  reminder: undefined,
  document: 'ADD_DOCUMENT_TEMPLATE',
};

const CHOICES: { kind: TemplateKind; icon: typeof IconMail; denied?: string }[] = [
  { kind: 'email', icon: IconMail, denied: 'select.noPermissionEmail' },
  { kind: 'reminder', icon: IconBell },
  { kind: 'document', icon: IconFileText, denied: 'select.noPermissionDocument' },
];

interface SelectTemplateModalProps {
  opened: boolean;
  onClose(): void;
  onChoose(kind: TemplateKind): void;
}

export function SelectTemplateModal({ opened, onClose, onChoose }: SelectTemplateModalProps) {
  const { t } = useTranslation(templatesNs);
  const can = useCan();
  return (
    <Modal opened={opened} onClose={onClose} title={t('select.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('select.description')}</Text>
        {CHOICES.map(({ kind, icon: Icon, denied }) => {
          const allowed = can(ADD_FLAG[kind]);
          return (
            <UnstyledButton
              key={kind}
              className={classes.choice}
              aria-disabled={allowed ? undefined : true}
              data-disabled={allowed ? undefined : true}
              aria-describedby={`template-choice-${kind}`}
              onClick={() => (allowed ? onChoose(kind) : toast.error(t(denied ?? '')))}
            >
              <Icon size={24} aria-hidden />
              <span>
                <Text fw={600} component="span" display="block">
                  {t(`kinds.${kind}`)}
                </Text>
                <Text size="sm" c="dimmed" component="span" display="block" id={`template-choice-${kind}`}>
                  {allowed ? t(`select.${kind}Hint`) : t('select.noPermission')}
                </Text>
              </span>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Modal>
  );
}
