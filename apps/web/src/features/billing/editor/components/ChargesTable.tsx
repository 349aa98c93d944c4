import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import type { EditorCharge } from '../charge-rules';
import type { EditorAction } from '../editor-state';
import { ChargeRow } from './ChargeRow';
import { useChargeRowText } from './charge-row-text';
import classes from './charges-table.module.css';

/** Below this width the lines are cards: the table would need sideways scrolling. */
const PHONE = '(max-width: 40em)';

export interface ChargesTableProps {
  /** The table's accessible name (the matter's, or "charges without a matter"). */
  label: string;
  charges: EditorCharge[];
  invalidFields: (charge: EditorCharge) => ReadonlySet<string>;
  dispatch: Dispatch<EditorAction>;
  onRemove: (charge: EditorCharge) => void;
}

/** The lines of one matter (or of none), each editable in place. */
export function ChargesTable({ label, charges, invalidFields, dispatch, onRemove }: ChargesTableProps) {
  const { t } = useTranslation(invoiceEditorNs);
  const stacked = useMediaQuery(PHONE) ?? false;
  const text = useChargeRowText();
  if (charges.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="xs">
        {t('charges.empty')}
      </Text>
    );
  }
  const table = (
    <Table verticalSpacing="xs" aria-label={label} className={stacked ? classes.stacked : undefined}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('charges.description')}</Table.Th>
          <Table.Th>{t('charges.type')}</Table.Th>
          <Table.Th>{t('charges.date')}</Table.Th>
          <Table.Th>{t('charges.amount')}</Table.Th>
          <Table.Th>{t('charges.tax')}</Table.Th>
          <Table.Th w={48}>
            <VisuallyHidden>{t('charges.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {charges.map((charge) => (
          <ChargeRow
            key={charge.key}
            charge={charge}
            invalid={invalidFields(charge)}
            dispatch={dispatch}
            onRemove={onRemove}
            stacked={stacked}
            text={text}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
  // The browser's own scrolling: a ScrollArea measures and observes the long table on every change.
  return stacked ? (
    table
  ) : (
    <Table.ScrollContainer minWidth={780} type="native">
      {table}
    </Table.ScrollContainer>
  );
}
