/**
 * Payment information (the firm's bank details, left out when there are none) beside the summary
 * of totals, which sits at the reading end of the page as on the preview.
 */
import type { BankDetails } from '@counsel/domain';
import { View } from '@react-pdf/renderer';
import { usePdf } from './context.js';
import { DocText, LabelValue, Section } from './primitives.js';

const BANK_FIELDS = [
  ['bank_name', 'bank.name'],
  ['bank_address', 'bank.address'],
  ['bank_account_number_iban', 'bank.iban'],
  ['bank_swift_code', 'bank.swift'],
  ['bank_branch_code', 'bank.branch'],
  ['bank_routing_number', 'bank.routing'],
] as const satisfies ReadonlyArray<readonly [keyof BankDetails, string]>;

function PaymentInformation({ details }: { details: BankDetails }) {
  const { t } = usePdf();
  const filled = BANK_FIELDS.filter(([field]) => details[field]?.trim());
  return (
    <Section title={t('paymentInformation')}>
      <View style={{ marginTop: 4 }}>
        {filled.map(([field, label]) => (
          <LabelValue key={field} label={t(label)} value={details[field]!.trim()} />
        ))}
      </View>
    </Section>
  );
}

function Line({ label, value, muted }: { label: string; value: string; muted?: boolean }) {
  const { styles } = usePdf();
  return (
    <View style={styles.totalsRow} wrap={false}>
      <DocText style={muted ? styles.muted : {}}>{label}</DocText>
      <DocText style={muted ? styles.muted : {}} align="end">
        {value}
      </DocText>
    </View>
  );
}

function Summary() {
  const { document, t, styles, money, number } = usePdf();
  const { summary } = document;
  const discountLabel = summary.discount?.description
    ? t('summary.discountNamed', { description: summary.discount.description })
    : t('summary.discount');
  return (
    <View style={styles.summary}>
      <Section title={t('summary.title')}>
        <View style={{ marginTop: 4 }}>
          <Line label={t('summary.subtotal')} value={money(summary.subtotalCents)} />
          <Line label={t('summary.itemTax')} value={money(summary.itemTaxCents)} />
          {summary.generalTax ? (
            <Line
              label={t('summary.generalTax', { rate: number(summary.generalTax.ratePercent) })}
              value={money(summary.generalTax.cents)}
            />
          ) : null}
          {summary.discount ? (
            // A discount lowers the total: shown as a negative amount, never "-$0.00".
            <Line label={discountLabel} value={money(summary.discount.cents > 0 ? -summary.discount.cents : 0)} />
          ) : null}
          <View style={styles.grandTotal}>
            <DocText>{t('summary.total')}</DocText>
            <DocText align="end">{money(summary.totalCents)}</DocText>
          </View>
          {summary.listedPaymentsCents > 0 ? (
            <Line label={t('summary.listedPayments')} value={money(summary.listedPaymentsCents)} muted />
          ) : null}
          <Line label={t('summary.totalPaid')} value={money(summary.paidCents)} />
          <View style={[styles.totalsRow, styles.strong]}>
            <DocText>{t('summary.outstanding')}</DocText>
            <DocText align="end">{money(summary.outstandingCents)}</DocText>
          </View>
          <Line label={t('summary.status')} value={t(`statuses.${summary.status}`)} />
        </View>
      </Section>
    </View>
  );
}

export function Totals() {
  const { document, styles } = usePdf();
  return (
    // One piece: the bank details and the summary stay side by side on the same page.
    <View style={styles.spread} wrap={false}>
      <View style={styles.half}>
        {document.bankDetails ? <PaymentInformation details={document.bankDetails} /> : null}
      </View>
      <Summary />
    </View>
  );
}
