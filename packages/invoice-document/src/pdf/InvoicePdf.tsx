/**
 * The invoice as a PDF (billing.md screen 5, §9): one react-pdf document, A4 portrait with 10 mm
 * margins, vector text in Cairo, so the same component renders the download in the browser and the
 * mail attachment in Node. Fonts must be registered first (`registerDocumentFonts`).
 */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { InvoiceDocument } from '../model.js';
import { Charges } from './Charges.js';
import { PdfContextProvider, pdfContextOf, usePdf } from './context.js';
import { Header } from './Header.js';
import { InstallmentPlan, PaymentsReceived } from './Payments.js';
import { bidiParagraph, DocText } from './primitives.js';
import { Totals } from './Totals.js';

function Footer() {
  const { document, styles } = usePdf();
  if (!document.footer) return null;
  // After everything else and kept in one piece, so it closes the invoice on its last page.
  return (
    <View style={styles.footer} wrap={false}>
      <DocText>{document.footer}</DocText>
    </View>
  );
}

function PageNumber() {
  const { t, styles } = usePdf();
  const line = (page: number, pages: number) => bidiParagraph(t('page', { page, pages }));
  // Render props run outside React's hooks, so they only close over what the hook gave; the
  // direction is the catalogue sentence's, whatever the numbers.
  return (
    <Text
      fixed
      style={[styles.pageNumber, { direction: line(1, 1).direction }]}
      render={({ pageNumber, totalPages }) => line(pageNumber, totalPages).text}
    />
  );
}

export interface InvoicePdfProps {
  document: InvoiceDocument;
}

export function InvoicePdf({ document }: InvoicePdfProps) {
  const context = pdfContextOf(document);
  const { t, styles } = context;
  const kind = document.type === 'TRUST' ? t('trustInvoice') : t('invoice');
  return (
    <Document
      title={`${kind} ${document.invoiceNumber}`}
      author={document.from.name}
      subject={document.title}
      language={document.language === 'Arabic' ? 'ar' : 'en'}
      creator="Counsel"
      producer="Counsel"
    >
      <PdfContextProvider value={context}>
        <Page size="A4" orientation="portrait" style={styles.page}>
          <View style={styles.content}>
            <Header />
            <Charges />
            <Totals />
            <PaymentsReceived />
            <InstallmentPlan />
            <Footer />
          </View>
          <PageNumber />
        </Page>
      </PdfContextProvider>
    </Document>
  );
}
