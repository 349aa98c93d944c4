/**
 * A "select only one" question (the check boxes of one choice group) asked as one radio question: its
 * question is the group's label, each box's answer an option, and choosing one ticks that box and clears
 * the others. In Arabic, with the boxes' Arabic labels, the English original is shown beside, dimmed (the
 * form is filed in English). Shared by the client's form and the staff's review.
 */
import { type CollaborationField, describeChoiceGroup } from '@counsel/domain';
import { Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FieldItem =
  | { kind: 'field'; field: CollaborationField }
  | { kind: 'choice'; key: string; boxes: CollaborationField[] };

/**
 * The fields in order, the boxes of each choice group gathered at the first one's place. A group with one
 * box shown (the others hidden) is that box alone.
 */
export function fieldItems(fields: readonly CollaborationField[]): FieldItem[] {
  const groups = new Map<string, CollaborationField[]>();
  for (const field of fields) {
    const key = field.type === 'checkbox' ? field.metadata.choice_group : null;
    if (key) groups.set(key, [...(groups.get(key) ?? []), field]);
  }
  const items: FieldItem[] = [];
  const placed = new Set<string>();
  for (const field of fields) {
    const key = field.type === 'checkbox' ? field.metadata.choice_group : null;
    const boxes = key ? groups.get(key)! : [];
    if (!key || boxes.length < 2) items.push({ kind: 'field', field });
    else if (!placed.has(key)) {
      placed.add(key);
      items.push({ kind: 'choice', key, boxes });
    }
  }
  return items;
}

/** The boxes' values once one is chosen: that one ticked, every other of the group cleared. */
export function chooseIn(boxes: readonly CollaborationField[], chosen: string): Record<string, boolean> {
  return Object.fromEntries(boxes.map((box) => [box.name, box.name === chosen]));
}

const ticked = (value: unknown) => value === true || value === 'true';

/** Text shown with its English original beside it, dimmed, when the two differ. */
function WithOriginal({ text, original }: { text: string; original: string }): ReactNode {
  return (
    <>
      <bdi>{text}</bdi>
      {original !== text && (
        <Text span c="dimmed" size="sm" lang="en" dir="ltr" ms="xs">
          <bdi>{original}</bdi>
        </Text>
      )}
    </>
  );
}

interface Props {
  groupKey: string;
  boxes: CollaborationField[];
  values: Readonly<Record<string, string | boolean | undefined>>;
  onChoose: (values: Record<string, boolean>) => void;
  error?: string | null;
}

export function ChoiceQuestion({ groupKey, boxes, values, onChoose, error }: Props) {
  const { i18n } = useTranslation();
  const english = describeChoiceGroup(groupKey, boxes, 'en');
  const shown = i18n.language.startsWith('ar') ? describeChoiceGroup(groupKey, boxes, 'ar') : english;
  const chosen = boxes.find((box) => ticked(values[box.name]))?.name ?? null;
  return (
    <Radio.Group
      label={<WithOriginal text={shown.question || english.question} original={english.question} />}
      value={chosen}
      error={error}
      onChange={(name) => onChoose(chooseIn(boxes, name))}
    >
      <Stack gap={6} mt={4}>
        {shown.options.map((option, index) => (
          <Radio
            key={option.name}
            value={option.name}
            label={<WithOriginal text={option.choice} original={english.options[index]!.choice} />}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
