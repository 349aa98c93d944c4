/**
 * The client portal's calls. The portal is signed in by its own cookie, so these go through the shared
 * transport (lib/http) with the page's cookies and never the staff's bearer token (a staff member signed
 * in on the same device is no part of the portal). A 401 from a signed-in call tells every listener that
 * the session ended; the portal's frame then asks the client to sign in and brings them back.
 */
import type {
  Locale,
  PortalAccount,
  PortalFormSummary,
  PortalInvoiceList,
  PortalMfaVerifyBody,
  PortalReceiptsResponse,
  PortalSecondFactorStatus,
  PortalSignInResponse,
  portalTokenInfoSchema,
  RecoveryCodesResponse,
  TotpSetupResponse,
} from '@counsel/domain';
import type { z } from 'zod';
import { ApiError, type Caller, type Method, readJson, send } from '../../lib/http';

export type PortalTokenInfo = z.infer<typeof portalTokenInfoSchema>;
export type PortalFormFilter = 'open' | 'submitted' | 'all';

export interface PortalFormPage {
  items: PortalFormSummary[];
  page: number;
  page_size: number;
  total: number;
}

const listeners = new Set<() => void>();

/** Runs `listener` whenever a signed-in call finds the session over; answers the unsubscribe. */
export function onPortalSignedOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that the session ended (also for the form calls, which fetch on their own). */
export function portalSignedOut(): void {
  for (const listener of listeners) listener();
}

interface CallOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** The call needs the session: a 401 means it ended. Sign-in's own 401 is a wrong password. */
  signedIn?: boolean;
}

/** By the portal's cookie, never the staff's bearer. */
const signedInCaller: Caller = { credentials: 'same-origin', unauthorized: { signedOut: portalSignedOut } };
const signedOutCaller: Caller = { credentials: 'same-origin' };

async function call<T>(path: string, { method = 'GET', body, signal, signedIn = true }: CallOptions = {}): Promise<T> {
  return readJson<T>(await send(signedIn ? signedInCaller : signedOutCaller, path, { method, body, signal }));
}

export const portalFormBase = (id: number) => `/api/portal/forms/${id}`;

export const portalApi = {
  /** `lawFirmId` opens that firm's portal when the password opens accounts at several firms. */
  signIn: (email: string, password: string, lawFirmId?: number) =>
    call<PortalSignInResponse>('/api/portal/sign-in', {
      method: 'POST',
      body: { email, password, ...(lawFirmId === undefined ? {} : { law_firm_id: lawFirmId }) },
      signedIn: false,
    }),
  forgotPassword: (email: string, locale: Locale) =>
    call<unknown>('/api/portal/forgot-password', { method: 'POST', body: { email, locale }, signedIn: false }),
  tokenInfo: (token: string, signal?: AbortSignal) =>
    call<{ token: PortalTokenInfo }>(`/api/portal/password-token/${encodeURIComponent(token)}`, {
      signal,
      signedIn: false,
    }),
  setPassword: (token: string, password: string) =>
    call<PortalSignInResponse>('/api/portal/set-password', {
      method: 'POST',
      body: { token, password },
      signedIn: false,
    }),
  /** The second step of a sign-in: the challenge and a code start the session. */
  verify: (body: PortalMfaVerifyBody) =>
    call<{ account: PortalAccount }>('/api/portal/mfa/verify', { method: 'POST', body, signedIn: false }),
  /** Mails a sign-in code for the challenge (answered alike whether one went out). */
  mailSignInCode: (challenge: string) =>
    call<unknown>('/api/portal/mfa/email-code', { method: 'POST', body: { challenge }, signedIn: false }),
  security: (signal?: AbortSignal) => call<PortalSecondFactorStatus>('/api/portal/security', { signal }),
  totpSetup: () => call<TotpSetupResponse>('/api/portal/security/totp/setup', { method: 'POST' }),
  totpConfirm: (code: string) =>
    call<RecoveryCodesResponse>('/api/portal/security/totp/confirm', { method: 'POST', body: { code } }),
  totpDisable: (code: string) => call<void>('/api/portal/security/totp', { method: 'DELETE', body: { code } }),
  regenerateRecoveryCodes: (code: string) =>
    call<RecoveryCodesResponse>('/api/portal/security/recovery-codes', { method: 'POST', body: { code } }),
  /** Mails the signed-in client a code that turns codes by email on or off. */
  mailSettingsCode: () => call<unknown>('/api/portal/security/email-code', { method: 'POST' }),
  setEmailCodes: (on: boolean, code: string) =>
    call<void>('/api/portal/security/email', { method: on ? 'PUT' : 'DELETE', body: { code } }),
  /** The signed-in client, or null when nobody is signed in to the portal on this device. */
  account: async (signal?: AbortSignal): Promise<PortalAccount | null> => {
    try {
      return (await call<{ account: PortalAccount }>('/api/portal/account', { signal, signedIn: false })).account;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  updateLocale: (locale: Locale) =>
    call<{ account: PortalAccount }>('/api/portal/account', { method: 'PUT', body: { locale } }),
  /** Ends the session; one already over is as good. */
  signOut: async (): Promise<void> => {
    try {
      await call<void>('/api/portal/sign-out', { method: 'POST', signedIn: false });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
  },
  forms: (query: { status: PortalFormFilter; page: number; page_size: number }, signal?: AbortSignal) =>
    call<PortalFormPage>(
      `/api/portal/forms?${new URLSearchParams({
        status: query.status,
        page: String(query.page),
        page_size: String(query.page_size),
      })}`,
      { signal },
    ),
  signedPdfUrl: (id: number) => `${portalFormBase(id)}/signed-pdf`,
  receipts: (signal?: AbortSignal) => call<PortalReceiptsResponse>('/api/portal/receipts', { signal }),
  invoices: (query: { page: number; page_size: number }, signal?: AbortSignal) =>
    call<PortalInvoiceList>(
      `/api/portal/invoices?${new URLSearchParams({ page: String(query.page), page_size: String(query.page_size) })}`,
      { signal },
    ),
};
