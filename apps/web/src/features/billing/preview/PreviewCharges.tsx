/** Services & Charges: per matter a Services and an Expenses table (and listed trust payments), or a trust deposit. */
import {
  type DocumentLine,
  type DocumentSection,
  type InvoiceDocument,
  sectionsTitled,
  taxRateLabel,
} from '@counsel/invoice-document';
import { type ReactNode, useId } from 'react';
import type { DocumentWords } from './document-words';
import classes from './preview.module.css';

/** One column of a lines table: its heading and what each line shows in it. */
interface Column {
  key: string;
  heading: string;
  /** Numbers and amounts line up at the end of the cell. */
  numeric?: boolean;
  cell: (line: DocumentLine) => ReactNode;
}

function LinesTable({ caption, lines, columns }: { caption: string; lines: DocumentLine[]; columns: Column[] }) {
  return (
    <table className={classes.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? classes.amount : undefined}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // Lines have no identity of their own here; their order is the invoice's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every change
          <tr key={index}>
            {columns.map((column) => (
              <td key={column.key} className={column.numeric ? classes.amount : undefined}>
                {column.cell(line)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The columns of each kind of table. Expenses may be taxed at their own rate, services carry no tax;
 * lines billing time entries say who did the work, for how long and at what rate (billing.md §4).
 */
function columnsOf(words: DocumentWords) {
  const { t } = words;
  const date: Column = { key: 'date', heading: t('columns.date'), cell: (line) => words.day(line.date) };
  const description: Column = {
    key: 'description',
    heading: t('columns.description'),
    cell: (line) => <bdi>{line.description}</bdi>,
  };
  const amount: Column = {
    key: 'amount',
    heading: t('columns.amount'),
    numeric: true,
    cell: (line) => <bdi>{words.money(line.amountCents)}</bdi>,
  };
  const tax: Column = { key: 'tax', heading: t('columns.tax'), cell: (line) => taxRateLabel(line.taxRate, words) };
  const timekeeper: Column = {
    key: 'timekeeper',
    heading: t('columns.timekeeper'),
    cell: (line) => <bdi>{line.time?.timekeeper}</bdi>,
  };
  const hours: Column = {
    key: 'hours',
    heading: t('columns.hours'),
    numeric: true,
    cell: (line) => (line.time ? words.number(line.time.hours) : ''),
  };
  const rate: Column = {
    key: 'rate',
    heading: t('columns.rate'),
    numeric: true,
    cell: (line) => <bdi>{line.time ? words.money(line.time.rateCents) : ''}</bdi>,
  };
  return {
    plain: [date, description, amount],
    taxed: [date, description, tax, amount],
    time: [date, description, timekeeper, hours, rate, amount],
  };
}

interface SectionProps {
  section: DocumentSection;
  words: DocumentWords;
  /** As in the PDF: no heading when no line of the invoice has a matter. */
  titled: boolean;
}

function Section({ section, words, titled }: SectionProps) {
  const { t } = words;
  const headingId = useId();
  if (!titled) return <Tables section={section} words={words} />;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className={classes.matterTitle}>
        {section.matter ? t('matter', { title: section.matter.title }) : t('otherCharges')}
      </h4>
      <Tables section={section} words={words} />
    </section>
  );
}

function Tables({ section, words }: { section: DocumentSection; words: DocumentWords }) {
  const { t } = words;
  const columns = columnsOf(words);
  return (
    <>
      {section.time.length > 0 && (
        <LinesTable caption={t('professionalTime')} lines={section.time} columns={columns.time} />
      )}
      {section.services.length > 0 && (
        <LinesTable caption={t('services')} lines={section.services} columns={columns.plain} />
      )}
      {section.expenses.length > 0 && (
        <LinesTable caption={t('expenses')} lines={section.expenses} columns={columns.taxed} />
      )}
      {section.trustPayments.length > 0 && (
        <LinesTable caption={t('trustPayments')} lines={section.trustPayments} columns={columns.plain} />
      )}
    </>
  );
}

export function PreviewCharges({ document, words }: { document: InvoiceDocument; words: DocumentWords }) {
  const { t } = words;
  const { trustDeposit } = document;
  if (!trustDeposit && document.sections.length === 0) return null;
  return (
    <>
      <h3 className={classes.sectionTitle}>{t('servicesAndCharges')}</h3>
      {document.sections.map((section) => (
        <Section key={section.matter?.id ?? 'none'} section={section} words={words} titled={sectionsTitled(document)} />
      ))}
      {trustDeposit && (
        <table className={classes.table}>
          <tbody>
            <tr>
              <th scope="row">
                {trustDeposit.matterTitle
                  ? t('trustDepositFor', { title: trustDeposit.matterTitle })
                  : t('trustDeposit')}
              </th>
              <td className={classes.amount}>
                <bdi>{words.money(trustDeposit.amountCents)}</bdi>
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </>
  );
}
