/**
 * The invoice on screen (billing.md screen 5): logo, number and issue date, From and Bill To, the due date,
 * Services & Charges, Payment Information, the summary with payments, the installment plan and the
 * footer. Direction, language and colours are the invoice's own, whatever the screen around it uses.
 */

import { type DocumentParty, documentSubtitle, type InvoiceDocument } from '@counsel/invoice-document';
import type { CSSProperties, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { invoicePreviewNs } from '../../../locales/invoicePreview';
import { type DocumentWords, documentWords } from './document-words';
import { PreviewCharges } from './PreviewCharges';
import { PreviewSummary } from './PreviewSummary';
import { previewPalette } from './palette';
import classes from './preview.module.css';

function Fields({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className={classes.fields}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Party({ title, party }: { title: string; party: DocumentParty }) {
  const titleId = useId();
  const lines = [party.address, party.email, party.phone].filter((line): line is string => Boolean(line?.trim()));
  return (
    <section aria-labelledby={titleId} className={classes.party}>
      <h3 id={titleId} className={classes.blockTitle}>
        {title}
      </h3>
      <p>
        <strong>
          <bdi>{party.name}</bdi>
        </strong>
      </p>
      {lines.map((line) => (
        <p key={line}>
          <bdi>{line}</bdi>
        </p>
      ))}
    </section>
  );
}

function PaymentInformation({ document, words }: { document: InvoiceDocument; words: DocumentWords }) {
  const { t } = words;
  const details = document.bankDetails;
  if (!details) return null;
  const rows: Array<[string, string | null]> = [
    [t('bank.name'), details.bank_name],
    [t('bank.address'), details.bank_address],
    [t('bank.iban'), details.bank_account_number_iban],
    [t('bank.swift'), details.bank_swift_code],
    [t('bank.branch'), details.bank_branch_code],
    [t('bank.routing'), details.bank_routing_number],
  ];
  return (
    <>
      <h3 className={classes.sectionTitle}>{t('paymentInformation')}</h3>
      <Fields
        rows={rows
          .filter((row): row is [string, string] => Boolean(row[1]?.trim()))
          .map(([label, value]) => [label, <bdi key={label}>{value}</bdi>])}
      />
    </>
  );
}

export function InvoicePreview({ document }: { document: InvoiceDocument }) {
  const { t: ui } = useTranslation(invoicePreviewNs);
  const words = documentWords(document);
  const { t } = words;
  const palette = previewPalette(document.colorScheme);
  const style = { '--invoice-accent': palette.accent, '--invoice-tint': palette.tint } as CSSProperties;
  const number = <bdi>{document.invoiceNumber}</bdi>;
  // A default title ('Invoice', 'فاتورة') repeats the heading, as in the PDF.
  const subtitle = documentSubtitle(document);

  return (
    <article
      aria-label={ui('document')}
      dir={document.direction}
      lang={words.locale}
      data-color-scheme={document.colorScheme}
      className={classes.document}
      style={style}
    >
      <header className={classes.header}>
        <div>
          {document.logoSrc && <img src={document.logoSrc} alt={document.from.name} className={classes.logo} />}
          <h2 className={classes.heading}>{t(document.type === 'TRUST' ? 'trustInvoice' : 'invoice')}</h2>
          {subtitle && (
            <p className={classes.muted}>
              <bdi>{subtitle}</bdi>
            </p>
          )}
        </div>
        <Fields
          rows={[
            [t('invoiceNumber'), number],
            [t('dateIssued'), words.day(document.dateIssued)],
          ]}
        />
      </header>
      <div className={classes.parties}>
        <Party title={t('from')} party={document.from} />
        <Party title={t('billTo')} party={document.billTo} />
      </div>
      {/* The issue date is given once, beside the number; the strip adds when payment is due. */}
      <div className={classes.datesStrip}>
        <span>
          <span className={classes.muted}>{t('dueDate')}</span> <strong>{words.day(document.dueDate)}</strong>
        </span>
      </div>
      <PreviewCharges document={document} words={words} />
      <PaymentInformation document={document} words={words} />
      <PreviewSummary document={document} words={words} />
      {document.footer && (
        <footer className={classes.footer}>
          <p dir="auto">{document.footer}</p>
        </footer>
      )}
    </article>
  );
}
