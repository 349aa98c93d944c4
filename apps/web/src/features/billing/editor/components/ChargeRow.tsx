/**
 * One charge line, edited in place: description, type, date, amount, and for an Expense the taxable
 * switch with its rate (billing.md §4, §5). A Trust Payment line lists a payment: only its
 * description can change, its date and amount are the payment's, and it is never billed. The rules
 * themselves live in the reducer.
 */

import { MAX_CHARGE_DESCRIPTION, MAX_TAX_RATE, parseAmountToCents, sanitizeAmountInput } from '@counsel/domain';
import { Badge, Text } from '@mantine/core';
import { type Dispatch, memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';
import { hasMinusSign, keepingMinus } from '../../../../ui/MoneyInput';
import { type EditorCharge, rateOf } from '../charge-rules';
import type { EditorAction } from '../editor-state';
import classes from './charge-row.module.css';
import type { ChargeRowText } from './charge-row-text';
import { RowDateField } from './RowDateField';
import { TimeDetails } from './TimeDetails';

interface ChargeRowProps {
  charge: EditorCharge;
  /** Fields to mark (missing before a save, or refused by the server). */
  invalid: ReadonlySet<string>;
  dispatch: Dispatch<EditorAction>;
  onRemove: (charge: EditorCharge) => void;
  /** Laid out as a card on a phone: the controls take their cell's width. */
  stacked?: boolean;
  /** Labels and formats, the same for every line of the table. */
  text: ChargeRowText;
}

const sameFields = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((field) => b.has(field));

/**
 * Only the line that changed renders again: the reducer keeps every other line's object, and the
 * fields to mark are compared by content (the editor builds a new set for each line on each render).
 */
export const ChargeRow = memo(
  ChargeRowContent,
  (before, after) =>
    before.charge === after.charge &&
    before.dispatch === after.dispatch &&
    before.onRemove === after.onRemove &&
    before.stacked === after.stacked &&
    before.text === after.text &&
    sameFields(before.invalid, after.invalid),
);

function ChargeRowContent({ charge, invalid, dispatch, onRemove, stacked = false, text }: ChargeRowProps) {
  const name = charge.description.trim() || text.untitled;
  const listsPayment = charge.type === 'Trust Payment';

  return (
    <tr className={classes.row}>
      <td className={classes.cell}>
        <div className={classes.stack}>
          <input
            className={`${classes.control} ${stacked ? classes.stacked : classes.description}`}
            aria-label={text.description}
            aria-invalid={invalid.has('description') || undefined}
            // An English description on an Arabic screen starts at its own beginning, not cut at its first letters.
            dir="auto"
            value={charge.description}
            onChange={(event) =>
              dispatch({ type: 'editCharge', key: charge.key, patch: { description: event.currentTarget.value } })
            }
            maxLength={MAX_CHARGE_DESCRIPTION}
          />
          {charge.is_time_entry && (
            <Badge size="xs" variant="light" color="grape" w="fit-content">
              {text.timeEntry}
            </Badge>
          )}
          {charge.time && <TimeDetails time={charge.time} />}
          {charge.payment_status === 'canceled' && (
            <Badge size="xs" variant="light" color="red" w="fit-content">
              {text.paymentCanceled}
            </Badge>
          )}
        </div>
      </td>
      {listsPayment ? (
        <ListedPaymentCells charge={charge} />
      ) : (
        <ChargeCells charge={charge} invalid={invalid} dispatch={dispatch} stacked={stacked} text={text} />
      )}
      <td className={classes.cell}>
        <button
          type="button"
          className={classes.remove}
          aria-label={text.remove(name)}
          onClick={() => onRemove(charge)}
        >
          <span className={`${classes.icon} ${classes.trashIcon}`} aria-hidden />
        </button>
      </td>
    </tr>
  );
}

/** A Trust Payment line's type, date, amount and tax cells: the payment's, read only. */
function ListedPaymentCells({ charge }: { charge: EditorCharge }) {
  const { t } = useTranslation(invoiceEditorNs);
  const format = useFormat();
  return (
    <>
      <td className={classes.cell}>
        <Badge variant="light" color="teal">
          {t('chargeTypes.Trust Payment')}
        </Badge>
      </td>
      <td className={classes.cell}>
        <Text size="sm">{format.day(charge.date)}</Text>
      </td>
      <td className={classes.cell}>
        <Text size="sm">{format.money((parseAmountToCents(charge.amount) ?? 0) / 100)}</Text>
      </td>
      <td className={classes.cell}>
        <Text size="xs" c="dimmed">
          {t('charges.notBilled')}
        </Text>
      </td>
    </>
  );
}

function ChargeCells({ charge, invalid, dispatch, stacked = false, text }: Omit<ChargeRowProps, 'onRemove'>) {
  const messageId = useId();
  const minusMessage = hasMinusSign(charge.amount) ? text.negativeAmount : undefined;
  const edit = (patch: Partial<Pick<EditorCharge, 'amount' | 'date'>>) =>
    dispatch({ type: 'editCharge', key: charge.key, patch });
  const sized = (desktop: string | undefined) => `${classes.control} ${stacked ? classes.stacked : desktop}`;
  return (
    <>
      <td className={classes.cell}>
        <select
          className={sized(classes.type)}
          aria-label={text.type}
          aria-invalid={invalid.has('type') || undefined}
          value={charge.type}
          onChange={(event) => {
            const type = event.currentTarget.value;
            if (type === 'Service' || type === 'Expense')
              dispatch({ type: 'setChargeType', key: charge.key, chargeType: type });
          }}
        >
          <option value="Service">{text.service}</option>
          <option value="Expense">{text.expense}</option>
        </select>
      </td>
      <td className={classes.cell}>
        <RowDateField
          label={text.date}
          placeholder={text.datePlaceholder}
          locale={text.locale}
          value={charge.date}
          onChange={(date) => edit({ date })}
          invalid={invalid.has('date')}
          stacked={stacked}
        />
      </td>
      <td className={classes.cell}>
        {/* The amount and its symbol read left to right in Arabic too, as in the summary. */}
        <span className={`${classes.field} ${stacked ? classes.stacked : classes.amount}`} dir="ltr">
          <span className={classes.section} aria-hidden>
            {text.currencySymbol}
          </span>
          <input
            className={`${classes.control} ${classes.withSection}`}
            aria-label={text.amount}
            aria-invalid={Boolean(minusMessage) || invalid.has('amount') || undefined}
            aria-describedby={minusMessage ? messageId : undefined}
            inputMode="decimal"
            value={charge.amount}
            onChange={(event) => edit({ amount: keepingMinus(event.currentTarget.value, sanitizeAmountInput) })}
          />
        </span>
        {minusMessage && (
          <div id={messageId} className={classes.error}>
            {minusMessage}
          </div>
        )}
      </td>
      <td className={classes.cell}>
        {charge.type === 'Expense' ? (
          <TaxFields
            charge={charge}
            invalid={invalid.has('taxRate')}
            dispatch={dispatch}
            stacked={stacked}
            text={text}
          />
        ) : (
          <span className={classes.dimmed}>{text.noTax}</span>
        )}
      </td>
    </>
  );
}

const RATE_STEP = 0.01;

/**
 * An Expense line's taxable switch and rate, as plain fields. The rate keeps digits and two decimals,
 * refuses a rate above the maximum (the keystroke is dropped, as Mantine's strict clamp did), and the
 * arrow keys step it by a hundredth.
 */
function TaxFields({
  charge,
  invalid,
  dispatch,
  stacked,
  text,
}: Pick<ChargeRowProps, 'charge' | 'dispatch' | 'text'> & { invalid: boolean; stacked: boolean }) {
  const setRate = (taxRate: number | string) => dispatch({ type: 'setTaxRate', key: charge.key, taxRate });
  const step = (direction: 1 | -1) => {
    const next = Math.round((rateOf(charge) + direction * RATE_STEP) * 100) / 100;
    setRate(Math.min(MAX_TAX_RATE, Math.max(0, next)));
  };
  return (
    <div className={classes.tax}>
      <input
        type="checkbox"
        role="switch"
        className={classes.switch}
        aria-label={text.taxable}
        aria-checked={charge.taxable}
        checked={charge.taxable}
        onChange={(event) => dispatch({ type: 'setTaxable', key: charge.key, taxable: event.currentTarget.checked })}
      />
      <span className={`${classes.field} ${stacked ? classes.stacked : classes.rate}`} dir="ltr">
        <input
          className={classes.control}
          aria-label={text.taxRate}
          aria-invalid={invalid || undefined}
          inputMode="decimal"
          value={String(charge.taxRate)}
          disabled={!charge.taxable}
          onChange={(event) => {
            const typed = sanitizeAmountInput(event.currentTarget.value);
            if (Number(typed) <= MAX_TAX_RATE) setRate(typed);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            step(event.key === 'ArrowUp' ? 1 : -1);
          }}
          onBlur={() => dispatch({ type: 'leaveTaxRate', key: charge.key })}
        />
        <span className={classes.section} aria-hidden>
          %
        </span>
      </span>
    </div>
  );
}
