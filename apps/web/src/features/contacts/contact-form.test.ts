import { describe, expect, it } from 'vitest';
import { i18n } from '../../locales/i18n';
import { contact } from '../../test/contacts-test-data';
import {
  type ContactFormValues,
  contactToForm,
  emptyContactForm,
  toContactRequest,
  validateContactForm,
} from './contact-form';

const t = i18n.getFixedT('en');
const HOUSTON = { country: { id: 'US', name: 'United States' }, city: { id: null, name: 'Houston' } };
const form = (overrides: Partial<ContactFormValues>): ContactFormValues => ({
  ...emptyContactForm(),
  name: 'Acme',
  contact_type: 'company',
  current_address: { street: '', state: null, postal_code: '', ...HOUSTON },
  ...overrides,
});

describe('the contact request', () => {
  it('holds only non-empty fields, trimmed, and copies an empty mailing address from the current one', () => {
    expect(toContactRequest(form({ name: '  Acme  ', email: ' ', phone_number: '' }))).toEqual({
      name: 'Acme',
      contact_type: 'company',
      current_address: HOUSTON,
      mail_address: HOUSTON,
    });
  });

  it('leaves gender and date of birth to individuals', () => {
    const values = form({ gender: 'MALE', date_of_birth: '1990-01-01' });
    expect(toContactRequest(values)).not.toHaveProperty('gender');
    expect(toContactRequest({ ...values, contact_type: 'individual' })).toMatchObject({
      gender: 'MALE',
      date_of_birth: '1990-01-01',
    });
  });

  it('shows a mailing address equal to the current one as empty when editing', () => {
    expect(contactToForm(contact()).mail_address).toEqual({
      street: '',
      city: null,
      state: null,
      postal_code: '',
      country: null,
    });
  });
});

describe('the contact rules', () => {
  it('accepts a valid organisation', () => {
    expect(validateContactForm(form({}), t)).toEqual([]);
  });

  it('reports every missing field of an individual at once', () => {
    const errors = validateContactForm(form({ name: '', contact_type: 'individual' }), t);
    expect(errors).toEqual([
      ['name', 'This field is required.'],
      ['gender', 'This field is required.'],
      ['date_of_birth', 'This field is required.'],
    ]);
  });

  it('checks the limits of §5', () => {
    const errors = validateContactForm(
      form({ name: 'n'.repeat(256), email: 'nope', phone_number: '+123456789012345' }),
      t,
    );
    expect(errors.map(([field]) => field)).toEqual(['name', 'email', 'phone_number']);
  });

  it('refuses a future date of birth, and accepts today', () => {
    const individual = form({ contact_type: 'individual', gender: 'FEMALE' });
    expect(validateContactForm({ ...individual, date_of_birth: '2026-03-02' }, t, '2026-03-01')).toEqual([
      ['date_of_birth', 'The date of birth cannot be in the future.'],
    ]);
    expect(validateContactForm({ ...individual, date_of_birth: '2026-03-01' }, t, '2026-03-01')).toEqual([]);
  });

  it('reports a fault of the current address once, even though an empty mailing address copies it', () => {
    const long = form({ current_address: { ...form({}).current_address, street: 's'.repeat(121) } });
    expect(validateContactForm(long, t).map(([field]) => field)).toEqual(['current_address.street']);
  });
});
