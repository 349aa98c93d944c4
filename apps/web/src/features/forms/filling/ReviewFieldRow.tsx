/**
 * One visible field in the review: its label (editable), its value edited by its type, and a button
 * that hides it. The value's input is named by the field's current label. A "select only one" question's
 * boxes are one row, a radio question.
 */
import { answerProblemOf, type CollaborationField, describeChoiceGroup } from '@counsel/domain';
import { ActionIcon, Checkbox, Group, NativeSelect, Paper, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formFillingNs } from '../../../locales/formFilling';
import { ChoiceQuestion } from '../ChoiceQuestion';
import { FieldLabel } from '../FieldLabel';
import { fieldInputProps, useAnswerTexts } from '../field-input';

interface Props {
  field: CollaborationField;
  /** Its place in the section, 1-based, naming the label input. */
  number: number;
  value: string | boolean | undefined;
  onLabel: (label: string) => void;
  onValue: (value: string | boolean) => void;
  onHide: () => void;
}

function ValueInput({ field, value, onValue }: Pick<Props, 'field' | 'value' | 'onValue'>) {
  const { t } = useTranslation(formFillingNs);
  const texts = useAnswerTexts();
  const label = <FieldLabel english={field.label || field.name} arabic={field.metadata.label_ar} />;
  const text = typeof value === 'string' ? value : '';
  if (field.type === 'checkbox') {
    return (
      <Checkbox label={label} checked={value === true} onChange={(event) => onValue(event.currentTarget.checked)} />
    );
  }
  if (field.type === 'radio' || field.type === 'dropdown') {
    const options = field.options.map((option) => option.label);
    return (
      <NativeSelect
        label={label}
        value={text}
        data={[
          { value: '', label: t('review.choose') },
          ...options.map((option) => ({ value: option, label: option })),
        ]}
        onChange={(event) => onValue(event.currentTarget.value)}
      />
    );
  }
  const problem = answerProblemOf(field, value);
  return (
    <TextInput
      label={label}
      {...fieldInputProps(field)}
      description={texts.hint(field)}
      error={problem ? texts.problem(problem) : undefined}
      value={text}
      // US forms take dates as MM/DD/YYYY text; the PDF field keeps what is typed.
      placeholder={field.type === 'date' ? t('review.datePlaceholder') : undefined}
      dir="auto"
      onChange={(event) => onValue(event.currentTarget.value)}
    />
  );
}

/** A "select only one" question of the review: one radio question for its boxes, hidden all together. */
export function ReviewChoiceRow({
  groupKey,
  boxes,
  values,
  onChoose,
  onHide,
}: {
  groupKey: string;
  boxes: CollaborationField[];
  values: Readonly<Record<string, string | boolean | undefined>>;
  onChoose: (values: Record<string, boolean>) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation(formFillingNs);
  const hideLabel = t('review.hide', { label: describeChoiceGroup(groupKey, boxes).question });
  return (
    <Paper component="li" withBorder p="sm" style={{ listStyle: 'none' }}>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ flex: 1, minWidth: 0 }}>
          <ChoiceQuestion groupKey={groupKey} boxes={boxes} values={values} onChoose={onChoose} />
        </div>
        <HideButton label={hideLabel} onHide={onHide} />
      </Group>
    </Paper>
  );
}

export function ReviewFieldRow({ field, number, value, onLabel, onValue, onHide }: Props) {
  const { t } = useTranslation(formFillingNs);
  const hideLabel = t('review.hide', { label: field.label || field.name });
  return (
    <Paper component="li" withBorder p="sm" style={{ listStyle: 'none' }}>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            label={t('review.label', { number })}
            size="xs"
            value={field.label}
            dir="auto"
            onChange={(event) => onLabel(event.currentTarget.value)}
          />
          <ValueInput field={field} value={value} onValue={onValue} />
        </Stack>
        <HideButton label={hideLabel} onHide={onHide} />
      </Group>
    </Paper>
  );
}

/** Hides a row (a field, or a choice's boxes) from the client's form. */
function HideButton({ label, onHide }: { label: string; onHide: () => void }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" aria-label={label} onClick={onHide}>
        <IconEyeOff size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
