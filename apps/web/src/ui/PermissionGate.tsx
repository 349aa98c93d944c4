import type { ReactNode } from 'react';
import type { AccessNeed } from '../lib/access-need';
import { useCan } from '../lib/current-user';
import { NoAccess } from './NoAccess';

/** Renders its children only for users holding the flag; others see the no-access message. */
export function PermissionGate({ flag, children }: { flag: AccessNeed | undefined; children: ReactNode }) {
  const can = useCan();
  return can(flag) ? children : <NoAccess />;
}
