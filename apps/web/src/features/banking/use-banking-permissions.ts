/** What the banking pages let this user do; the server checks the same rules again. */
import type { BankAccountType } from '@counsel/domain';
import { useMemo } from 'react';
import { useAbility } from '../../lib/current-user';

const SUBJECT = { TRUST: 'trust_accounts', OFFICE: 'bank_accounts' } as const;

export function useBankingPermissions() {
  const ability = useAbility();
  return useMemo(() => {
    // TRUST accounts need create on trust_accounts, OFFICE accounts create on bank_accounts (common6).
    const creatableTypes = (['TRUST', 'OFFICE'] as const).filter((type) => ability.can('create', SUBJECT[type]));
    // Tying a Plaid account to one of ours changes that account: update on its type's subject.
    const linkableTypes = (['TRUST', 'OFFICE'] as const).filter((type) => ability.can('update', SUBJECT[type]));
    return {
      creatableTypes: creatableTypes as BankAccountType[],
      linkableTypes: linkableTypes as BankAccountType[],
      // Connecting a bank through Plaid is allowed to whoever may add an account of either type.
      canConnect: creatableTypes.length > 0,
    };
  }, [ability]);
}
