// The participantTypes strings this file names.
import '../../locales/participantTypes';
import { Anchor, Checkbox, Fieldset, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnexpectedFormatError, useParticipantTypeChoices } from '../../entities/firm/use-participant-types';
import { useAbility } from '../../lib/current-user';
import { useLocalePath } from '../../lib/locale';
import { contactsNs } from '../../locales/contacts';

interface ParticipantTypeChecklistProps {
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}

/** The firm's participant types as checkboxes, in a list at most 12rem high (§2). */
export function ParticipantTypeChecklist({ value, onChange, disabled }: ParticipantTypeChecklistProps) {
  const { t } = useTranslation(contactsNs);
  const toPath = useLocalePath();
  const ability = useAbility();
  const types = useParticipantTypeChoices();

  let content: ReactNode;
  if (types.isPending) content = <Loader size="sm" aria-label={t('common:loading')} />;
  else if (types.isError) {
    content = (
      <Text size="sm" c="red" role="alert">
        {types.error instanceof UnexpectedFormatError
          ? t('participantTypes:errors.unexpectedFormat')
          : t('participantTypes:errors.fetch')}
      </Text>
    );
  } else if (types.data.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {t('form.noParticipantTypes')}{' '}
        {ability.can('read', 'participant_types') && (
          <Anchor component={Link} to={toPath('/settings/participant-types')}>
            {t('form.manageParticipantTypes')}
          </Anchor>
        )}
      </Text>
    );
  } else {
    content = (
      <ScrollArea.Autosize mah="12rem" type="auto" offsetScrollbars>
        <Checkbox.Group value={value.map(String)} onChange={(ids) => onChange(ids.map(Number))}>
          <Stack gap="xs" py={4}>
            {types.data.map((type) => (
              <Checkbox
                key={type.id}
                value={String(type.id)}
                label={type.name}
                description={type.description}
                disabled={disabled}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Fieldset legend={t('form.participantTypes')} variant="unstyled">
      {content}
    </Fieldset>
  );
}
