/**
 * "Services & Charges": per matter a Services table and an Expenses table, the trust payment lines
 * as their own small table marked as not part of the total, and the lines of no matter last. A trust
 * invoice has no lines: it shows the amount to deposit instead.
 */
import { View } from '@react-pdf/renderer';
import type { DocumentLine, DocumentSection } from '../model.js';
import { sectionsTitled, taxRateLabel } from '../words.js';
import { usePdf } from './context.js';
import { type Column, DocText, Section, Table } from './primitives.js';

function useColumns() {
  const { t } = usePdf();
  const date: Column = { header: t('columns.date'), flex: 1.1 };
  const description: Column = { header: t('columns.description'), flex: 3.6 };
  const tax: Column = { header: t('columns.tax'), flex: 0.8, align: 'end' };
  const amount: Column = { header: t('columns.amount'), flex: 1.2, align: 'end' };
  const timekeeper: Column = { header: t('columns.timekeeper'), flex: 1.3 };
  const hours: Column = { header: t('columns.hours'), flex: 0.7, align: 'end' };
  const rate: Column = { header: t('columns.rate'), flex: 1, align: 'end' };
  const time: Column[] = [date, { ...description, flex: 2.4 }, timekeeper, hours, rate, amount];
  return { plain: [date, description, amount], withTax: [date, description, tax, amount], time };
}

function MatterLines({ section, titled }: { section: DocumentSection; titled: boolean }) {
  const context = usePdf();
  const { t, styles, money, day, number } = context;
  const columns = useColumns();
  const plainRow = (line: DocumentLine) => [day(line.date), line.description, money(line.amountCents)];
  const taxRow = (line: DocumentLine) => [
    day(line.date),
    line.description,
    taxRateLabel(line.taxRate, context),
    money(line.amountCents),
  ];
  const timeRow = (line: DocumentLine) => [
    day(line.date),
    line.description,
    line.time?.timekeeper ?? '',
    line.time ? number(line.time.hours) : '',
    line.time ? money(line.time.rateCents) : '',
    money(line.amountCents),
  ];
  const title = section.matter ? t('matter', { title: section.matter.title }) : t('otherCharges');
  return (
    <View>
      {titled ? (
        <DocText style={styles.matterTitle} minPresenceAhead={60}>
          {title}
        </DocText>
      ) : null}
      {section.time.length > 0 ? (
        <Table caption={t('professionalTime')} columns={columns.time} rows={section.time.map(timeRow)} />
      ) : null}
      {section.services.length > 0 ? (
        <Table caption={t('services')} columns={columns.plain} rows={section.services.map(plainRow)} />
      ) : null}
      {section.expenses.length > 0 ? (
        <Table caption={t('expenses')} columns={columns.withTax} rows={section.expenses.map(taxRow)} />
      ) : null}
      {section.trustPayments.length > 0 ? (
        <Table
          caption={t('trustPayments')}
          captionStyle={styles.muted}
          columns={columns.plain}
          rows={section.trustPayments.map(plainRow)}
        />
      ) : null}
    </View>
  );
}

function TrustDeposit() {
  const { document, t, money } = usePdf();
  const columns = useColumns();
  const deposit = document.trustDeposit;
  if (!deposit) return null;
  const description = deposit.matterTitle ? t('trustDepositFor', { title: deposit.matterTitle }) : t('trustDeposit');
  const [, descriptionColumn, , amountColumn] = columns.withTax;
  return (
    <View style={{ marginTop: 6 }}>
      <Table columns={[descriptionColumn!, amountColumn!]} rows={[[description, money(deposit.amountCents)]]} />
    </View>
  );
}

export function Charges() {
  const { document, t } = usePdf();
  // The preview's rule (words.ts): no "Other charges" heading when no line has a matter.
  const titled = sectionsTitled(document);
  return (
    <Section title={t('servicesAndCharges')}>
      {document.type === 'TRUST' ? (
        <TrustDeposit />
      ) : (
        document.sections.map((section) => (
          <MatterLines key={section.matter?.id ?? 'none'} section={section} titled={titled} />
        ))
      )}
    </Section>
  );
}
