/** The portal's queries: the signed-in client, their forms, receipts and invoices; what signing in and out does to them. */
import { PORTAL_ERRORS, PORTAL_INVOICES_PAGE_SIZE, type PortalAccount } from '@counsel/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { type PortalFormFilter, portalApi } from './portal-api';

export const PORTAL_KEY = ['portal'] as const;
export const PORTAL_ACCOUNT_KEY = [...PORTAL_KEY, 'account'] as const;
export const PORTAL_FORMS_KEY = [...PORTAL_KEY, 'forms'] as const;
export const PORTAL_FORMS_PAGE_SIZE = 10;
export const PORTAL_RECEIPTS_KEY = [...PORTAL_KEY, 'receipts'] as const;
export const PORTAL_INVOICES_KEY = [...PORTAL_KEY, 'invoices'] as const;

/** The signed-in client; null when nobody is signed in to the portal on this device. */
export function usePortalAccount() {
  return useQuery({
    queryKey: PORTAL_ACCOUNT_KEY,
    queryFn: ({ signal }) => portalApi.account(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function usePortalForms(status: PortalFormFilter, page: number) {
  return useQuery({
    queryKey: [...PORTAL_FORMS_KEY, status, page],
    queryFn: ({ signal }) => portalApi.forms({ status, page, page_size: PORTAL_FORMS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The client's USCIS receipts with their status timelines. */
export function usePortalReceipts() {
  return useQuery({ queryKey: PORTAL_RECEIPTS_KEY, queryFn: ({ signal }) => portalApi.receipts(signal) });
}

/** The client's invoices, a page at a time, each owed one with its pay page's path when it can be paid by card. */
export function usePortalInvoices(page: number) {
  return useQuery({
    queryKey: [...PORTAL_INVOICES_KEY, page],
    queryFn: ({ signal }) => portalApi.invoices({ page, page_size: PORTAL_INVOICES_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Who is signed in changed (signed in, signed out, the session ended): nothing of the previous client
 * may linger, so every portal answer is dropped and the account set to the new one (or to nobody).
 */
export function setPortalAccount(queryClient: QueryClient, account: PortalAccount | null): void {
  // The account's own entry stays (and changes): the frame watching it must see the change.
  queryClient.removeQueries({ queryKey: PORTAL_KEY, predicate: (query) => query.queryKey[1] !== 'account' });
  queryClient.setQueryData(PORTAL_ACCOUNT_KEY, account);
}

/** A refusal because the firm requires a second sign-in step the account has not set up (any portal call). */
function isSecondFactorRequired(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === PORTAL_ERRORS.secondFactorRequired;
}

/**
 * The firm started requiring a second sign-in step while the client was signed in: any portal call answered
 * so marks the account at once (the frame then leads to the security page) and reads it again. Answers the
 * unsubscribe.
 */
export function followSecondFactorRequirement(queryClient: QueryClient): () => void {
  const refused = (error: unknown) => {
    if (!isSecondFactorRequired(error)) return;
    queryClient.setQueryData<PortalAccount | null>(PORTAL_ACCOUNT_KEY, (account) =>
      account ? { ...account, second_factor: { enabled: false, required: true } } : account,
    );
    void queryClient.invalidateQueries({ queryKey: PORTAL_ACCOUNT_KEY });
  };
  const offQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') refused(event.action.error);
  });
  const offMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') refused(event.action.error);
  });
  return () => {
    offQueries();
    offMutations();
  };
}
