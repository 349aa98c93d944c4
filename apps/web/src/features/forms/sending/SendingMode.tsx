/**
 * How a sent form reaches the client (§4: client_portal, the default, or passwordless): the sender's
 * choice in the send dialog, and the same name wherever a sent form is shown.
 */
import { FORM_SENDING_MODES, type FormSendingMode } from '@counsel/domain';
import { Badge, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formSendingNs } from '../../../locales/formSending';

interface ChoiceProps {
  value: FormSendingMode;
  disabled: boolean;
  onChange: (mode: FormSendingMode) => void;
}

export function SendingModeChoice({ value, disabled, onChange }: ChoiceProps) {
  const { t } = useTranslation(formSendingNs);
  return (
    <Radio.Group label={t('mode.label')} value={value} onChange={(mode) => onChange(mode as FormSendingMode)}>
      <Stack gap="xs" mt={6}>
        {FORM_SENDING_MODES.map((mode) => (
          <Radio
            key={mode}
            value={mode}
            label={t(`mode.name.${mode}`)}
            description={t(`mode.hint.${mode}`)}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function SendingModeBadge({ mode }: { mode: FormSendingMode }) {
  const { t } = useTranslation(formSendingNs);
  return (
    <Badge color="gray" variant="outline" tt="none">
      {t(`mode.name.${mode}`)}
    </Badge>
  );
}
