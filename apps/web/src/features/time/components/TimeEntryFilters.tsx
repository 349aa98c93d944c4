import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CasePicker } from '../../../entities/case/CasePicker';
import { ClientPicker } from '../../../entities/client/ClientPicker';
import { useLightUsers } from '../../../entities/employee/use-light-users';
import { timeNs } from '../../../locales/time';
import { DateRangeFields } from '../../../ui/DateRangeFields';
import { type TimeEntryFilters as Filters, NO_FILTERS, type YesNoFilter } from '../use-time-entries';

interface TimeEntryFiltersProps {
  value: Filters;
  onChange: (filters: Filters) => void;
  /** Whether the employee filter shows: only for who may read everyone's time. */
  canReadAll: boolean;
}

const isFiltered = (filters: Filters) =>
  (Object.keys(NO_FILTERS) as Array<keyof Filters>).some((key) => filters[key] !== NO_FILTERS[key]);

/** Client, case (after a client), employee, date range, billable and invoiced. */
export function TimeEntryFilters({ value, onChange, canReadAll }: TimeEntryFiltersProps) {
  const { t } = useTranslation(timeNs);
  const employees = useLightUsers(canReadAll);
  const [generation, setGeneration] = useState(0);
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const yesNoData = [
    { value: 'yes', label: t('filters.yes') },
    { value: 'no', label: t('filters.no') },
  ];

  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('filters.label')}>
      <div style={{ inlineSize: 220 }}>
        <ClientPicker
          // A new picker when the filters are cleared, so that no old search text lingers.
          key={generation}
          label={t('filters.client')}
          placeholder={t('filters.allClients')}
          value={value.clientId}
          currentLabel={null}
          onChange={(clientId) => set({ clientId, caseId: null })}
        />
      </div>
      <div style={{ inlineSize: 220 }}>
        <CasePicker
          label={t('filters.case')}
          placeholder={t('filters.allCases')}
          clientId={value.clientId}
          value={value.caseId}
          currentLabel={null}
          onChange={(caseId) => set({ caseId })}
        />
      </div>
      {canReadAll && (
        <Select<number>
          label={t('filters.employee')}
          placeholder={t('filters.everyone')}
          data={(employees.data ?? []).map((user) => ({ value: user.id, label: user.full_name }))}
          value={value.userId}
          onChange={(userId) => set({ userId })}
          searchable
          clearable
          w={200}
        />
      )}
      <DateRangeFields
        value={{ from: value.from, to: value.to }}
        onChange={(range) => set(range)}
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
      />
      <Select
        label={t('filters.billable')}
        placeholder={t('filters.any')}
        data={yesNoData}
        value={value.billable}
        onChange={(billable) => set({ billable: billable as YesNoFilter })}
        clearable
        w={120}
      />
      <Select
        label={t('filters.invoiced')}
        placeholder={t('filters.any')}
        data={yesNoData}
        value={value.invoiced}
        onChange={(invoiced) => set({ invoiced: invoiced as YesNoFilter })}
        clearable
        w={120}
      />
      {isFiltered(value) && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => {
            setGeneration((n) => n + 1);
            onChange(NO_FILTERS);
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
