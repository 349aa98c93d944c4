/**
 * Opening a document in a viewer (spec §4 "Document viewer and usage"): each open is one use of the
 * plan's daily documents_services. The check is "used + 1 would pass the limit" (spec §9: checked
 * against limit+1 on open), made and counted in one locked transaction, so the server's count decides
 * and two tabs opening at once cannot both slip past the limit.
 */
import { type DocumentViewResponse, USAGE_LIMIT_MESSAGES } from '@counsel/domain';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/errors.js';
import { consumeUsage } from '../../platform/usage/service.js';
import { type DocumentDeps, getDocument } from '../documents/service.js';

export async function openInViewer(deps: DocumentDeps, auth: AuthContext, id: number): Promise<DocumentViewResponse> {
  // Another firm's (or a deleted) document answers 404 before anything is counted.
  const document = await getDocument(deps, auth, id);
  try {
    const usage = await consumeUsage(deps.db, auth, 'used_documents_services');
    return { document, usage };
  } catch (error) {
    if (error instanceof AppError && error.code === 'usage_limit_reached') {
      throw new AppError(403, 'documents_services_limit', USAGE_LIMIT_MESSAGES.used_documents_services, error.extra);
    }
    throw error;
  }
}
