/**
 * The query keys of the firm's own records (its bank accounts, its trust money, its bank details, its
 * participant types),
 * declared once so that a write in one feature reloads what the others show.
 */
const bankAccounts = ['bank-accounts'] as const;
const trust = ['trust'] as const;
const trustBalances = [...trust, 'balances'] as const;

export const firmKeys = {
  /** Every list of accounts, the payment pickers' and each register. */
  bankAccounts,
  bankAccountList: (type: string) => [...bankAccounts, type] as const,
  bankAccountPicker: (kind: string, lawFirmId: number) => [...bankAccounts, 'picker', kind, lawFirmId] as const,
  bankRegister: (accountId: number, from: string, to: string, page: number) =>
    [...bankAccounts, 'register', accountId, from, to, page] as const,
  bankDetails: ['law-firm', 'bank-details'] as const,
  /** Every view of trust money: the balances and the reports (a client's ledger, the three-way reconciliation). */
  trust,
  trustBalances,
  clientTrustBalances: (clientId: number | null) => [...trustBalances, 'client', clientId] as const,
  trustReports: [...trust, 'reports'] as const,
  participantTypesAll: ['participant-types'] as const,
  participantTypes: (lawFirmId: number, shape: 'details' | 'light') => ['participant-types', lawFirmId, shape] as const,
};
