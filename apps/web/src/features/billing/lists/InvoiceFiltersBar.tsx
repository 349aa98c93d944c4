import { INVOICE_STATUSES, INVOICE_TYPES, type InvoiceStatus, type InvoiceType } from '@counsel/domain';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { invoicesNs } from '../../../locales/invoices';
import { DateRangeFields } from '../../../ui/DateRangeFields';
import { type InvoiceFilters, isFiltered, NO_INVOICE_FILTERS } from './use-invoices';

interface InvoiceFiltersBarProps {
  /** The filters as typed: the search text here is not debounced yet. */
  value: InvoiceFilters;
  onChange: (filters: InvoiceFilters) => void;
}

/** Search box, status, type and the date-issued range of an invoice list. */
export function InvoiceFiltersBar({ value, onChange }: InvoiceFiltersBarProps) {
  const { t } = useTranslation(invoicesNs);
  const set = (patch: Partial<InvoiceFilters>) => onChange({ ...value, ...patch });

  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('filters.label')}>
      <TextInput
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        miw={240}
      />
      <Select
        label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        data={INVOICE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={value.status}
        onChange={(status) => set({ status: status as InvoiceStatus | null })}
        clearable
        w={170}
      />
      <Select
        label={t('filters.type')}
        placeholder={t('filters.allTypes')}
        data={INVOICE_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        value={value.type}
        onChange={(type) => set({ type: type as InvoiceType | null })}
        clearable
        w={150}
      />
      <DateRangeFields
        value={{ from: value.from, to: value.to }}
        onChange={(range) => set(range)}
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
      />
      {isFiltered(value) && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange(NO_INVOICE_FILTERS)}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
