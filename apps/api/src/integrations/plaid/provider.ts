/**
 * What the app needs from Plaid (DESIGN §5): a Link session, the exchange of the public token Link
 * hands back for a lasting access token, and the accounts of a linked item. The real HTTP client
 * (client.ts) speaks to Plaid, or to the sandbox the API serves itself when Plaid is not configured.
 */

export interface PlaidAccount {
  accountId: string;
  name: string;
  officialName: string | null;
  mask: string | null;
  type: string;
  subtype: string | null;
}

export interface PlaidLinkToken {
  linkToken: string;
  /** The page the browser opens: Hosted Link, or the sandbox's own Link page. */
  linkUrl: string;
}

export interface PlaidItemGrant {
  itemId: string;
  accessToken: string;
  institutionName: string;
}

export interface PlaidProvider {
  /** True when talking to the API's own sandbox rather than Plaid. */
  readonly sandbox: boolean;
  createLinkToken(input: {
    clientUserId: string;
    clientName: string;
    completionRedirectUri: string;
  }): Promise<PlaidLinkToken>;
  exchangePublicToken(publicToken: string): Promise<PlaidItemGrant>;
  getAccounts(accessToken: string): Promise<PlaidAccount[]>;
  /** The public token of a finished Hosted Link session (null while none was made). */
  getLinkPublicToken(linkToken: string): Promise<string | null>;
  /** Sandbox only (Plaid's /sandbox/public_token/create): a public token without the Link UI. */
  createSandboxPublicToken(institutionId: string): Promise<string>;
}

/** A failure reported by Plaid (or its sandbox) in its documented error shape, or an unreachable service. */
export class PlaidApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'PlaidApiError';
  }
}
