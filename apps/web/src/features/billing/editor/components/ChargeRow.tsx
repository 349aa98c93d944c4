/**
 * One charge line, edited in place: description, type, date, amount, and for an Expense the taxable
 * switch with its rate (billing.md §4, §5). A Trust Payment line lists a payment: only its
 * description can change, its date and amount are the payment's, and it is never billed. The rules
 * themselves live in the reducer.
 */

import { MAX_CHARGE_DESCRIPTION, MAX_TAX_RATE, parseAmountToCents, sanitizeAmountInput } from '@counsel/domain';
import { ActionIcon, Badge, Group, NumberInput, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import { DateField } from '../../../../ui/DateField';
import { keepingMinus, useNegativeAmountMessage } from '../../../../ui/MoneyInput';
import type { EditorCharge } from '../charge-rules';
import type { EditorAction } from '../editor-state';
import { TimeDetails } from './TimeDetails';

interface ChargeRowProps {
  charge: EditorCharge;
  /** Fields to mark (missing before a save, or refused by the server). */
  invalid: ReadonlySet<string>;
  dispatch: Dispatch<EditorAction>;
  onRemove: (charge: EditorCharge) => void;
  /** Laid out as a card on a phone: the controls take their cell's width. */
  stacked?: boolean;
}

export function ChargeRow({ charge, invalid, dispatch, onRemove, stacked = false }: ChargeRowProps) {
  const { t } = useTranslation(invoiceEditorNs);
  const name = charge.description.trim() || t('charges.untitled');
  const listsPayment = charge.type === 'Trust Payment';

  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <TextInput
            aria-label={t('charges.description')}
            value={charge.description}
            onChange={(event) =>
              dispatch({ type: 'editCharge', key: charge.key, patch: { description: event.currentTarget.value } })
            }
            error={invalid.has('description')}
            maxLength={MAX_CHARGE_DESCRIPTION}
            size="xs"
            miw={stacked ? 0 : 180}
          />
          {charge.is_time_entry && (
            <Badge size="xs" variant="light" color="grape" w="fit-content">
              {t('charges.timeEntry')}
            </Badge>
          )}
          {charge.time && <TimeDetails time={charge.time} />}
          {charge.payment_status === 'canceled' && (
            <Badge size="xs" variant="light" color="red" w="fit-content">
              {t('charges.paymentCanceled')}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      {listsPayment ? (
        <ListedPaymentCells charge={charge} />
      ) : (
        <ChargeCells charge={charge} invalid={invalid} dispatch={dispatch} stacked={stacked} />
      )}
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('charges.remove', { description: name })}
          onClick={() => onRemove(charge)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

/** A Trust Payment line's type, date, amount and tax cells: the payment's, read only. */
function ListedPaymentCells({ charge }: { charge: EditorCharge }) {
  const { t } = useTranslation(invoiceEditorNs);
  const format = useFormat();
  return (
    <>
      <Table.Td>
        <Badge variant="light" color="teal">
          {t('chargeTypes.Trust Payment')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{format.day(charge.date)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{format.money((parseAmountToCents(charge.amount) ?? 0) / 100)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {t('charges.notBilled')}
        </Text>
      </Table.Td>
    </>
  );
}

function ChargeCells({ charge, invalid, dispatch, stacked }: Omit<ChargeRowProps, 'onRemove'>) {
  const { t } = useTranslation(invoiceEditorNs);
  const format = useFormat();
  const width = (desktop: number) => (stacked ? '100%' : desktop);
  const minusMessage = useNegativeAmountMessage(charge.amount);
  const edit = (patch: Partial<Pick<EditorCharge, 'amount' | 'date'>>) =>
    dispatch({ type: 'editCharge', key: charge.key, patch });
  return (
    <>
      <Table.Td>
        <Select
          aria-label={t('charges.type')}
          data={['Service', 'Expense'].map((type) => ({ value: type, label: t(`chargeTypes.${type}`) }))}
          value={charge.type}
          onChange={(type) => {
            if (type === 'Service' || type === 'Expense')
              dispatch({ type: 'setChargeType', key: charge.key, chargeType: type });
          }}
          allowDeselect={false}
          error={invalid.has('type')}
          comboboxProps={{ withinPortal: true }}
          size="xs"
          w={width(130)}
        />
      </Table.Td>
      <Table.Td>
        <DateField
          aria-label={t('charges.date')}
          value={charge.date}
          onChange={(date) => edit({ date })}
          error={invalid.has('date')}
          clearable={false}
          size="xs"
          w={width(150)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('charges.amount')}
          inputMode="decimal"
          leftSection={<span aria-hidden>{format.currencySymbol}</span>}
          value={charge.amount}
          onChange={(event) => edit({ amount: keepingMinus(event.currentTarget.value, sanitizeAmountInput) })}
          error={minusMessage ?? invalid.has('amount')}
          dir="ltr"
          size="xs"
          w={width(110)}
        />
      </Table.Td>
      <Table.Td>
        {charge.type === 'Expense' ? (
          <Group gap="xs" wrap="nowrap">
            <Switch
              aria-label={t('charges.taxable')}
              checked={charge.taxable}
              onChange={(event) =>
                dispatch({ type: 'setTaxable', key: charge.key, taxable: event.currentTarget.checked })
              }
            />
            <NumberInput
              aria-label={t('charges.taxRate')}
              value={charge.taxRate}
              onChange={(value) => dispatch({ type: 'setTaxRate', key: charge.key, taxRate: value })}
              onBlur={() => dispatch({ type: 'leaveTaxRate', key: charge.key })}
              disabled={!charge.taxable}
              error={invalid.has('taxRate')}
              min={0}
              max={MAX_TAX_RATE}
              step={0.01}
              decimalScale={2}
              clampBehavior="strict"
              allowNegative={false}
              rightSection={<span aria-hidden>%</span>}
              size="xs"
              w={stacked ? '100%' : 96}
            />
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('charges.noTax')}
          </Text>
        )}
      </Table.Td>
    </>
  );
}
