/** The invoice's own fields: number (generated, editable), title, the two dates, and whom it bills. */

import { MAX_INVOICE_NUMBER_LENGTH } from '@counsel/domain';
import { Grid, Paper, TextInput } from '@mantine/core';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import { DateField } from '../../../../ui/DateField';
import type { EditorAction, EditorState } from '../editor-state';

interface InvoiceHeaderFieldsProps {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  clientName: string | null;
  /** Field messages from a refused save, by the API's field name. */
  serverFields: Record<string, string>;
  /** After a refused save, empty required dates are marked. */
  showMissing: boolean;
  numberPending: boolean;
}

export function InvoiceHeaderFields({
  state,
  dispatch,
  clientName,
  serverFields,
  showMissing,
  numberPending,
}: InvoiceHeaderFieldsProps) {
  const { t } = useTranslation(invoiceEditorNs);
  const set = (field: 'invoiceNumber' | 'title' | 'dateIssued' | 'dueDate') => (value: string) =>
    dispatch({ type: 'setField', field, value });
  const required = (value: string) => (showMissing && !value ? t('header.required') : undefined);
  const dueBeforeIssued = state.dueDate !== '' && state.dateIssued !== '' && state.dueDate < state.dateIssued;

  return (
    <Paper withBorder p="md">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput
            label={t('header.number')}
            value={state.invoiceNumber}
            placeholder={numberPending ? t('loading') : t('header.numberPlaceholder')}
            onChange={(event) => set('invoiceNumber')(event.currentTarget.value)}
            error={serverFields.invoice_number}
            maxLength={MAX_INVOICE_NUMBER_LENGTH}
            dir="auto"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput
            label={t('header.title')}
            value={state.title}
            onChange={(event) => set('title')(event.currentTarget.value)}
            error={serverFields.title}
            maxLength={200}
            dir="auto"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput label={t('header.client')} value={clientName ?? ''} readOnly dir="auto" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <DateField
            label={t('header.dateIssued')}
            value={state.dateIssued}
            onChange={set('dateIssued')}
            error={required(state.dateIssued) ?? serverFields.date_issued}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <DateField
            label={t('header.dueDate')}
            value={state.dueDate}
            min={state.dateIssued}
            onChange={set('dueDate')}
            error={
              required(state.dueDate) ??
              (dueBeforeIssued ? t('problems.dueBeforeIssued') : undefined) ??
              serverFields.due_date
            }
            withAsterisk
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
