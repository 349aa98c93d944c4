/**
 * Linked bank accounts through Plaid (billing.md §3 Linked bank accounts; DESIGN §5): a Link session,
 * the exchange of its public token for a stored item, the item's accounts, and linking one of them to
 * a bank account of the firm. Vendor failures are translated into our codes here.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  hasPermission,
  type LawFirmAccountsResponse,
  type plaidExchangeRequest,
  type plaidLinkAccountRequest,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { NOT_CONFIGURED } from '../../integrations/plaid/index.js';
import { PlaidApiError, type PlaidProvider } from '../../integrations/plaid/provider.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, forbidden, notFound, serviceNotConfigured } from '../../platform/errors.js';
import { assertCan } from '../../platform/permissions.js';
import { found } from '../../platform/tenancy.js';
import * as repo from './repository.js';
import { bankAccountOut, SUBJECT } from './service.js';

/** Plaid's link tokens live 4 hours; a completion page later than that has nothing to finish. */
const LINK_SESSION_MS = 4 * 60 * 60 * 1000;

/** Plaid's errors as ours: a bad token is the caller's fault, anything else is the bank link being down. */
async function viaPlaid<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PlaidApiError)) throw error;
    if (error.errorCode === NOT_CONFIGURED) {
      throw serviceNotConfigured('Linking banks through Plaid is not set up on this server.');
    }
    if (error.errorCode === 'INVALID_PUBLIC_TOKEN') {
      throw new AppError(400, 'validation_failed', 'The bank connection has expired. Connect the bank again.', {
        fields: { public_token: 'Invalid or expired public token' },
      });
    }
    if (error.errorCode === 'ITEM_LOGIN_REQUIRED') {
      throw new AppError(409, 'bank_login_required', 'The bank asks you to sign in again. Connect the bank again.');
    }
    throw new AppError(502, 'bank_provider_unavailable', 'The bank connection service did not answer. Try again.', {
      details: { provider_code: error.errorCode },
    });
  }
}

/** Connecting a bank is part of adding bank accounts: create on either kind of account. */
function assertMayConnect(auth: AuthContext): void {
  if (!auth.ability.can('create', 'bank_accounts') && !auth.ability.can('create', 'trust_accounts')) throw forbidden();
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export async function createLinkToken(
  db: Db,
  plaid: PlaidProvider,
  auth: AuthContext,
  origin: string,
  ip?: string,
): Promise<{ link_token: string; link_url: string; sandbox: boolean }> {
  assertMayConnect(auth);
  const lawFirmId = auth.firm.id;
  // Hosted Link redirects to our completion page without the public token; the state lets that page
  // find this session's link token (recorded below) and ask Plaid for it.
  const state = `${lawFirmId}.${randomBytes(24).toString('base64url')}`;
  const link = await viaPlaid(() =>
    plaid.createLinkToken({
      clientUserId: `user-${auth.user.id}`,
      clientName: auth.firm.name,
      completionRedirectUri: `${origin}/api/plaid-banking/link-complete?state=${state}`,
    }),
  );
  await recordAudit(db, {
    lawFirmId,
    userId: auth.user.id,
    action: 'plaid.link_started',
    entityType: 'plaid_link',
    entityId: hashState(state),
    details: { link_token: link.linkToken, sandbox: plaid.sandbox },
    ...(ip ? { ip } : {}),
  });
  return { link_token: link.linkToken, link_url: link.linkUrl, sandbox: plaid.sandbox };
}

/** The completion page's public token, or null when the state is unknown, stale, or no bank was linked. */
export async function publicTokenOfState(db: Db, plaid: PlaidProvider, state: string): Promise<string | null> {
  const lawFirmId = Number(state.split('.')[0]);
  if (!Number.isSafeInteger(lawFirmId) || lawFirmId <= 0) return null;
  const linkToken = await repo.linkTokenOfState(
    db,
    lawFirmId,
    hashState(state),
    new Date(Date.now() - LINK_SESSION_MS),
  );
  if (!linkToken) return null;
  try {
    return await plaid.getLinkPublicToken(linkToken);
  } catch (error) {
    if (error instanceof PlaidApiError) return null;
    throw error;
  }
}

export async function lawFirmAccounts(
  db: Db,
  plaid: PlaidProvider,
  auth: AuthContext,
): Promise<LawFirmAccountsResponse> {
  if (!hasPermission(auth.ability, 'VIEW_BANK_ACCOUNTS') && !hasPermission(auth.ability, 'VIEW_TRUST_ACCOUNTS')) {
    throw forbidden();
  }
  const lawFirmId = auth.firm.id;
  const [items, links] = await Promise.all([repo.plaidItemsOf(db, lawFirmId), repo.plaidLinks(db, lawFirmId)]);
  const accounts = await Promise.all(
    items.map(async (item) => {
      const itemAccounts = await viaPlaid(() => plaid.getAccounts(item.accessToken));
      return {
        institution_name: item.institutionName,
        plaid_item_id: item.itemId,
        accounts: itemAccounts.map((a) => ({
          account_id: a.accountId,
          name: a.name,
          official_name: a.officialName,
          mask: a.mask,
          institution_name: item.institutionName,
          plaid_account_id: a.accountId,
          bank_account_id: links.get(a.accountId) ?? null,
        })),
      };
    }),
  );
  return { accounts };
}

export async function exchangePublicToken(
  db: Db,
  plaid: PlaidProvider,
  auth: AuthContext,
  body: z.output<typeof plaidExchangeRequest>,
  ip?: string,
): Promise<LawFirmAccountsResponse> {
  assertMayConnect(auth);
  const lawFirmId = auth.firm.id;
  const grant = await viaPlaid(() => plaid.exchangePublicToken(body.public_token));
  await db.transaction(async (tx) => {
    const item = await repo.upsertPlaidItem(tx, { lawFirmId, ...grant });
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'plaid.item_linked',
      entityType: 'plaid_item',
      entityId: item.id,
      // Never the access token: it is the firm's key to its bank data.
      details: { item_id: grant.itemId, institution_name: grant.institutionName },
      ...(ip ? { ip } : {}),
    });
  });
  return lawFirmAccounts(db, plaid, auth);
}

export async function linkAccount(
  db: Db,
  plaid: PlaidProvider,
  auth: AuthContext,
  body: z.output<typeof plaidLinkAccountRequest>,
  ip?: string,
) {
  const lawFirmId = auth.firm.id;
  const existing = found(await repo.findBankAccount(db, lawFirmId, body.bank_account_id), 'Bank account');
  assertCan(auth, 'update', SUBJECT[existing.accountType === 'TRUST' ? 'TRUST' : 'OFFICE']);
  // The Plaid account must belong to one of this firm's items: ask Plaid for each item's accounts.
  const items = await repo.plaidItemsOf(db, lawFirmId);
  let plaidAccount: { accountId: string; mask: string | null } | undefined;
  for (const item of items) {
    const accounts = await viaPlaid(() => plaid.getAccounts(item.accessToken));
    plaidAccount = accounts.find((a) => a.accountId === body.plaid_account_id);
    if (plaidAccount) break;
  }
  if (!plaidAccount) throw notFound('Plaid account');
  const { accountId, mask } = plaidAccount;

  const row = await db.transaction(async (tx) => {
    const account = found(await repo.findBankAccount(tx, lawFirmId, body.bank_account_id, true), 'Bank account');
    const linkedTo = await repo.accountLinkedTo(tx, lawFirmId, accountId);
    if (linkedTo !== null && linkedTo !== account.id) {
      throw new AppError(
        409,
        'plaid_account_already_linked',
        'This bank account is already linked to another account.',
        {
          details: { bank_account_id: linkedTo },
        },
      );
    }
    const updated = await repo.setPlaidLink(tx, lawFirmId, account.id, { plaidAccountId: accountId, mask });
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'bank_account.plaid_linked',
      entityType: 'bank_account',
      entityId: account.id,
      details: { plaid_account_id: accountId, previous_plaid_account_id: account.plaidAccountId },
      ...(ip ? { ip } : {}),
    });
    return updated;
  });
  const [withBalance] = await repo.accountsWithBalances(
    db,
    lawFirmId,
    [row.accountType === 'TRUST' ? 'TRUST' : 'OFFICE'],
    row.id,
  );
  return { bank_account: bankAccountOut(withBalance!) };
}
