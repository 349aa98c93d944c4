/**
 * The Plaid client over its documented HTTP API (https://plaid.com/docs/api/): JSON POSTs carrying
 * client_id and secret. The official `plaid` package needs Node 22, so this speaks HTTP with fetch.
 * The same code serves real Plaid and the sandbox the API serves at /api/sandbox/plaid.
 */
import { type PlaidAccount, PlaidApiError, type PlaidProvider } from './provider.js';

/** fetch, or a stand-in with the same shape (tests route it through Fastify's inject). */
export type PlaidFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}>;

export interface PlaidClientOptions {
  baseUrl: string;
  clientId: string;
  secret: string;
  sandbox: boolean;
  fetch?: PlaidFetch;
  /** Institutions' countries for Link and lookups. */
  countryCodes?: string[];
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function createPlaidClient(options: PlaidClientOptions): PlaidProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch: PlaidFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const countryCodes = options.countryCodes ?? ['US', 'GB'];

  async function post(path: string, body: Json): Promise<Json> {
    let response: Awaited<ReturnType<PlaidFetch>>;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: options.clientId, secret: options.secret, ...body }),
      });
    } catch (error) {
      throw new PlaidApiError(503, 'API_ERROR', 'UNREACHABLE', `Plaid is unreachable: ${(error as Error).message}`);
    }
    const data = (await response.json().catch(() => ({}))) as Json;
    if (!response.ok) {
      throw new PlaidApiError(
        response.status,
        text(data.error_type) ?? 'API_ERROR',
        text(data.error_code) ?? 'UNKNOWN',
        text(data.error_message) ?? `Plaid answered ${response.status}`,
      );
    }
    return data;
  }

  function required(data: Json, field: string): string {
    const value = text(data[field]);
    if (!value) throw new PlaidApiError(502, 'API_ERROR', 'MALFORMED_RESPONSE', `Plaid's answer lacks ${field}`);
    return value;
  }

  async function accountsOf(accessToken: string) {
    const data = await post('/accounts/get', { access_token: accessToken });
    const accounts = Array.isArray(data.accounts) ? (data.accounts as Json[]) : [];
    const item = (data.item ?? {}) as Json;
    return {
      institutionId: text(item.institution_id),
      accounts: accounts.map(
        (a): PlaidAccount => ({
          accountId: required(a, 'account_id'),
          name: text(a.name) ?? '',
          officialName: text(a.official_name),
          mask: text(a.mask),
          type: text(a.type) ?? 'other',
          subtype: text(a.subtype),
        }),
      ),
    };
  }

  return {
    sandbox: options.sandbox,

    async createLinkToken(input) {
      const data = await post('/link/token/create', {
        client_name: input.clientName.slice(0, 30),
        user: { client_user_id: input.clientUserId },
        products: ['auth'],
        country_codes: countryCodes,
        language: 'en',
        // Hosted Link: Plaid serves the Link pages, so the browser needs no script from a CDN.
        hosted_link: { completion_redirect_uri: input.completionRedirectUri },
      });
      return { linkToken: required(data, 'link_token'), linkUrl: required(data, 'hosted_link_url') };
    },

    async exchangePublicToken(publicToken) {
      const data = await post('/item/public_token/exchange', { public_token: publicToken });
      const accessToken = required(data, 'access_token');
      const itemId = required(data, 'item_id');
      // The exchange names no bank: the item tells its institution, whose name comes from its own call.
      const { institutionId } = await accountsOf(accessToken);
      let institutionName = 'Unknown institution';
      if (institutionId) {
        const found = await post('/institutions/get_by_id', {
          institution_id: institutionId,
          country_codes: countryCodes,
        });
        institutionName = text((found.institution as Json | undefined)?.name) ?? institutionName;
      }
      return { itemId, accessToken, institutionName };
    },

    async getAccounts(accessToken) {
      return (await accountsOf(accessToken)).accounts;
    },

    async getLinkPublicToken(linkToken) {
      const data = await post('/link/token/get', { link_token: linkToken });
      const sessions = Array.isArray(data.link_sessions) ? (data.link_sessions as Json[]) : [];
      for (const session of sessions) {
        const results = (session.results ?? {}) as Json;
        const added = Array.isArray(results.item_add_results) ? (results.item_add_results as Json[]) : [];
        const token = text(added[0]?.public_token) ?? text((session.on_success as Json | undefined)?.public_token);
        if (token) return token;
      }
      return null;
    },

    async createSandboxPublicToken(institutionId) {
      const data = await post('/sandbox/public_token/create', {
        institution_id: institutionId,
        initial_products: ['auth'],
      });
      return required(data, 'public_token');
    },
  };
}
