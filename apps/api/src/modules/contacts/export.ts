/**
 * The contacts list as CSV: every contact the list's filter finds, in its order, titled in the reader's
 * language, with the names of their participant types. The type is the API's code.
 */
import type { Contact, ContactExportQuery } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { firmParticipantTypes } from '../../db/firm-staff.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { type CsvColumn, listCsv } from '../../platform/csv.js';
import { exportContacts } from './service.js';

function columns(typeNames: ReadonlyMap<number, string>): readonly CsvColumn<Contact>[] {
  return [
    { title: { en: 'Name', ar: 'الاسم' }, cell: (row) => row.name },
    { title: { en: 'Email', ar: 'البريد الإلكتروني' }, cell: (row) => row.email },
    { title: { en: 'Type', ar: 'النوع' }, cell: (row) => row.contact_type },
    { title: { en: 'Phone', ar: 'الهاتف' }, cell: (row) => row.phone_number },
    { title: { en: 'Primary contact', ar: 'جهة الاتصال الرئيسية' }, cell: (row) => row.primary_contact_name },
    {
      title: { en: 'Participant types', ar: 'أنواع المشاركين' },
      cell: (row) => row.participant_type_ids.flatMap((id) => typeNames.get(id) ?? []).join('; '),
    },
  ];
}

export async function exportContactsCsv(db: Db, auth: AuthContext, query: ContactExportQuery): Promise<string> {
  const [rows, types] = await Promise.all([exportContacts(db, auth, query), firmParticipantTypes(db, auth.firm.id)]);
  return listCsv(columns(new Map(types.map((type) => [type.id, type.name]))), query.locale, rows);
}
