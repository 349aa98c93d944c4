/** The demo firm's people and matters: a small immigration practice in Houston, in English and Arabic. */
import type { CaseStatus, ClientGender, Position } from '@counsel/domain';

export const DEMO_FIRM = {
  name: 'Hamdan & Clarke Immigration Law',
  email: 'office@hamdanclarke.example',
  phoneNumber: '+17135550142',
  timeZone: 'America/Chicago',
  street: '2200 Post Oak Blvd, Suite 1400',
  city: 'Houston',
  cityId: '4699066',
  state: 'Texas',
  stateId: 'TX',
  postalCode: '77056',
  country: 'United States',
  countryId: 'US',
  bankName: 'First Lone Star Bank',
  bankAddress: '1000 Main St, Houston, TX 77002',
  bankAccountNumberIban: '441022987734',
  bankSwiftCode: 'FLSBUS44',
  bankBranchCode: '0112',
  bankRoutingNumber: '111000025',
};

export interface DemoEmployee {
  fullName: string;
  email: string;
  position: Position;
  isAdmin: boolean;
  locale: 'en' | 'ar';
  phoneNumber: string;
}

export const DEMO_EMPLOYEES: DemoEmployee[] = [
  {
    fullName: 'Layla Hamdan',
    email: 'demo@hamdanclarke.example',
    position: 'managing_partner',
    isAdmin: true,
    locale: 'en',
    phoneNumber: '+17135550101',
  },
  {
    fullName: 'James Clarke',
    email: 'james@hamdanclarke.example',
    position: 'partner',
    isAdmin: false,
    locale: 'en',
    phoneNumber: '+17135550102',
  },
  {
    fullName: 'عمر حداد',
    email: 'omar@hamdanclarke.example',
    position: 'paralegal',
    isAdmin: false,
    locale: 'ar',
    phoneNumber: '+17135550103',
  },
  {
    fullName: 'Sarah Nguyen',
    email: 'sarah@hamdanclarke.example',
    position: 'accountant',
    isAdmin: false,
    locale: 'en',
    phoneNumber: '+17135550104',
  },
  {
    fullName: 'رانيا صالح',
    email: 'rania@hamdanclarke.example',
    position: 'legal_assistant',
    isAdmin: false,
    locale: 'ar',
    phoneNumber: '+17135550105',
  },
];

export interface DemoClient {
  firstName: string;
  middleName: string | null;
  lastName: string;
  gender: ClientGender;
  email: string;
  phoneNumber: string;
  street: string;
  /** Address parts as names, with the ids of the address pickers' data (GeoNames city and state, ISO country). */
  city: string;
  cityId: string;
  state: string;
  stateId: string;
  postalCode: string;
  country: string;
  countryId: string;
  cases: Array<{ title: string; status: CaseStatus; description: string; daysAgo: number }>;
}

export const DEMO_CLIENTS: DemoClient[] = [
  {
    firstName: 'أحمد',
    middleName: 'خالد',
    lastName: 'منصور',
    gender: 'MALE',
    email: 'ahmed.mansour@mail.example',
    phoneNumber: '+17135550190',
    street: '5810 Hillcroft Ave',
    city: 'Houston',
    cityId: '4699066',
    state: 'Texas',
    stateId: 'TX',
    postalCode: '77036',
    country: 'United States',
    countryId: 'US',
    cases: [
      {
        title: 'تعديل الوضع القانوني I-485',
        status: 'IN_PROGRESS',
        description: 'طلب الإقامة الدائمة بناءً على زواج من مواطنة أمريكية.',
        daysAgo: 40,
      },
      {
        title: 'I-130 Petition for Alien Relative (Spouse)',
        status: 'OPEN',
        description: 'Spousal petition filed with the I-485 concurrently.',
        daysAgo: 41,
      },
    ],
  },
  {
    firstName: 'Maria',
    middleName: 'Elena',
    lastName: 'Gonzalez',
    gender: 'FEMALE',
    email: 'maria.gonzalez@mail.example',
    phoneNumber: '+12815550111',
    street: '1420 Airline Dr',
    city: 'Houston',
    cityId: '4699066',
    state: 'Texas',
    stateId: 'TX',
    postalCode: '77009',
    country: 'United States',
    countryId: 'US',
    cases: [
      {
        title: 'N-400 Naturalization',
        status: 'OPEN',
        description: 'Naturalization after five years as a permanent resident.',
        daysAgo: 12,
      },
    ],
  },
  {
    firstName: 'فاطمة',
    middleName: null,
    lastName: 'السيد',
    gender: 'FEMALE',
    email: 'fatima.alsayed@mail.example',
    phoneNumber: '+17135550177',
    street: '3300 Richmond Ave, Apt 12',
    city: 'Houston',
    cityId: '4699066',
    state: 'Texas',
    stateId: 'TX',
    postalCode: '77098',
    country: 'United States',
    countryId: 'US',
    cases: [
      {
        title: 'طلب لجوء I-589',
        status: 'IN_PROGRESS',
        description: 'طلب لجوء دفاعي مع جلسة أمام محكمة الهجرة في هيوستن.',
        daysAgo: 90,
      },
      {
        title: 'EAD Renewal (I-765, category C8)',
        status: 'PENDING',
        description: 'Work permit renewal while the asylum case is pending.',
        daysAgo: 3,
      },
    ],
  },
  {
    firstName: 'Wei',
    middleName: null,
    lastName: 'Chen',
    gender: 'MALE',
    email: 'wei.chen@mail.example',
    phoneNumber: '+18325550123',
    street: '9889 Bellaire Blvd',
    city: 'Houston',
    cityId: '4699066',
    state: 'Texas',
    stateId: 'TX',
    postalCode: '77036',
    country: 'United States',
    countryId: 'US',
    cases: [
      {
        title: 'EB-2 National Interest Waiver (I-140)',
        status: 'OPEN',
        description: 'Self-petition for a battery-storage research engineer.',
        daysAgo: 25,
      },
    ],
  },
  {
    firstName: 'يوسف',
    middleName: 'عمر',
    lastName: 'الخطيب',
    gender: 'MALE',
    email: 'youssef.khatib@mail.example',
    phoneNumber: '+17135550166',
    street: '7700 Westheimer Rd',
    city: 'Houston',
    cityId: '4699066',
    state: 'Texas',
    stateId: 'TX',
    postalCode: '77063',
    country: 'United States',
    countryId: 'US',
    cases: [
      { title: 'تأشيرة خطيب K-1', status: 'PENDING', description: 'طلب تأشيرة لخطيبته المقيمة في عمّان.', daysAgo: 7 },
    ],
  },
  {
    firstName: 'Priya',
    middleName: null,
    lastName: 'Raman',
    gender: 'FEMALE',
    email: 'priya.raman@mail.example',
    phoneNumber: '+12815550156',
    street: '2500 Citywest Blvd',
    city: 'Houston',
    cityId: '4699066',
    state: 'Texas',
    stateId: 'TX',
    postalCode: '77042',
    country: 'United States',
    countryId: 'US',
    cases: [
      {
        title: 'H-1B Extension and Amendment',
        status: 'CLOSED',
        description: 'Approved; employer changed work location.',
        daysAgo: 150,
      },
    ],
  },
  {
    firstName: 'John',
    middleName: 'Patrick',
    lastName: "O'Brien",
    gender: 'MALE',
    email: 'john.obrien@mail.example',
    phoneNumber: '+17135550132',
    street: '410 Westcott St',
    city: 'Houston',
    cityId: '4699066',
    state: 'Texas',
    stateId: 'TX',
    postalCode: '77007',
    country: 'United States',
    countryId: 'US',
    cases: [
      {
        title: 'FOIA Request: USCIS A-File',
        status: 'OPEN',
        description: 'Full A-file request ahead of a naturalization application.',
        daysAgo: 18,
      },
    ],
  },
  {
    firstName: 'نور',
    middleName: null,
    lastName: 'حسن',
    gender: 'FEMALE',
    email: 'nour.hassan@mail.example',
    phoneNumber: '+17135550188',
    street: '6200 Gulfton St',
    city: 'Houston',
    cityId: '4699066',
    state: 'Texas',
    stateId: 'TX',
    postalCode: '77081',
    country: 'United States',
    countryId: 'US',
    cases: [
      { title: 'تجديد DACA', status: 'ON_HOLD', description: 'بانتظار قرار المحكمة بشأن برنامج DACA.', daysAgo: 60 },
    ],
  },
  {
    firstName: 'Daniel',
    middleName: null,
    lastName: 'Okafor',
    gender: 'MALE',
    email: 'daniel.okafor@mail.example',
    phoneNumber: '+18325550144',
    street: '12000 Richmond Ave',
    city: 'Houston',
    cityId: '4699066',
    state: 'Texas',
    stateId: 'TX',
    postalCode: '77082',
    country: 'United States',
    countryId: 'US',
    cases: [
      {
        title: 'Removal Defense: Cancellation of Removal',
        status: 'IN_PROGRESS',
        description: 'Master calendar hearing set; gathering hardship evidence.',
        daysAgo: 120,
      },
    ],
  },
  {
    firstName: 'Sofia',
    middleName: null,
    lastName: 'Petrova',
    gender: 'FEMALE',
    email: 'sofia.petrova@mail.example',
    phoneNumber: '+12815550170',
    street: '1111 Rusk St, Unit 905',
    city: 'Houston',
    cityId: '4699066',
    state: 'Texas',
    stateId: 'TX',
    postalCode: '77002',
    country: 'United States',
    countryId: 'US',
    cases: [],
  },
];
