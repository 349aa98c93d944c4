/** One field of the client's form, with the input its type calls for, its required mark and its message. */
import type { CollaborationField } from '@counsel/domain';
import { Checkbox, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formSendingNs } from '../../../../locales/formSending';
import { FieldLabel } from '../../FieldLabel';
import { fieldInputProps, useAnswerTexts } from '../../field-input';

interface Props {
  field: CollaborationField;
  value: string | boolean | undefined;
  error: string | null;
  onChange: (value: string | boolean) => void;
}

export function LinkField({ field, value, error, onChange }: Props) {
  const { t } = useTranslation(formSendingNs);
  const texts = useAnswerTexts();
  const label = <FieldLabel english={field.label || field.name} arabic={field.metadata.label_ar} />;
  const text = typeof value === 'string' ? value : '';
  const common = { label, required: field.required, error };

  if (field.type === 'checkbox') {
    return (
      <Checkbox {...common} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} />
    );
  }
  if (field.type === 'radio') {
    return (
      <Radio.Group {...common} value={text} onChange={onChange}>
        <Stack gap={6} mt={4}>
          {field.options.map((option) => (
            <Radio key={option.label} value={option.label} label={<bdi>{option.label}</bdi>} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  if (field.type === 'dropdown') {
    return (
      <NativeSelect
        {...common}
        value={text}
        data={[
          { value: '', label: t('link.choose') },
          ...field.options.map((option) => ({ value: option.label, label: option.label })),
        ]}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      {...fieldInputProps(field)}
      description={texts.hint(field)}
      value={text}
      // US forms take dates as MM/DD/YYYY text, as the PDF field stores them.
      placeholder={field.type === 'date' ? t('link.datePlaceholder') : undefined}
      autoComplete="off"
      dir="auto"
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
