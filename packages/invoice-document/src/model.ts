/**
 * The invoice as a document (billing.md screen 5): what the on-screen preview and the PDF both show,
 * decided once. Amounts in cents. The input is what a saved invoice (GET /invoice/{id}) or the
 * invoice screen being edited knows; `documentInputFromInvoice` adapts the former.
 */
import {
  type BankDetails,
  type ChargeType,
  formatPhoneNumber,
  type Installment,
  type InstallmentFrequency,
  type Invoice,
  type InvoiceSettingsFields,
  type InvoiceStatus,
  installmentSchedule,
  MAX_INSTALLMENTS,
  parseAmountToCents,
} from '@counsel/domain';

export interface DocumentParty {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
}

/** The time entry a line bills: shown as professional time, whatever its charge type. */
export interface DocumentTime {
  hours: number;
  rateCents: number;
  timekeeper: string;
}

export interface DocumentCharge {
  description: string;
  amountCents: number;
  /** YYYY-MM-DD. */
  date: string;
  type: ChargeType;
  caseId: number | null;
  taxable: boolean;
  /** Hundredths of a percent (8.25% → 825). */
  taxRateHundredths: number;
  /** Null (or absent) when the line bills no time entry. */
  time?: DocumentTime | null;
}

export interface DocumentPayment {
  /** YYYY-MM-DD. */
  date: string;
  amountCents: number;
  /** direct or trust. */
  paymentType: string;
  status: 'completed' | 'pending' | 'canceled';
  description: string | null;
}

export interface DocumentTotals {
  subtotalCents: number;
  itemTaxCents: number;
  generalTaxCents: number;
  discountCents: number;
  totalCents: number;
}

export interface InvoiceDocumentInput {
  type: 'BILL' | 'TRUST';
  invoiceNumber: string;
  title: string;
  /** YYYY-MM-DD. */
  dateIssued: string;
  dueDate: string;
  firm: DocumentParty;
  client: DocumentParty;
  /** The logo as a data: URL, or null (no logo, or include_logo off). */
  logoSrc: string | null;
  settings: InvoiceSettingsFields;
  /** BILL: the lines in their order. TRUST: none. */
  charges: DocumentCharge[];
  /** Titles of the matters the lines (or a MATTER-level trust invoice) belong to. */
  matters: ReadonlyArray<{ id: number; title: string }>;
  /** TRUST: the matter of a MATTER-level trust invoice. */
  caseId: number | null;
  /** TRUST: the base amount before tax and discount. */
  trustAmountCents: number | null;
  totals: DocumentTotals;
  payments: DocumentPayment[];
  paidCents: number;
  outstandingCents: number;
  status: InvoiceStatus;
  bankDetails: BankDetails | null;
  /** ISO 4217 code of the firm's books; USD when absent. */
  currency?: string;
  /** ISO 3166-1 alpha-2 code of the firm's country: its own numbers print in the national form. */
  firmCountry?: string | null;
}

export interface DocumentLine {
  description: string;
  date: string;
  amountCents: number;
  /** Percent, for a taxable Expense; null otherwise. */
  taxRate: number | null;
  time: DocumentTime | null;
}

/** One matter's lines (or, with `matter` null, the lines of no matter), split as the preview shows them. */
export interface DocumentSection {
  matter: { id: number; title: string } | null;
  /** Lines billing time entries (hours × rate by a timekeeper), kept apart from expenses. */
  time: DocumentLine[];
  services: DocumentLine[];
  expenses: DocumentLine[];
  /** Trust Payment lines: payments listed for the record, never part of the totals. */
  trustPayments: DocumentLine[];
}

export interface InvoiceDocument {
  type: 'BILL' | 'TRUST';
  language: 'English' | 'Arabic';
  direction: 'ltr' | 'rtl';
  colorScheme: 'Black' | 'Primary';
  /** ISO 4217 code every amount is shown in. */
  currency: string;
  invoiceNumber: string;
  title: string;
  dateIssued: string;
  dueDate: string;
  logoSrc: string | null;
  from: DocumentParty;
  /** The client; email, phone and address are null when the settings leave them out. */
  billTo: DocumentParty;
  /** BILL: per matter in the order the matters are known, then the lines of no matter. TRUST: empty. */
  sections: DocumentSection[];
  /** TRUST: the amount asked to be deposited, and its matter's title when MATTER level. */
  trustDeposit: { amountCents: number; matterTitle: string | null } | null;
  summary: {
    subtotalCents: number;
    itemTaxCents: number;
    /** Null when the invoice charges no general tax. */
    generalTax: { ratePercent: number; cents: number } | null;
    discount: { description: string | null; cents: number } | null;
    totalCents: number;
    /** What the Trust Payment lines list (shown, not counted). */
    listedPaymentsCents: number;
    paidCents: number;
    outstandingCents: number;
    status: InvoiceStatus;
  };
  /** Payments received, canceled ones left out. */
  payments: DocumentPayment[];
  /** Null when no bank detail is filled in. */
  bankDetails: BankDetails | null;
  installmentPlan: {
    installmentCents: number;
    frequency: InstallmentFrequency;
    schedule: Installment[];
  } | null;
  footer: string | null;
}

const rateOf = (hundredths: number) => hundredths / 100;

function lineOf(charge: DocumentCharge): DocumentLine {
  return {
    description: charge.description,
    date: charge.date,
    amountCents: charge.amountCents,
    taxRate: charge.type === 'Expense' && charge.taxable ? rateOf(charge.taxRateHundredths) : null,
    time: charge.time ?? null,
  };
}

function sectionsOf(input: InvoiceDocumentInput): DocumentSection[] {
  const titles = new Map(input.matters.map((matter) => [matter.id, matter.title]));
  const byMatter = new Map<number | null, DocumentSection>();
  const sectionFor = (caseId: number | null): DocumentSection => {
    let section = byMatter.get(caseId);
    if (!section) {
      const matter = caseId === null ? null : { id: caseId, title: titles.get(caseId) ?? `#${caseId}` };
      section = { matter, time: [], services: [], expenses: [], trustPayments: [] };
      byMatter.set(caseId, section);
    }
    return section;
  };
  for (const charge of input.charges) {
    const section = sectionFor(charge.caseId);
    const line = lineOf(charge);
    // Time entries are billed as Expense lines (billing.md §4) but are professional time.
    if (line.time && charge.type !== 'Trust Payment') section.time.push(line);
    else if (charge.type === 'Service') section.services.push(line);
    else if (charge.type === 'Expense') section.expenses.push(line);
    else section.trustPayments.push(line);
  }
  const sections = [...byMatter.values()];
  // Matters in the order the invoice knows them, then by first line; the lines of no matter last.
  const order = new Map(input.matters.map((matter, index) => [matter.id, index]));
  const rank = (section: DocumentSection) =>
    section.matter === null ? Number.MAX_SAFE_INTEGER : (order.get(section.matter.id) ?? input.matters.length);
  return sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => rank(a.section) - rank(b.section) || a.index - b.index)
    .map(({ section }) => section);
}

const filled = (details: BankDetails | null): BankDetails | null =>
  details && Object.values(details).some((value) => typeof value === 'string' && value.trim() !== '') ? details : null;

function installmentPlanOf(input: InvoiceDocumentInput): InvoiceDocument['installmentPlan'] {
  const { settings } = input;
  if (!settings.include_installment || !settings.installment_amount || !settings.installment_start_date) return null;
  const installmentCents = Math.round(settings.installment_amount * 100);
  if (installmentCents <= 0) return null;
  if (Math.ceil(input.totals.totalCents / installmentCents) > MAX_INSTALLMENTS) return null;
  return {
    installmentCents,
    frequency: settings.installment_frequency,
    schedule: installmentSchedule({
      totalCents: input.totals.totalCents,
      installmentCents,
      startDate: settings.installment_start_date.slice(0, 10),
      frequency: settings.installment_frequency,
    }),
  };
}

/** The party with its phone number printed for people rather than stored as E.164. */
function printedParty(party: DocumentParty, firmCountry: string | null): DocumentParty {
  return { ...party, phone: party.phone?.trim() ? formatPhoneNumber(party.phone, firmCountry) : null };
}

export function buildInvoiceDocument(input: InvoiceDocumentInput): InvoiceDocument {
  const { settings } = input;
  const firmCountry = input.firmCountry ?? null;
  const client = printedParty(input.client, firmCountry);
  const arabic = settings.language === 'Arabic';
  const listedPaymentsCents = input.charges
    .filter((charge) => charge.type === 'Trust Payment')
    .reduce((sum, charge) => sum + charge.amountCents, 0);
  const matterTitle =
    input.caseId === null ? null : (input.matters.find((matter) => matter.id === input.caseId)?.title ?? null);
  return {
    type: input.type,
    language: arabic ? 'Arabic' : 'English',
    direction: arabic ? 'rtl' : 'ltr',
    colorScheme: settings.color_scheme === 'Primary' ? 'Primary' : 'Black',
    currency: input.currency ?? 'USD',
    invoiceNumber: input.invoiceNumber,
    title: input.title,
    dateIssued: input.dateIssued.slice(0, 10),
    dueDate: input.dueDate.slice(0, 10),
    logoSrc: settings.include_logo ? input.logoSrc : null,
    from: printedParty(input.firm, firmCountry),
    billTo: {
      name: client.name,
      email: settings.include_email ? client.email : null,
      phone: settings.include_phone ? client.phone : null,
      address: settings.include_address ? client.address : null,
    },
    sections: input.type === 'BILL' ? sectionsOf(input) : [],
    trustDeposit:
      input.type === 'TRUST'
        ? { amountCents: input.trustAmountCents ?? input.totals.subtotalCents, matterTitle }
        : null,
    summary: {
      subtotalCents: input.totals.subtotalCents,
      itemTaxCents: input.totals.itemTaxCents,
      generalTax: settings.include_tax_rate
        ? { ratePercent: settings.tax_rate ?? 0, cents: input.totals.generalTaxCents }
        : null,
      discount: settings.include_discount
        ? { description: settings.discount_description, cents: input.totals.discountCents }
        : null,
      totalCents: input.totals.totalCents,
      listedPaymentsCents,
      paidCents: input.paidCents,
      outstandingCents: input.outstandingCents,
      status: input.status,
    },
    payments: input.payments.filter((payment) => payment.status !== 'canceled'),
    bankDetails: filled(input.bankDetails),
    installmentPlan: installmentPlanOf(input),
    footer: settings.include_footer && settings.footer_text?.trim() ? settings.footer_text.trim() : null,
  };
}

const toCents = (amount: number) => Math.round(amount * 100);

/** The client a saved invoice names (its address already written out as one line). */
export function invoiceClientParty(invoice: Invoice): DocumentParty {
  const { client } = invoice;
  return { name: client.name, email: client.email, phone: client.phone_number, address: client.address };
}

/** What a saved invoice has received: its payments (canceled ones too) and the total paid. */
export function invoicePayments(invoice: Invoice): Pick<InvoiceDocumentInput, 'payments' | 'paidCents'> {
  return {
    payments: invoice.payments.map((payment) => ({
      date: payment.payment_date.slice(0, 10),
      amountCents: toCents(payment.amount),
      paymentType: payment.payment_type,
      status: payment.status,
      description: payment.description,
    })),
    paidCents: toCents(invoice.payment_details.total_paid),
  };
}

/** A saved invoice (GET /invoice/{id}) as the document's input. */
export function documentInputFromInvoice(
  invoice: Invoice,
  extras: { bankDetails: BankDetails | null; logoSrc: string | null },
): InvoiceDocumentInput {
  const details = invoice.amount_details;
  return {
    type: invoice.type,
    invoiceNumber: invoice.invoice_number,
    title: invoice.title,
    dateIssued: invoice.date_issued.slice(0, 10),
    dueDate: invoice.due_date.slice(0, 10),
    firm: {
      name: invoice.law_firm.name,
      email: invoice.law_firm.email,
      phone: invoice.law_firm.phone_number,
      address: invoice.law_firm.address,
    },
    client: invoiceClientParty(invoice),
    logoSrc: extras.logoSrc,
    settings: invoice.invoice_settings,
    charges: invoice.charges.map((charge) => ({
      description: charge.description,
      amountCents: parseAmountToCents(charge.amount) ?? 0,
      date: charge.date.slice(0, 10),
      type: charge.type,
      caseId: charge.case_id,
      taxable: charge.taxable,
      taxRateHundredths: Math.round(charge.taxRate * 100),
      time: charge.time_entry
        ? {
            hours: charge.time_entry.hours,
            rateCents: parseAmountToCents(charge.time_entry.hourly_rate) ?? 0,
            timekeeper: charge.time_entry.timekeeper,
          }
        : null,
    })),
    matters: invoice.case.map((item) => ({ id: item.id, title: item.title })),
    caseId: invoice.case_id,
    trustAmountCents: invoice.amount === null ? null : toCents(invoice.amount),
    totals: {
      subtotalCents: toCents(details.subtotal),
      itemTaxCents: toCents(details.item_tax),
      generalTaxCents: toCents(details.general_tax),
      discountCents: toCents(details.discount),
      totalCents: toCents(details.total),
    },
    ...invoicePayments(invoice),
    outstandingCents: toCents(invoice.payment_details.outstanding_amount),
    status: invoice.payment_details.status,
    bankDetails: extras.bankDetails,
    currency: invoice.law_firm.currency,
  };
}

/** The PDF's file name (billing.md §9): invoice_{number}.pdf, trust invoices trust_invoice.pdf. */
export function invoicePdfFileName(document: Pick<InvoiceDocument, 'type' | 'invoiceNumber'>): string {
  if (document.type === 'TRUST') return 'trust_invoice.pdf';
  const safe = document.invoiceNumber.replace(/[^\p{L}\p{N}._-]+/gu, '_');
  return `invoice_${safe || 'draft'}.pdf`;
}
