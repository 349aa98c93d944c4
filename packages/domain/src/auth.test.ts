import { describe, expect, it } from 'vitest';
import { loginRequest, PASSWORD_MIN_LENGTH, registerRequest } from './auth.js';

const valid = {
  firm_name: 'Nasser Legal',
  full_name: 'Huda Nasser',
  email: 'huda@nasser.example',
  password: 'correct horse battery staple',
};

const fieldsOf = (input: unknown) => {
  const result = registerRequest.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))].sort();
};

describe('registerRequest', () => {
  it('trims the names and the email, and lower-cases the email', () => {
    const parsed = registerRequest.parse({
      ...valid,
      firm_name: '  Nasser Legal  ',
      full_name: '\tHuda Nasser ',
      email: '  Huda@Nasser.EXAMPLE ',
    });
    expect(parsed).toEqual({ ...valid, email: 'huda@nasser.example' });
  });

  it('keeps the password exactly as typed, spaces included', () => {
    expect(registerRequest.parse({ ...valid, password: '  spaced out  ' }).password).toBe('  spaced out  ');
  });

  it('needs a password of at least 10 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(fieldsOf({ ...valid, password: '123456789' })).toEqual(['password']);
    expect(fieldsOf({ ...valid, password: '1234567890' })).toEqual([]);
    expect(fieldsOf({ ...valid, password: 'x'.repeat(129) })).toEqual(['password']);
  });

  it('refuses names that are blank once trimmed, and malformed emails', () => {
    expect(fieldsOf({ ...valid, firm_name: '   ', full_name: ' A ', email: 'huda at nasser' })).toEqual([
      'email',
      'firm_name',
      'full_name',
    ]);
  });

  it('refuses missing fields', () => {
    expect(fieldsOf({})).toEqual(['email', 'firm_name', 'full_name', 'password']);
  });
});

describe('loginRequest', () => {
  it('normalises the email the same way as sign-up', () => {
    expect(loginRequest.parse({ email: ' Huda@Nasser.example', password: 'x' }).email).toBe('huda@nasser.example');
  });
});
