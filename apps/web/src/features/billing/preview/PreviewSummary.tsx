/** The summary with the totals and what was paid, the payments received, and the installment plan card. */
import { type InvoiceDocument, paymentTypeLabel, type SummaryLineKind, summaryLines } from '@counsel/invoice-document';
import { useId } from 'react';
import type { DocumentWords } from './document-words';
import classes from './preview.module.css';

/** An empty cell's mark (punctuation, the same in both languages). */
const NONE = '—';

const rowClass: Record<SummaryLineKind, string | undefined> = {
  plain: undefined,
  muted: classes.mutedRow,
  total: classes.totalRow,
  strong: classes.strongRow,
};

function Summary({ document, words }: { document: InvoiceDocument; words: DocumentWords }) {
  const { t } = words;
  // The PDF's lines (words.ts): the same labels, amounts and order.
  return (
    <table className={`${classes.table} ${classes.summary}`}>
      <caption>{t('summary.title')}</caption>
      <tbody>
        {summaryLines(document, words).map((line) => (
          <tr key={line.label} className={rowClass[line.kind]}>
            <th scope="row">
              <bdi>{line.label}</bdi>
            </th>
            <td className={classes.amount}>
              <bdi>{line.value}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Payments({ document, words }: { document: InvoiceDocument; words: DocumentWords }) {
  const { t } = words;
  if (document.payments.length === 0) return null;
  return (
    <table className={classes.table}>
      <caption>{t('payments.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('payments.date')}</th>
          <th scope="col">{t('payments.type')}</th>
          <th scope="col">{t('payments.description')}</th>
          <th scope="col" className={classes.amount}>
            {t('payments.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {document.payments.map((payment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: payments are listed in the invoice's order and never reordered
          <tr key={index}>
            <td>{words.day(payment.date)}</td>
            <td>{paymentTypeLabel(payment, t)}</td>
            <td>{payment.description ? <bdi>{payment.description}</bdi> : NONE}</td>
            <td className={classes.amount}>
              <bdi>{words.money(payment.amountCents)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function InstallmentPlan({ document, words }: { document: InvoiceDocument; words: DocumentWords }) {
  const { t } = words;
  const titleId = useId();
  const plan = document.installmentPlan;
  if (!plan) return null;
  return (
    <section aria-labelledby={titleId} className={classes.card}>
      <h3 id={titleId} className={classes.blockTitle}>
        {t('installments.title')}
      </h3>
      <p>
        {t('installments.intro', {
          count: words.number(plan.schedule.length),
          amount: words.money(plan.installmentCents),
          frequency: t(`frequencies.${plan.frequency}`),
        })}
      </p>
      <table className={classes.table} aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('installments.number')}</th>
            <th scope="col">{t('installments.dueDate')}</th>
            <th scope="col" className={classes.amount}>
              {t('installments.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.schedule.map((installment) => (
            <tr key={installment.number}>
              <td>{words.number(installment.number)}</td>
              <td>{words.day(installment.dueDate)}</td>
              <td className={classes.amount}>
                <bdi>{words.money(installment.amountCents)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function PreviewSummary({ document, words }: { document: InvoiceDocument; words: DocumentWords }) {
  return (
    <>
      <Summary document={document} words={words} />
      <Payments document={document} words={words} />
      <InstallmentPlan document={document} words={words} />
    </>
  );
}
