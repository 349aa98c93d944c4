import { describe, expect, it } from 'vitest';
import { addClientRequest, clientFormName, clientFullName, clientRequest, clientRowName } from './clients.js';

const validAdd = {
  first_name: 'Maria',
  middle_name: 'Luisa',
  last_name: 'Gomez',
  gender: 'FEMALE',
  email: 'maria@mail.example',
  phone_number: '',
};
const validForm = {
  ...validAdd,
  gender: '',
  address: {
    street: '1200 Main St',
    city: { id: '4699066', name: 'Houston' },
    state: null,
    postal_code: '77002',
    country: { id: 'US', name: 'United States' },
  },
};
const failing = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('add-client rules', () => {
  it('trims names and treats an empty phone and base_url as not given', () => {
    const parsed = addClientRequest.parse({ ...validAdd, first_name: ' Maria ', base_url: '' });
    expect(parsed).toMatchObject({ first_name: 'Maria', phone_number: undefined, base_url: undefined });
  });

  it('needs every name and a gender, a valid email, a 10-14 character phone and an http(s) base_url', () => {
    expect(failing(addClientRequest.safeParse({ ...validAdd, middle_name: ' ', gender: undefined }))).toEqual([
      'middle_name',
      'gender',
    ]);
    expect(failing(addClientRequest.safeParse({ ...validAdd, email: 'x', phone_number: '123456789' }))).toEqual([
      'email',
      'phone_number',
    ]);
    expect(failing(addClientRequest.safeParse({ ...validAdd, phone_number: '123456789012345' }))).toEqual([
      'phone_number',
    ]);
    expect(failing(addClientRequest.safeParse({ ...validAdd, base_url: 'javascript:alert(1)' }))).toEqual(['base_url']);
    expect(addClientRequest.safeParse({ ...validAdd, phone_number: '1234567890' }).success).toBe(true);
    expect(addClientRequest.safeParse({ ...validAdd, phone_number: '+1234567890123' }).success).toBe(true);
  });
});

describe('client form rules', () => {
  it('takes an address with a street, postal code, country and city; gender and state optional', () => {
    expect(clientRequest.parse(validForm).gender).toBeUndefined();
    const missing = clientRequest.safeParse({
      ...validForm,
      address: { ...validForm.address, street: ' ', postal_code: '', city: null, country: null },
    });
    expect(failing(missing)).toEqual(['address.street', 'address.city', 'address.postal_code', 'address.country']);
  });
});

describe('clientFullName', () => {
  it('joins the names that exist', () => {
    expect(clientFullName({ first_name: 'Omar', middle_name: null, last_name: 'Haddad' })).toBe('Omar Haddad');
    expect(clientFullName({ first_name: 'سلمى', middle_name: 'يوسف', last_name: 'العلي' })).toBe('سلمى يوسف العلي');
  });
});

describe('a client’s name, written one way everywhere', () => {
  it('keeps the middle name, skips what is missing, and gives forms "Family, First Middle"', () => {
    const lina = { first_name: 'Lina', middle_name: 'Maria', last_name: 'Haddad' };
    expect(clientFullName(lina)).toBe('Lina Maria Haddad');
    expect(clientFullName({ ...lina, middle_name: ' ' })).toBe('Lina Haddad');
    expect(clientRowName({ firstName: 'Lina', middleName: 'Maria', lastName: 'Haddad' })).toBe('Lina Maria Haddad');
    expect(clientFormName(lina)).toBe('Haddad, Lina Maria');
    expect(clientFormName({ ...lina, middle_name: null })).toBe('Haddad, Lina');
  });
});
