/**
 * Payment information (the firm's bank details, left out when there are none) beside the summary
 * of totals, which sits at the reading end of the page as on the preview.
 */
import type { BankDetails } from '@counsel/domain';
import { View } from '@react-pdf/renderer';
import { type SummaryLineKind, summaryLines } from '../words.js';
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

function Summary() {
  const context = usePdf();
  const { document, t, styles } = context;
  // The same lines, in the same order and with the same amounts, as the preview's summary.
  const lines = summaryLines(document, context);
  const rowStyle = (kind: SummaryLineKind) =>
    kind === 'total' ? styles.grandTotal : kind === 'strong' ? [styles.totalsRow, styles.strong] : styles.totalsRow;
  return (
    <View style={styles.summary}>
      <Section title={t('summary.title')}>
        <View style={{ marginTop: 4 }}>
          {lines.map((line) => (
            <View key={line.label} style={rowStyle(line.kind)} wrap={false}>
              <DocText style={line.kind === 'muted' ? styles.muted : {}}>{line.label}</DocText>
              <DocText style={line.kind === 'muted' ? styles.muted : {}} align="end">
                {line.value}
              </DocText>
            </View>
          ))}
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
