/** Services & Charges: per matter a Services and an Expenses table (and listed trust payments), or a trust deposit. */
import {
  type DocumentLine,
  type DocumentSection,
  type InvoiceDocument,
  sectionsTitled,
  taxRateLabel,
} from '@counsel/invoice-document';
import { useId } from 'react';
import type { DocumentWords } from './document-words';
import classes from './preview.module.css';

interface LinesTableProps {
  caption: string;
  lines: DocumentLine[];
  words: DocumentWords;
  /** Expenses may be taxed at their own rate; services carry no tax. */
  withTax: boolean;
}

function LinesTable({ caption, lines, words, withTax }: LinesTableProps) {
  const { t } = words;
  return (
    <table className={classes.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.description')}</th>
          {withTax && <th scope="col">{t('columns.tax')}</th>}
          <th scope="col" className={classes.amount}>
            {t('columns.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // Lines have no identity of their own here; their order is the invoice's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every change
          <tr key={index}>
            <td>{words.day(line.date)}</td>
            <td>
              <bdi>{line.description}</bdi>
            </td>
            {withTax && <td>{taxRateLabel(line.taxRate, words)}</td>}
            <td className={classes.amount}>
              <bdi>{words.money(line.amountCents)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Lines billing time entries: who did the work, for how long and at what rate (billing.md §4). */
function TimeTable({ lines, words }: { lines: DocumentLine[]; words: DocumentWords }) {
  const { t } = words;
  return (
    <table className={classes.table}>
      <caption>{t('professionalTime')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.description')}</th>
          <th scope="col">{t('columns.timekeeper')}</th>
          <th scope="col" className={classes.amount}>
            {t('columns.hours')}
          </th>
          <th scope="col" className={classes.amount}>
            {t('columns.rate')}
          </th>
          <th scope="col" className={classes.amount}>
            {t('columns.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every change
          <tr key={index}>
            <td>{words.day(line.date)}</td>
            <td>
              <bdi>{line.description}</bdi>
            </td>
            <td>
              <bdi>{line.time?.timekeeper}</bdi>
            </td>
            <td className={classes.amount}>{line.time ? words.number(line.time.hours) : ''}</td>
            <td className={classes.amount}>
              <bdi>{line.time ? words.money(line.time.rateCents) : ''}</bdi>
            </td>
            <td className={classes.amount}>
              <bdi>{words.money(line.amountCents)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
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
  return (
    <>
      {section.time.length > 0 && <TimeTable lines={section.time} words={words} />}
      {section.services.length > 0 && (
        <LinesTable caption={t('services')} lines={section.services} words={words} withTax={false} />
      )}
      {section.expenses.length > 0 && (
        <LinesTable caption={t('expenses')} lines={section.expenses} words={words} withTax />
      )}
      {section.trustPayments.length > 0 && (
        <LinesTable caption={t('trustPayments')} lines={section.trustPayments} words={words} withTax={false} />
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
