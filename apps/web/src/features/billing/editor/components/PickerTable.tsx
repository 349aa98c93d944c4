/**
 * The table both add-charge pickers (saved charges, time entries) show: loading, error and empty
 * states, then a labelled table whose first column is a select-all checkbox. The rows are the
 * picker's own (each starts with its row checkbox).
 */

import { Alert, Checkbox, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';

export interface PickerTableProps {
  /** The table's accessible name. */
  label: string;
  state: 'loading' | 'error' | 'ready';
  errorText: string;
  emptyText: string;
  rowCount: number;
  minWidth: number;
  selectAll: {
    label: string;
    checked: boolean;
    indeterminate: boolean;
    disabled?: boolean;
    onChange(on: boolean): void;
  };
  headers: readonly string[];
  children: ReactNode;
}

export function PickerTable({
  label,
  state,
  errorText,
  emptyText,
  rowCount,
  minWidth,
  selectAll,
  headers,
  children,
}: PickerTableProps) {
  const { t } = useTranslation(invoiceEditorNs);
  if (state === 'loading') return <Text c="dimmed">{t('loading')}</Text>;
  if (state === 'error') {
    return (
      <Alert color="red" role="alert">
        {errorText}
      </Alert>
    );
  }
  if (rowCount === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={selectAll.label}
                checked={selectAll.checked}
                indeterminate={selectAll.indeterminate}
                disabled={selectAll.disabled}
                onChange={(event) => selectAll.onChange(event.currentTarget.checked)}
              />
            </Table.Th>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
