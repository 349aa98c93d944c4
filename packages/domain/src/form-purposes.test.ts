import { describe, expect, it } from 'vitest';
import { buildFormSections, inferFieldType, labelOf, type PdfFormField, parseTooltip } from './form-fields.js';
import {
  type ClientFacts,
  clientPrefillValues,
  FIELD_PURPOSES,
  type FieldPurpose,
  fieldPurposeOf,
  usFormDate,
} from './form-purposes.js';
import { type CollaborationField, shortFormTitle } from './forms.js';

const field = (
  name: string,
  tooltip: string,
  kind: PdfFormField['kind'] = 'text',
  options: string[] = [],
): PdfFormField => ({
  name,
  kind,
  tooltip,
  required: false,
  value: kind === 'checkbox' ? false : '',
  options,
});

const petitionerFields = [
  field('Last', 'Part 2. Information About You (Petitioner). Your Full Name. 4. A. Enter Family Name (Last Name).'),
  field('First', 'Part 2. Information About You (Petitioner). Your Full Name. 4. B. Enter Given Name (First Name).'),
  field('Dob', 'Part 2. Information About You (Petitioner). Other Information. 8. Enter Date of Birth.'),
  field('Male', 'Part 2. Information About You (Petitioner). Other Information. 9. Sex. Select Male.', 'checkbox'),
  field('Female', 'Part 2. Information About You (Petitioner). Other Information. 9. Sex. Select Female.', 'checkbox'),
  field(
    'State',
    'Part 2. Information About You (Petitioner). Mailing Address. 10. E. Select State from List of States.',
    'dropdown',
    ['CA', 'NY'],
  ),
  field('Anum', 'Part 2. Information About You (Petitioner). 1. Enter Alien Registration Number (A. Number), if any.'),
  field('Ssn', 'Part 2. Information About You (Petitioner). 3. Enter U.S. Social Security Number, if any.'),
  field(
    'Parent',
    "Part 2. Information About You (Petitioner). Information About Your Parents. Parent One's Information. 24. A. Enter Family Name (Last Name).",
  ),
  field('Beneficiary', 'Part 4. Information About Beneficiary. 4. A. Enter Family Name (Last Name).'),
];

const client: ClientFacts = {
  first_name: 'Lina',
  middle_name: null,
  last_name: 'Haddad',
  gender: 'FEMALE',
  email: 'lina@example.com',
  phone_number: '+12125550100',
  address: {
    street: '1 Main St',
    city: { id: null, name: 'Albany' },
    state: { id: 'US-NY', name: 'New York' },
    postal_code: '12207',
    country: { id: 'US', name: 'United States' },
  },
  date_of_birth: '1990-05-17',
  country_of_birth: 'JO',
  citizenship: 'JO',
  a_number: 'A012345678',
  uscis_online_account_number: null,
  passport_number: null,
};

describe('reading tooltips', () => {
  it('splits the part, its title (periods inside parentheses kept) and the rest', () => {
    expect(
      parseTooltip('Part 1.  Relationship (You are the Petitioner. Your relative is the Beneficiary.). 1. Select one.'),
    ).toEqual({
      part: 1,
      partTitle: 'Relationship (You are the Petitioner. Your relative is the Beneficiary.)',
      rest: '1. Select one.',
    });
    expect(parseTooltip('Page 1. Barcode. No Entry.').part).toBeNull();
  });

  it('labels from the item number, dropping sub-headings', () => {
    expect(labelOf('Your Full Name. 4. A. Enter Family Name (Last Name).', 'x')).toBe(
      '4. A. Enter Family Name (Last Name).',
    );
    expect(labelOf('Select all applicable items. If 1.A. is Checked, Enter Licensing Authority.', 'x')).toBe(
      'If 1.A. is Checked, Enter Licensing Authority.',
    );
    expect(labelOf('', 'Pt1Line1')).toBe('Pt1Line1');
  });

  it('infers date, number, email and signature from a text field’s tooltip and name; a phone number is text', () => {
    expect(inferFieldType('text', 'Date of Birth (mm/dd/yyyy)', 'x')).toBe('date');
    expect(inferFieldType('text', '1. Signature of Applicant', 'x')).toBe('signature');
    expect(inferFieldType('text', '5. Enter Email Address', 'x')).toBe('email');
    expect(inferFieldType('text', '9. Enter Daytime Telephone Number', 'x')).toBe('text');
    expect(inferFieldType('text', '3. How many children do you have?', 'x')).toBe('number');
    expect(inferFieldType('text', 'Enter City', 'Pt1_DateOfBirth')).toBe('date');
    expect(inferFieldType('text', 'Enter City or Town', 'x')).toBe('text');
    expect(inferFieldType('dropdown', 'Date', 'x')).toBe('dropdown');
  });
});

describe('field purposes', () => {
  const sections = buildFormSections(petitionerFields, { clientParts: [2] });
  const byName = new Map(sections.flatMap((s) => s.fields).map((f) => [f.name, f]));

  it('recognises the client’s facts in the client’s part only, and not their relatives’', () => {
    expect(byName.get('Last')!.metadata.field_purpose).toBe('client.last_name');
    expect(byName.get('Female')!.metadata.field_purpose).toBe('client.gender_female');
    expect(byName.get('Parent')!.client_related).toBe(false);
    expect(byName.get('Beneficiary')!.client_related).toBe(false);
  });

  it('without known client parts, skips sections about the attorney or preparer', () => {
    const input = { label: '2. A. Enter Family Name', type: 'text' as const, part: 1 };
    expect(fieldPurposeOf({ ...input, partTitle: 'Information About Attorney' }, {})).toBeNull();
    expect(fieldPurposeOf({ ...input, partTitle: 'Information About You' }, {})).toBe('client.last_name');
  });

  it('pre-fills values from the client record by purpose', () => {
    const values = clientPrefillValues(client, [...byName.values()], {
      countryName: (code) => (code === 'JO' ? 'Jordan' : code),
    });
    expect(values).toEqual({
      Last: 'Haddad',
      First: 'Lina',
      Dob: '05/17/1990',
      Male: false,
      Female: true,
      State: 'NY',
      Anum: '012345678',
    });
  });

  it('fills a whole-name box, the city, the phone, the current status and the date of last entry', () => {
    const intake = [
      field('FullName', 'Part 1. Information About You. 1. Name (Family, First, Middle).'),
      field('City', 'Part 1. Information About You. Mailing Address. 2. C. City.'),
      field('Phone', 'Part 1. Information About You. 3. Telephone Number.'),
      field('Status', 'Part 1. Information About You. 4. Current Immigration Status.'),
      field('Entry', 'Part 1. Information About You. 5. Date of Last Arrival (mm/dd/yyyy).'),
    ];
    const fields = buildFormSections(intake).flatMap((section) => section.fields);
    const record = { ...client, middle_name: 'Maria', immigration_status: 'H1B', last_entry_date: '2024-03-09' };
    expect(clientPrefillValues(record, fields)).toEqual({
      FullName: 'Haddad, Lina Maria',
      City: 'Albany',
      Phone: '+12125550100',
      Status: 'H-1B',
      Entry: '03/09/2024',
    });
  });

  it('leaves out facts the record lacks', () => {
    const values = clientPrefillValues({ ...client, gender: null, date_of_birth: null }, [...byName.values()]);
    expect(values).not.toHaveProperty('Dob');
    expect(values).not.toHaveProperty('Male');
    expect(values).not.toHaveProperty('Ssn');
  });
});

describe('chip titles', () => {
  it('shortens beyond 20 characters', () => {
    expect(shortFormTitle('Petition for Alien Relative')).toBe('Petition for Alien R…');
    expect(shortFormTitle('Twenty characters ok')).toBe('Twenty characters ok');
  });
});

describe('every fact the client record holds', () => {
  const full: ClientFacts = {
    ...client,
    middle_name: 'Sara',
    gender: 'male',
    citizenship: 'SY',
    a_number: 'a012345678',
    uscis_online_account_number: '123456789012',
    passport_number: 'X1234567',
    immigration_status: 'DACA',
    last_entry_date: '2015-01-02',
    i94_number: 'AB123456789',
  };
  const text = (purpose: FieldPurpose, type: CollaborationField['type'] = 'text'): CollaborationField => ({
    name: purpose,
    label: purpose,
    type,
    default_value: null,
    required: false,
    hidden: false,
    client_related: true,
    options: [],
    metadata: { field_purpose: purpose },
  });
  // Every purpose a text field may have (a full name is composed, see clientFormName's tests).
  const purposes = FIELD_PURPOSES.filter(
    (purpose) => !['client.full_name', 'client.gender_male', 'client.gender_female'].includes(purpose),
  );

  it('fills each text field from its fact, countries by name, dates the US way, and leaves unknown facts out', () => {
    const names: Record<string, string> = { JO: 'Jordan' };
    const countryName = (code: string) => names[code] ?? `?${code}`;
    expect(
      clientPrefillValues(
        full,
        purposes.map((purpose) => text(purpose)),
        { countryName },
      ),
    ).toEqual({
      'client.last_name': 'Haddad',
      'client.first_name': 'Lina',
      'client.middle_name': 'Sara',
      'client.date_of_birth': '05/17/1990',
      'client.country_of_birth': 'Jordan',
      'client.citizenship': '?SY',
      'client.a_number': '012345678',
      'client.uscis_online_account_number': '123456789012',
      'client.passport_number': 'X1234567',
      'client.address.street': '1 Main St',
      'client.address.city': 'Albany',
      'client.address.state': 'New York',
      'client.address.postal_code': '12207',
      'client.address.country': 'United States',
      'client.phone': '+12125550100',
      'client.mobile_phone': '+12125550100',
      'client.email': 'lina@example.com',
      'client.current_status': 'DACA',
      'client.last_entry_date': '01/02/2015',
      'client.i94_number': 'AB123456789',
    });
  });

  it('writes a country by its code when no names are given, and skips what the record lacks', () => {
    const bare: ClientFacts = {
      ...full,
      middle_name: '',
      gender: null,
      address: { street: null, city: null, state: null, postal_code: null, country: null },
      a_number: null,
      immigration_status: undefined,
      i94_number: undefined,
    };
    expect(
      clientPrefillValues(
        bare,
        purposes.map((purpose) => text(purpose)),
      ),
    ).toMatchObject({
      'client.country_of_birth': 'JO',
      'client.citizenship': 'SY',
    });
    const values = clientPrefillValues(
      bare,
      purposes.map((purpose) => text(purpose)),
    );
    for (const purpose of ['client.middle_name', 'client.a_number', 'client.address.city', 'client.i94_number']) {
      expect(values).not.toHaveProperty([purpose]);
    }
  });

  it('ticks the box of the gender on record, clears the other, and leaves both without one', () => {
    const boxes = [text('client.gender_male', 'checkbox'), text('client.gender_female', 'checkbox')];
    expect(clientPrefillValues(full, boxes)).toEqual({ 'client.gender_male': true, 'client.gender_female': false });
    expect(clientPrefillValues({ ...full, gender: 'Female' }, boxes)).toEqual({
      'client.gender_male': false,
      'client.gender_female': true,
    });
    expect(clientPrefillValues({ ...full, gender: 'other' }, boxes)).toEqual({});
    // A check box takes only a yes or no, a text field no yes or no.
    expect(clientPrefillValues(full, [text('client.last_name', 'checkbox'), text('client.gender_male')])).toEqual({});
  });

  it('picks a dropdown option by its label in any case, or a state by its code', () => {
    const dropdown = (purpose: FieldPurpose, labels: string[]) => ({
      ...text(purpose, 'dropdown'),
      options: labels.map((label) => ({ label })),
    });
    expect(
      clientPrefillValues(full, [
        dropdown('client.address.country', ['Canada', 'UNITED STATES']),
        dropdown('client.address.state', ['CA', 'NY']),
        { ...dropdown('client.address.city', ['Buffalo']), type: 'radio' },
      ]),
    ).toEqual({ 'client.address.country': 'UNITED STATES', 'client.address.state': 'NY' });
    expect(
      clientPrefillValues({ ...full, address: { ...full.address, state: { id: null, name: 'Nowhere' } } }, [
        dropdown('client.address.state', ['CA', 'NY']),
      ]),
    ).toEqual({});
  });

  it('fills only fields related to the client with a known purpose', () => {
    expect(
      clientPrefillValues(full, [
        { ...text('client.last_name'), client_related: false },
        { ...text('client.first_name'), metadata: { field_purpose: null } },
        { ...text('client.email'), metadata: { field_purpose: 'client.unknown' } },
      ]),
    ).toEqual({});
  });

  it('writes a YYYY-MM-DD date as MM/DD/YYYY and leaves anything else as it is', () => {
    expect(usFormDate('2020-03-04')).toBe('03/04/2020');
    expect(usFormDate('x2020-03-04')).toBe('x2020-03-04');
    expect(usFormDate('2020-03-04x')).toBe('2020-03-04x');
  });
});
