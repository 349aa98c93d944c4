import type { MarriageField } from '@counsel/domain';
import { Button, Collapse, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clientRecordsNs } from '../../../locales/clientRecords';
import { FormDateField } from '../../../ui/FormDateField';
import type { FamilyFormValues } from './family-contact-form';

/** Field name → its label key, in the order immigration forms ask. */
const MARRIAGE_INPUTS: Array<[MarriageField, string, 'date' | 'text']> = [
  ['date_of_marriage', 'dateOfMarriage', 'date'],
  ['city_of_marriage', 'cityOfMarriage', 'text'],
  ['state_of_marriage', 'stateOfMarriage', 'text'],
  ['province_of_marriage', 'provinceOfMarriage', 'text'],
  ['country_of_marriage', 'countryOfMarriage', 'text'],
  ['date_of_separation', 'dateOfSeparation', 'date'],
  ['reason_marriage_ended', 'reasonMarriageEnded', 'text'],
  ['how_marriage_ended', 'howMarriageEnded', 'text'],
  ['date_marriage_ended', 'dateMarriageEnded', 'date'],
  ['city_marriage_ended', 'cityMarriageEnded', 'text'],
  ['state_marriage_ended', 'stateMarriageEnded', 'text'],
  ['province_marriage_ended', 'provinceMarriageEnded', 'text'],
  ['country_marriage_ended', 'countryMarriageEnded', 'text'],
];

interface MarriageSectionProps {
  opened: boolean;
  onToggle: () => void;
  register: UseFormRegister<FamilyFormValues>;
  // biome-ignore lint/suspicious/noExplicitAny: the form's submit type, which these fields do not use
  control: Control<FamilyFormValues, unknown, any>;
  errors: FieldErrors<FamilyFormValues>;
}

/** The spouse's marriage details, folded away until asked for. */
export function MarriageSection({ opened, onToggle, register, control, errors }: MarriageSectionProps) {
  const { t } = useTranslation(clientRecordsNs);
  const panelId = useId();
  const Chevron = opened ? IconChevronUp : IconChevronDown;
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        justify="space-between"
        rightSection={<Chevron size={16} />}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {t('family.fields.marriage')}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Fieldset legend={t('family.fields.marriage')} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {MARRIAGE_INPUTS.map(([field, label, type]) =>
              type === 'date' ? (
                <FormDateField
                  key={field}
                  control={control}
                  name={field}
                  label={t(`family.fields.${label}`)}
                  error={errors[field]?.message}
                />
              ) : (
                <TextInput
                  key={field}
                  label={t(`family.fields.${label}`)}
                  error={errors[field]?.message}
                  {...register(field)}
                />
              ),
            )}
          </SimpleGrid>
        </Fieldset>
      </Collapse>
    </Stack>
  );
}
