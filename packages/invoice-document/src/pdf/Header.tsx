/**
 * The top of the invoice, in screen 5's order: logo, invoice number and issue date, the From and
 * Bill To blocks, then the issued and due dates.
 */

import { DEFAULT_BILL_INVOICE_TITLE, DEFAULT_TRUST_INVOICE_TITLE } from '@counsel/domain';
import { Image, View } from '@react-pdf/renderer';
import type { DocumentParty } from '../model.js';
import { usePdf } from './context.js';
import { DocText, LabelValue } from './primitives.js';

/** react-pdf embeds PNG and JPEG only; a GIF or WebP logo is left out rather than failing the PDF. */
const EMBEDDABLE_IMAGE = /^data:image\/(png|jpe?g);base64,/i;

export function embeddableLogo(src: string | null): string | null {
  return src && EMBEDDABLE_IMAGE.test(src) ? src : null;
}

const DEFAULT_TITLES = new Set<string>([DEFAULT_BILL_INVOICE_TITLE, DEFAULT_TRUST_INVOICE_TITLE]);

function Party({ title, party }: { title: string; party: DocumentParty }) {
  const { styles } = usePdf();
  // The preview's order: name, then address, e-mail and phone; what the settings leave out is null.
  const lines = [party.address, party.email, party.phone].filter((line): line is string => Boolean(line?.trim()));
  return (
    <View style={styles.half}>
      <DocText style={styles.blockTitle}>{title}</DocText>
      <DocText style={styles.strong}>{party.name}</DocText>
      {lines.map((line) => (
        <DocText key={line}>{line}</DocText>
      ))}
    </View>
  );
}

export function Header() {
  const { document, t, styles, day } = usePdf();
  const logo = embeddableLogo(document.logoSrc);
  const heading = document.type === 'TRUST' ? t('trustInvoice') : t('invoice');
  // The server's default titles ('Invoice', 'Trust Invoice') are English and repeat the heading:
  // only a title someone chose is shown under it.
  const title = document.title.trim();
  const subtitle = title && !DEFAULT_TITLES.has(title) ? title : null;
  return (
    <View>
      <View style={styles.header}>
        <View>{logo ? <Image src={logo} style={styles.logo} /> : null}</View>
        <View style={{ alignItems: document.direction === 'rtl' ? 'flex-start' : 'flex-end' }}>
          <DocText style={styles.heading} align="end">
            {heading}
          </DocText>
          <LabelValue label={t('invoiceNumber')} value={document.invoiceNumber} />
          <LabelValue label={t('dateIssued')} value={day(document.dateIssued)} />
        </View>
      </View>
      {subtitle ? <DocText style={styles.subtitle}>{subtitle}</DocText> : null}
      <View style={[styles.spread, styles.block]}>
        <Party title={t('from')} party={document.from} />
        <Party title={t('billTo')} party={document.billTo} />
      </View>
      <View style={styles.datesStrip}>
        <LabelValue label={t('dateIssued')} value={day(document.dateIssued)} />
        <LabelValue label={t('dueDate')} value={day(document.dueDate)} />
      </View>
    </View>
  );
}
