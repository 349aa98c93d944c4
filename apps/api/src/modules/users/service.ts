import type { UpdateUsageRequest, Usage, UsageField } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { forbidden } from '../../platform/errors.js';
import { found } from '../../platform/tenancy.js';
import { setUsage } from '../../platform/usage/service.js';
import { findFirmUser } from './repository.js';

/** A user updates their own usage; an admin may correct a colleague's. */
export async function updateUserUsage(
  db: Db,
  auth: AuthContext,
  userId: number,
  body: UpdateUsageRequest,
): Promise<Usage> {
  found(await findFirmUser(db, auth.firm.id, userId), 'User');
  if (userId !== auth.user.id && !auth.user.isAdmin) throw forbidden();
  const [field, value] = Object.entries(body)[0] as [UsageField, number];
  return setUsage(db, auth, userId, field, value);
}
