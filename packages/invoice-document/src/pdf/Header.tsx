/**
 * The top of the invoice, in screen 5's order: logo, invoice number and issue date, the From and
 * Bill To blocks, then the due date.
 */

import { Image, View } from '@react-pdf/renderer';
import type { DocumentParty } from '../model.js';
import { documentSubtitle } from '../words.js';
import { usePdf } from './context.js';
import { DocText, LabelValue } from './primitives.js';

/** react-pdf embeds PNG and JPEG only; a GIF or WebP logo is left out rather than failing the PDF. */
const EMBEDDABLE_IMAGE = /^data:image\/(png|jpe?g);base64,/i;

export function embeddableLogo(src: string | null): string | null {
  return src && EMBEDDABLE_IMAGE.test(src) ? src : null;
}

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
  // A default title ('Invoice', 'فاتورة') repeats the heading: only a title someone chose is shown.
  const subtitle = documentSubtitle(document);
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
      {/* The issue date is given once, beside the number; the strip adds when payment is due. */}
      <View style={styles.datesStrip}>
        <LabelValue label={t('dueDate')} value={day(document.dueDate)} />
      </View>
    </View>
  );
}
