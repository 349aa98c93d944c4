/** The two steps of the closure dialog: which file (PDF or ZIP), then how it is delivered. */
import type { CaseClosureDelivery, CaseExportFormat } from '@counsel/domain';
import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { caseClosureNs } from '../../../locales/caseClosure';

interface ChoiceCardProps {
  value: string;
  title: string;
  description: string;
  disabled?: boolean;
}

function ChoiceCard({ value, title, description, disabled }: ChoiceCardProps) {
  return (
    <Radio.Card value={value} p="md" radius="md" disabled={disabled}>
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator />
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}

export function FormatStep({
  format,
  onChange,
}: {
  format: CaseExportFormat | null;
  onChange: (format: CaseExportFormat) => void;
}) {
  const { t } = useTranslation(caseClosureNs);
  return (
    <Radio.Group label={t('format.label')} value={format} onChange={(value) => onChange(value as CaseExportFormat)}>
      <Stack gap="sm" mt="xs">
        <ChoiceCard value="pdf" title={t('format.pdf')} description={t('format.pdfContains')} />
        <ChoiceCard value="zip" title={t('format.zip')} description={t('format.zipContains')} />
      </Stack>
    </Radio.Group>
  );
}

export interface DeliveryFields {
  email: string;
  subject: string;
}
export type DeliveryErrors = Partial<Record<keyof DeliveryFields, string>>;

interface DeliveryStepProps {
  delivery: CaseClosureDelivery | null;
  fields: DeliveryFields;
  errors: DeliveryErrors;
  disabled: boolean;
  onDelivery: (delivery: CaseClosureDelivery) => void;
  onField: (name: keyof DeliveryFields, value: string) => void;
}

export function DeliveryStep({ delivery, fields, errors, disabled, onDelivery, onField }: DeliveryStepProps) {
  const { t } = useTranslation(caseClosureNs);
  return (
    <Stack>
      <Radio.Group
        label={t('delivery.label')}
        value={delivery}
        onChange={(value) => onDelivery(value as CaseClosureDelivery)}
      >
        <Stack gap="sm" mt="xs">
          <ChoiceCard
            value="local"
            title={t('delivery.local')}
            description={t('delivery.localHint')}
            disabled={disabled}
          />
          <ChoiceCard
            value="email"
            title={t('delivery.email')}
            description={t('delivery.emailHint')}
            disabled={disabled}
          />
        </Stack>
      </Radio.Group>
      {delivery === 'email' && (
        <>
          <TextInput
            label={t('delivery.address')}
            type="email"
            required
            dir="ltr"
            value={fields.email}
            error={errors.email}
            disabled={disabled}
            onChange={(event) => onField('email', event.currentTarget.value)}
          />
          <TextInput
            label={t('delivery.subject')}
            required
            dir="auto"
            value={fields.subject}
            error={errors.subject}
            disabled={disabled}
            onChange={(event) => onField('subject', event.currentTarget.value)}
          />
        </>
      )}
    </Stack>
  );
}
