/**
 * The words of the mails an invoice sends (shared by hand, reminders, installment notices, receipts),
 * in the invoice's language (its settings), whatever language the sender's screen uses. These are the
 * product's own sentences, not the document's labels, so they live here and not in the PDF's catalogue;
 * money and dates are formatted the way the PDF formats them.
 */
import type { Invoice } from '@counsel/domain';
import { type DocumentLanguage, documentDay, documentLocale, documentMoney } from '@counsel/invoice-document';

export type InvoiceMail =
  | { kind: 'share'; message: string }
  | { kind: 'reminder_before' | 'reminder_due' | 'reminder_after' }
  /** `dueDate` is the installment's own day. */
  | { kind: 'installment'; number: number; count: number; amountCents: number; dueDate: string }
  | { kind: 'receipt'; amountCents: number; paymentDate: string }
  /** An evergreen retainer fell under its floor: the trust invoice asks for what brings it back. */
  | { kind: 'replenishment'; floorCents: number; balanceCents: number };

/** What every mail about an invoice says, from the invoice as the API reads it. */
export interface InvoiceFacts {
  language: DocumentLanguage;
  /** ISO 4217 code of the firm's books. */
  currency: string;
  firmName: string;
  clientName: string;
  invoiceNumber: string;
  outstandingCents: number;
  dueDate: string;
  /** The invoice's pay link (clients paying by card), in share and reminder mails while something is owed. */
  payUrl: string | null;
}

export function invoiceFacts(invoice: Invoice, payUrl: string | null = null): InvoiceFacts {
  return {
    payUrl: invoice.payment_details.outstanding_amount > 0 ? payUrl : null,
    language: invoice.invoice_settings.language === 'Arabic' ? 'Arabic' : 'English',
    currency: invoice.law_firm.currency,
    firmName: invoice.law_firm.name,
    clientName: invoice.client.name,
    invoiceNumber: invoice.invoice_number,
    outstandingCents: Math.round(invoice.payment_details.outstanding_amount * 100),
    dueDate: invoice.due_date.slice(0, 10),
  };
}

export interface MailText {
  subject: string;
  text: string;
}

interface Words {
  money: (cents: number) => string;
  day: (day: string) => string;
  count: (n: number) => string;
}

function wordsFor(language: DocumentLanguage, currency: string): Words {
  const numbers = new Intl.NumberFormat(documentLocale(language));
  return {
    money: (cents) => documentMoney(cents, language, currency),
    day: (day) => documentDay(day, language),
    count: (n) => numbers.format(n),
  };
}

function english(facts: InvoiceFacts, mail: InvoiceMail, w: Words): MailText {
  const n = facts.invoiceNumber;
  const firm = facts.firmName;
  const due = w.day(facts.dueDate);
  const owed = w.money(facts.outstandingCents);
  const greeting = `Dear ${facts.clientName},`;
  const attached = 'The invoice is attached as a PDF.';
  const alreadyPaid = 'If you have already paid, please disregard this message.';
  const payOnline = facts.payUrl ? ['', `Pay online by card: ${facts.payUrl}`] : [];
  const lines = (...parts: string[]) => [...parts, '', firm].join('\n');
  switch (mail.kind) {
    case 'share':
      return {
        subject: `Invoice ${n} from ${firm}`,
        text: lines(
          mail.message,
          '',
          `Invoice ${n}`,
          `Amount due: ${owed}`,
          `Due date: ${due}`,
          '',
          attached,
          ...payOnline,
        ),
      };
    case 'reminder_before':
      return {
        subject: `Reminder: invoice ${n} is due on ${due}`,
        text: lines(
          greeting,
          '',
          `This is a friendly reminder that invoice ${n} from ${firm} is due on ${due}.`,
          `Amount due: ${owed}`,
          '',
          `${attached} ${alreadyPaid}`,
          ...payOnline,
        ),
      };
    case 'reminder_due':
      return {
        subject: `Invoice ${n} is due today`,
        text: lines(
          greeting,
          '',
          `This is a reminder that invoice ${n} from ${firm} is due today, ${due}.`,
          `Amount due: ${owed}`,
          '',
          `${attached} ${alreadyPaid}`,
          ...payOnline,
        ),
      };
    case 'reminder_after':
      return {
        subject: `Invoice ${n} is overdue`,
        text: lines(
          greeting,
          '',
          `Invoice ${n} from ${firm} was due on ${due} and is now overdue.`,
          `Amount outstanding: ${owed}`,
          '',
          'Please arrange payment at your earliest convenience.',
          `${attached} ${alreadyPaid}`,
          ...payOnline,
        ),
      };
    case 'installment':
      return {
        subject: `Installment ${w.count(mail.number)} of ${w.count(mail.count)} for invoice ${n} is due today`,
        text: lines(
          greeting,
          '',
          `Installment ${w.count(mail.number)} of ${w.count(mail.count)} of your payment plan for invoice ${n} from ${firm} is due today, ${w.day(mail.dueDate)}.`,
          `Installment amount: ${w.money(mail.amountCents)}`,
          `Balance outstanding on the invoice: ${owed}`,
          '',
          `${attached} ${alreadyPaid}`,
          ...payOnline,
        ),
      };
    case 'receipt':
      return {
        subject: `Receipt for your payment on invoice ${n}`,
        text: lines(
          greeting,
          '',
          `Thank you. We received your payment of ${w.money(mail.amountCents)} on ${w.day(mail.paymentDate)} for invoice ${n}.`,
          facts.outstandingCents > 0 ? `Remaining balance: ${owed}` : 'The invoice is now paid in full.',
          '',
          attached,
        ),
      };
    case 'replenishment':
      return {
        subject: `Please replenish your trust retainer with ${firm}`,
        text: lines(
          greeting,
          '',
          `The balance of your trust retainer with ${firm} is now ${w.money(mail.balanceCents)}, below the agreed minimum of ${w.money(mail.floorCents)}.`,
          `To bring it back to that minimum, please deposit ${owed} (invoice ${n}, due on ${due}).`,
          '',
          attached,
          ...payOnline,
        ),
      };
  }
}

function arabic(facts: InvoiceFacts, mail: InvoiceMail, w: Words): MailText {
  const n = facts.invoiceNumber;
  const firm = facts.firmName;
  const due = w.day(facts.dueDate);
  const owed = w.money(facts.outstandingCents);
  const greeting = `مرحبًا ${facts.clientName}،`;
  const attached = 'الفاتورة مرفقة بصيغة PDF.';
  const alreadyPaid = 'إذا كنتم قد سددتم المبلغ بالفعل فيرجى تجاهل هذه الرسالة.';
  const payOnline = facts.payUrl ? ['', `للدفع عبر الإنترنت بالبطاقة: ${facts.payUrl}`] : [];
  const lines = (...parts: string[]) => [...parts, '', firm].join('\n');
  switch (mail.kind) {
    case 'share':
      return {
        subject: `الفاتورة رقم ${n} من ${firm}`,
        text: lines(
          mail.message,
          '',
          `الفاتورة رقم ${n}`,
          `المبلغ المستحق: ${owed}`,
          `تاريخ الاستحقاق: ${due}`,
          '',
          attached,
          ...payOnline,
        ),
      };
    case 'reminder_before':
      return {
        subject: `تذكير: تستحق الفاتورة رقم ${n} في ${due}`,
        text: lines(
          greeting,
          '',
          `نذكّركم بأن الفاتورة رقم ${n} الصادرة عن ${firm} تستحق الدفع في ${due}.`,
          `المبلغ المستحق: ${owed}`,
          '',
          `${attached} ${alreadyPaid}`,
          ...payOnline,
        ),
      };
    case 'reminder_due':
      return {
        subject: `تستحق الفاتورة رقم ${n} اليوم`,
        text: lines(
          greeting,
          '',
          `نذكّركم بأن الفاتورة رقم ${n} الصادرة عن ${firm} تستحق الدفع اليوم، ${due}.`,
          `المبلغ المستحق: ${owed}`,
          '',
          `${attached} ${alreadyPaid}`,
          ...payOnline,
        ),
      };
    case 'reminder_after':
      return {
        subject: `الفاتورة رقم ${n} متأخرة السداد`,
        text: lines(
          greeting,
          '',
          `كانت الفاتورة رقم ${n} الصادرة عن ${firm} مستحقة في ${due} ولم تُسدَّد بعد.`,
          `المبلغ المتبقي: ${owed}`,
          '',
          'يرجى ترتيب السداد في أقرب وقت ممكن.',
          `${attached} ${alreadyPaid}`,
          ...payOnline,
        ),
      };
    case 'installment':
      return {
        subject: `يستحق اليوم القسط ${w.count(mail.number)} من ${w.count(mail.count)} للفاتورة رقم ${n}`,
        text: lines(
          greeting,
          '',
          `نذكّركم بأن القسط ${w.count(mail.number)} من ${w.count(mail.count)} من خطة السداد للفاتورة رقم ${n} الصادرة عن ${firm} يستحق اليوم، ${w.day(mail.dueDate)}.`,
          `مبلغ القسط: ${w.money(mail.amountCents)}`,
          `الرصيد المتبقي من الفاتورة: ${owed}`,
          '',
          `${attached} ${alreadyPaid}`,
          ...payOnline,
        ),
      };
    case 'receipt':
      return {
        subject: `إيصال دفعتكم على الفاتورة رقم ${n}`,
        text: lines(
          greeting,
          '',
          `شكرًا لكم. استلمنا دفعتكم بمبلغ ${w.money(mail.amountCents)} بتاريخ ${w.day(mail.paymentDate)} عن الفاتورة رقم ${n}.`,
          facts.outstandingCents > 0 ? `الرصيد المتبقي: ${owed}` : 'تم سداد الفاتورة بالكامل.',
          '',
          attached,
        ),
      };
    case 'replenishment':
      return {
        subject: `يرجى تجديد رصيد الأمانة لدى ${firm}`,
        text: lines(
          greeting,
          '',
          `أصبح رصيد حساب الأمانة الخاص بكم لدى ${firm} ${w.money(mail.balanceCents)}، وهو أقل من الحد الأدنى المتفق عليه البالغ ${w.money(mail.floorCents)}.`,
          `لإعادته إلى هذا الحد، يرجى إيداع ${owed} (الفاتورة رقم ${n}، المستحقة في ${due}).`,
          '',
          attached,
          ...payOnline,
        ),
      };
  }
}

/** The subject and text of a mail about an invoice, in the invoice's language. */
export function invoiceMailText(facts: InvoiceFacts, mail: InvoiceMail): MailText {
  const words = wordsFor(facts.language, facts.currency);
  return facts.language === 'Arabic' ? arabic(facts, mail, words) : english(facts, mail, words);
}
