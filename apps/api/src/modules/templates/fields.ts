/**
 * The one table of what a template can fill: for each merge-field target, its fields and how each is
 * read from the render sources. GET /table-column/get-columns lists these fields, a firm's merge field
 * must name one of them, and rendering fills placeholders through them, so the three never disagree.
 */
import {
  clientRowName,
  invoiceStatus,
  type Locale,
  MERGE_FIELD_TARGETS,
  type MergeField,
  type MergeFieldTarget,
  mergeFieldPlaceholder,
} from '@counsel/domain';
import { type DocumentLanguage, documentDay, documentMoney } from '@counsel/invoice-document';
import type { RenderSources } from './repository.js';

/** What a resolver reads besides the rows: the template's language and the firm's money and clock. */
export interface FieldFormat {
  language: Locale;
  currency: string;
  /** Today in the firm's time zone (YYYY-MM-DD), for an invoice's status. */
  today: string;
}

type Value = string | number | null | undefined;
type Resolver = (sources: RenderSources, format: FieldFormat) => Value;

interface FieldSpec {
  resolve: Resolver;
  /**
   * Set for a built-in field (every firm has it in its insert menu without defining it): its id, negative
   * so it never meets a firm's own, and written out so that it stays the same whatever is added.
   */
  builtInId?: number;
}

const documentLanguage = (format: FieldFormat): DocumentLanguage => (format.language === 'ar' ? 'Arabic' : 'English');
const day = (value: string | null | undefined, format: FieldFormat) =>
  value ? documentDay(value, documentLanguage(format)) : null;
const money = (cents: number, format: FieldFormat) => documentMoney(cents, documentLanguage(format), format.currency);
const joined = (...parts: Value[]) =>
  parts.filter((part) => part !== null && part !== undefined && part !== '').join(', ');

const STATUS_WORDS: Record<Locale, Record<ReturnType<typeof invoiceStatus>, string>> = {
  en: { paid: 'Paid', partial: 'Partially paid', overdue: 'Overdue', unpaid: 'Unpaid' },
  ar: { paid: 'مدفوعة', partial: 'مدفوعة جزئيا', overdue: 'متأخرة', unpaid: 'غير مدفوعة' },
};

const contact = (read: (c: NonNullable<RenderSources['contact']>, f: FieldFormat) => Value): Resolver => {
  return (sources, format) => (sources.contact ? read(sources.contact, format) : null);
};
const invoice = (read: (i: NonNullable<RenderSources['invoice']>, f: FieldFormat) => Value): Resolver => {
  return (sources, format) => (sources.invoice ? read(sources.invoice, format) : null);
};

/** Each target's fields in the order get-columns lists them. */
export const FIELD_TABLE: Record<MergeFieldTarget, Record<string, FieldSpec>> = {
  contact: {
    first_name: { resolve: contact((c) => c.firstName), builtInId: -1 },
    last_name: { resolve: contact((c) => c.lastName), builtInId: -2 },
    full_name: {
      resolve: contact((c) => clientRowName(c)),
      builtInId: -3,
    },
    email: { resolve: contact((c) => c.email), builtInId: -4 },
    phone: { resolve: contact((c) => c.phoneNumber), builtInId: -5 },
    address: {
      resolve: contact((c) => joined(c.street, c.city, c.state, c.postalCode, c.country)),
      builtInId: -6,
    },
    middle_name: { resolve: contact((c) => c.middleName) },
    street: { resolve: contact((c) => c.street) },
    city: { resolve: contact((c) => c.city) },
    state: { resolve: contact((c) => c.state) },
    postal_code: { resolve: contact((c) => c.postalCode) },
    country: { resolve: contact((c) => c.country) },
    date_of_birth: { resolve: contact((c, f) => day(c.dateOfBirth, f)) },
    country_of_birth: { resolve: contact((c) => c.countryOfBirth) },
    citizenship: { resolve: contact((c) => c.citizenship) },
    a_number: { resolve: contact((c) => c.aNumber) },
    uscis_online_account_number: { resolve: contact((c) => c.uscisOnlineAccountNumber) },
    passport_number: { resolve: contact((c) => c.passportNumber) },
    passport_expiry_date: { resolve: contact((c, f) => day(c.passportExpiryDate, f)) },
    immigration_status: { resolve: contact((c) => c.immigrationStatus) },
    i94_number: { resolve: contact((c) => c.i94Number) },
  },
  User: {
    full_name: { resolve: (s) => s.user.fullName, builtInId: -7 },
    email: { resolve: (s) => s.user.email, builtInId: -8 },
    phone: { resolve: (s) => s.user.phoneNumber },
    title: { resolve: (s) => s.user.position },
  },
  Law_Firm: {
    name: { resolve: (s) => s.firm.name, builtInId: -9 },
    email: { resolve: (s) => s.firm.email, builtInId: -10 },
    phone: { resolve: (s) => s.firm.phoneNumber, builtInId: -11 },
    address: {
      resolve: (s) => joined(s.firm.street, s.firm.city, s.firm.state, s.firm.postalCode, s.firm.country),
      builtInId: -12,
    },
    street: { resolve: (s) => s.firm.street },
    city: { resolve: (s) => s.firm.city },
    state: { resolve: (s) => s.firm.state },
    postal_code: { resolve: (s) => s.firm.postalCode },
    country: { resolve: (s) => s.firm.country },
  },
  // No calendar yet: their placeholders are reported as unknown.
  meeting: {},
  appointment: {},
  invoice: {
    number: { resolve: invoice((i) => i.invoiceNumber), builtInId: -13 },
    issue_date: { resolve: invoice((i, f) => day(i.dateIssued, f)), builtInId: -14 },
    due_date: { resolve: invoice((i, f) => day(i.dueDate, f)), builtInId: -15 },
    total: { resolve: invoice((i, f) => money(i.totalCents, f)), builtInId: -16 },
    outstanding: { resolve: invoice((i, f) => money(i.totalCents - i.paidCents, f)), builtInId: -17 },
    title: { resolve: invoice((i) => i.title) },
    amount_paid: { resolve: invoice((i, f) => money(i.paidCents, f)) },
    status: {
      resolve: invoice((i, f) => STATUS_WORDS[f.language][invoiceStatus({ ...i, today: f.today })]),
    },
  },
};

/** GET /table-column/get-columns: the fields a template can fill for a target. */
export const columnsOf = (target: MergeFieldTarget): string[] => Object.keys(FIELD_TABLE[target]);

export const isColumnOf = (target: MergeFieldTarget, field: string): boolean =>
  Object.hasOwn(FIELD_TABLE[target], field);

const TARGET_LABELS: Record<MergeFieldTarget, string> = {
  contact: 'Contact',
  User: 'User',
  Law_Firm: 'Law firm',
  meeting: 'Meeting',
  appointment: 'Appointment',
  invoice: 'Invoice',
};

/** "Contact first name" for (contact, first_name): the label a merge field has when none is given. */
export const readableLabel = (target: MergeFieldTarget, field: string): string =>
  `${TARGET_LABELS[target]} ${field.replaceAll('_', ' ').trim()}`;

/** The built-in merge fields, by target in the table's order. */
export const BUILT_IN_MERGE_FIELDS: readonly MergeField[] = MERGE_FIELD_TARGETS.flatMap((target) =>
  Object.entries(FIELD_TABLE[target]).flatMap(([field, spec]) =>
    spec.builtInId === undefined
      ? []
      : [
          {
            id: spec.builtInId,
            name: mergeFieldPlaceholder(target, field),
            target,
            field,
            merge_field_name: readableLabel(target, field),
            system: true,
          },
        ],
  ),
);

export const BUILT_IN_NAMES: ReadonlySet<string> = new Set(BUILT_IN_MERGE_FIELDS.map((field) => field.name));

/** A placeholder's value, or null when the target has no such field or the sources leave it empty. */
export function resolveField(
  target: MergeFieldTarget,
  field: string,
  sources: RenderSources,
  format: FieldFormat,
): string | null {
  if (!isColumnOf(target, field)) return null;
  const value = FIELD_TABLE[target][field]!.resolve(sources, format);
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}
