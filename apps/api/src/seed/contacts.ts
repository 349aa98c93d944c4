/**
 * The demo firm's standalone contacts and participant types: the interpreter, the USCIS field office, the
 * immigration court and the translation agency a Houston immigration practice deals with every week, and the
 * roles people play in its cases. Runs inside the demo seed's transaction, after the employees exist.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  contactParticipantTypes,
  contacts,
  participantTypes,
  participantTypeUsers,
  users,
} from '../db/schema/index.js';

const US = { currentCountry: 'United States', currentCountryId: 'US' };
const HOUSTON = {
  ...US,
  currentState: 'Texas',
  currentStateId: 'TX',
  currentCity: 'Houston',
  currentCityId: '4699066',
};

/** Participant types with the employees who usually take their tasks (by email). */
const TYPES = [
  {
    name: 'Petitioner',
    description: 'Files the petition for the beneficiary (the U.S. citizen or resident relative, or the employer).',
    users: ['demo@hamdanclarke.example', 'james@hamdanclarke.example'],
  },
  {
    name: 'Beneficiary',
    description: 'The person the petition is filed for.',
    users: ['demo@hamdanclarke.example'],
  },
  {
    name: 'Interpreter',
    description: 'Interprets at interviews, hearings and client meetings.',
    users: ['omar@hamdanclarke.example', 'rania@hamdanclarke.example'],
  },
  {
    name: 'Sponsor',
    description: 'Signs the affidavit of support (I-864) and shows the income for it.',
    users: ['james@hamdanclarke.example'],
  },
  {
    name: 'مترجم معتمد',
    description: 'يترجم الوثائق العربية إلى الإنجليزية ويصدر شهادة الترجمة المطلوبة من دائرة الهجرة.',
    users: ['omar@hamdanclarke.example', 'rania@hamdanclarke.example'],
  },
] as const;

type TypeName = (typeof TYPES)[number]['name'];

interface DemoContact {
  key: string;
  values: Omit<typeof contacts.$inferInsert, 'lawFirmId'>;
  types: TypeName[];
}

const DEMO_CONTACTS: DemoContact[] = [
  {
    key: 'interpreter',
    values: {
      name: 'Samir Abboud',
      email: 'samir.abboud@gulfcoastlanguage.example',
      phoneNumber: '+17135550177',
      contactType: 'individual',
      gender: 'MALE',
      dateOfBirth: '1979-03-22',
      currentStreet: '6100 Corporate Dr, Suite 210',
      currentPostalCode: '77036',
      ...HOUSTON,
    },
    types: ['Interpreter', 'مترجم معتمد'],
  },
  {
    key: 'translator',
    values: {
      name: 'مريم خوري',
      email: 'mariam.khoury@gulfcoastlanguage.example',
      phoneNumber: '+17135550178',
      contactType: 'individual',
      gender: 'FEMALE',
      dateOfBirth: '1986-11-05',
      currentStreet: '6100 Corporate Dr, Suite 210',
      currentPostalCode: '77036',
      ...HOUSTON,
    },
    types: ['مترجم معتمد'],
  },
  {
    key: 'agency',
    values: {
      name: 'Gulf Coast Language Services',
      email: 'office@gulfcoastlanguage.example',
      phoneNumber: '+17135550170',
      contactType: 'company',
      currentStreet: '6100 Corporate Dr, Suite 210',
      currentPostalCode: '77036',
      ...HOUSTON,
    },
    types: [],
  },
  {
    key: 'uscis',
    values: {
      name: 'USCIS Houston Field Office',
      email: null,
      phoneNumber: '+17135550180',
      contactType: 'government_agency',
      currentStreet: '810 Gears Rd',
      currentPostalCode: '77067',
      ...HOUSTON,
    },
    types: [],
  },
  {
    key: 'court',
    values: {
      name: 'Houston Immigration Court (EOIR)',
      email: null,
      phoneNumber: '+17135550181',
      contactType: 'court',
      currentStreet: '600 Jefferson St, Suite 900',
      currentPostalCode: '77002',
      ...HOUSTON,
      mailStreet: '600 Jefferson St, Suite 900',
      mailCity: 'Houston',
      mailCityId: '4699066',
      mailState: 'Texas',
      mailStateId: 'TX',
      mailPostalCode: '77002',
      mailCountry: 'United States',
      mailCountryId: 'US',
    },
    types: [],
  },
  {
    key: 'sponsor',
    values: {
      name: 'هدى الزعبي',
      email: 'huda.alzoubi@mail.example',
      phoneNumber: '+18325550164',
      contactType: 'individual',
      gender: 'FEMALE',
      dateOfBirth: '1974-07-30',
      currentStreet: '11200 Westheimer Rd, Apt 412',
      currentPostalCode: '77042',
      ...HOUSTON,
    },
    types: ['Sponsor'],
  },
  {
    key: 'cocounsel',
    values: {
      name: 'Reyes & Ortiz Law Group',
      email: 'intake@reyesortiz.example',
      phoneNumber: '+12105550133',
      contactType: 'law_firm',
      currentStreet: '300 Convent St, Suite 1500',
      currentPostalCode: '78205',
      ...US,
      currentState: 'Texas',
      currentStateId: 'TX',
      currentCity: 'San Antonio',
      currentCityId: null,
    },
    types: [],
  },
];

/** Who speaks for each organisation. */
const PRIMARY_CONTACTS: Record<string, string> = { agency: 'translator' };

export async function seedContacts(tx: DbOrTx, lawFirmId: number): Promise<void> {
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), inArray(users.email, [...new Set(TYPES.flatMap((t) => t.users))])));
  const userIdByEmail = new Map(staff.map((u) => [u.email, u.id]));

  const typeIdByName = new Map<string, number>();
  for (const type of TYPES) {
    const [row] = await tx
      .insert(participantTypes)
      .values({ lawFirmId, name: type.name, description: type.description })
      .returning({ id: participantTypes.id });
    typeIdByName.set(type.name, row!.id);
    const members = type.users.flatMap((email) => userIdByEmail.get(email) ?? []);
    if (members.length > 0) {
      await tx.insert(participantTypeUsers).values(members.map((userId) => ({ participantTypeId: row!.id, userId })));
    }
  }

  const contactIdByKey = new Map<string, number>();
  for (const contact of DEMO_CONTACTS) {
    // An address without a separate mailing address uses the current one, as the add-contact form does.
    const values = contact.values.mailCity ? contact.values : withMailCopiedFromCurrent(contact.values);
    const [row] = await tx
      .insert(contacts)
      .values({ ...values, lawFirmId })
      .returning({ id: contacts.id });
    contactIdByKey.set(contact.key, row!.id);
    if (contact.types.length > 0) {
      await tx
        .insert(contactParticipantTypes)
        .values(contact.types.map((name) => ({ contactId: row!.id, participantTypeId: typeIdByName.get(name)! })));
    }
  }
  for (const [organisation, person] of Object.entries(PRIMARY_CONTACTS)) {
    await tx
      .update(contacts)
      .set({ primaryContactId: contactIdByKey.get(person)! })
      .where(and(eq(contacts.lawFirmId, lawFirmId), eq(contacts.id, contactIdByKey.get(organisation)!)));
  }
}

function withMailCopiedFromCurrent(values: DemoContact['values']): DemoContact['values'] {
  return {
    ...values,
    mailStreet: values.currentStreet ?? null,
    mailCity: values.currentCity ?? null,
    mailCityId: values.currentCityId ?? null,
    mailState: values.currentState ?? null,
    mailStateId: values.currentStateId ?? null,
    mailPostalCode: values.currentPostalCode ?? null,
    mailCountry: values.currentCountry ?? null,
    mailCountryId: values.currentCountryId ?? null,
  };
}
