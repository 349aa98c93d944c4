import { describe, expect, it } from 'vitest';
import { firmSettings } from '../../../test/invoice-editor-test-data';
import {
  keepAmountCharacters,
  newTrustState,
  roundAmountText,
  type TrustState,
  trustFormSchema,
  trustReducer,
  trustSaveRequest,
  trustTotals,
} from './trust-state';

const NOW = new Date(2026, 2, 10);
const fresh = (caseId: number | null = null) =>
  newTrustState({ settings: firmSettings({ include_tax_rate: true, tax_rate: 16 }), clientId: 5, caseId, now: NOW });
const create = { routeClientId: 5, editing: false };
const edit = { routeClientId: 5, editing: true };

describe('trust invoice state', () => {
  it('keeps digits and one dot while typing, and rounds to two decimals on leaving', () => {
    expect(keepAmountCharacters('1a2.3.4$')).toBe('12.34');
    expect(keepAmountCharacters('-7,5')).toBe('75');
    expect(roundAmountText('12.345')).toBe('12.35');
    expect(roundAmountText('12.344')).toBe('12.34');
    expect(roundAmountText('1.005')).toBe('1.01');
    expect(roundAmountText('7')).toBe('7.00');
    expect(roundAmountText('.5')).toBe('0.50');
    expect(roundAmountText('.')).toBe('');
    expect(roundAmountText('99.999')).toBe('100.00');
  });

  it('resets the amount and the matter on a level switch; creating, sets or resets the client', () => {
    let state: TrustState = { ...fresh(), amount: '50', clientId: 9 };
    state = trustReducer(state, { type: 'setLevel', level: 'MATTER', scope: create });
    expect(state).toMatchObject({ level: 'MATTER', amount: '', caseId: null, clientId: null });
    state = trustReducer(state, { type: 'setCase', caseId: 21, clientId: 6 });
    state = trustReducer({ ...state, amount: '10' }, { type: 'setLevel', level: 'CLIENT', scope: create });
    expect(state).toMatchObject({ level: 'CLIENT', amount: '', caseId: null, clientId: 5 });
  });

  it('keeps the client when editing', () => {
    const state = trustReducer(
      { ...fresh(), clientId: 6, caseId: null, amount: '20' },
      { type: 'setLevel', level: 'MATTER', scope: edit },
    );
    expect(state).toMatchObject({ level: 'MATTER', amount: '', caseId: null, clientId: 6 });
  });

  it('checks amount, matter, client, due date and date issued in that order', () => {
    const base = fresh();
    // The first broken rule, named by its toast's key.
    const schema = trustFormSchema(((key: string) => key.replace('toasts.', '')) as never);
    const trustProblem = (state: TrustState) => {
      const result = schema.safeParse(state);
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(trustProblem(base)).toBe('amount');
    expect(trustProblem({ ...base, amount: '0.00' })).toBe('amount');
    expect(trustProblem({ ...base, amount: '5', level: 'MATTER' })).toBe('matter');
    expect(trustProblem({ ...base, amount: '5', clientId: null })).toBe('client');
    expect(trustProblem({ ...base, amount: '5', dueDate: '' })).toBe('dueDate');
    expect(trustProblem({ ...base, amount: '5', dateIssued: '' })).toBe('dateIssued');
    expect(trustProblem({ ...base, amount: '5' })).toBeNull();
  });

  it('totals amount + tax − discount and sends the base amount', () => {
    const state: TrustState = {
      ...fresh(),
      amount: '100',
      settings: { ...fresh().settings, include_discount: true, discount_type: 'FIXED', discount_amount: 6 },
    };
    const totals = trustTotals(state);
    expect(totals).toMatchObject({ taxCents: 1600, discountCents: 600, totalCents: 11_000 });
    expect(trustSaveRequest(state, totals)).toMatchObject({
      type: 'TRUST',
      amount: '100.00',
      level: 'CLIENT',
      case_id: null,
      client_id: 5,
      total: 110,
      discount: { amount: 6 },
      title: 'Trust Invoice',
    });
  });
});
