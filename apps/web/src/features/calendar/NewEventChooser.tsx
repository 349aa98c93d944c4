/**
 * The new-event chooser (people-and-scheduling §2): Client Meeting or Case Appointment, each only for a
 * user who may add it; with neither allowed it closes itself.
 */
import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarUser, IconFileCertificate } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarNs } from '../../locales/calendar';

interface NewEventChooserProps {
  opened: boolean;
  onClose: () => void;
  canAddMeeting: boolean;
  canAddAppointment: boolean;
  onChoose: (kind: 'meeting' | 'appointment') => void;
}

export function NewEventChooser({ opened, onClose, canAddMeeting, canAddAppointment, onChoose }: NewEventChooserProps) {
  const { t } = useTranslation(calendarNs);
  const id = useId();
  const nothing = !canAddMeeting && !canAddAppointment;
  useEffect(() => {
    if (opened && nothing) onClose();
  }, [opened, nothing, onClose]);
  const choices = [
    canAddMeeting && { kind: 'meeting' as const, icon: IconCalendarUser },
    canAddAppointment && { kind: 'appointment' as const, icon: IconFileCertificate },
  ].filter((choice) => choice !== false);
  return (
    <Modal opened={opened && !nothing} onClose={onClose} title={t('chooser.title')}>
      <Stack gap="sm">
        {choices.map(({ kind, icon: Icon }) => (
          // The button holds only its title (its whole visible text is its name); the hint under it describes it.
          <Stack
            key={kind}
            gap={4}
            p="md"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <UnstyledButton
              aria-describedby={`${id}-${kind}-hint`}
              onClick={() => onChoose(kind)}
              fw={600}
              style={{ display: 'flex', alignItems: 'center', gap: 8 }}
            >
              <Icon size={20} aria-hidden />
              {t(`chooser.${kind}`)}
            </UnstyledButton>
            <Text id={`${id}-${kind}-hint`} size="sm" c="dimmed">
              {t(`chooser.${kind}Hint`)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
