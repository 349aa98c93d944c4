import { useAbility } from '../../../lib/current-user';

/** Adding and editing a client's records needs update on clients; deleting needs manage (delete). */
export function useRecordPermissions() {
  const ability = useAbility();
  return { canEdit: ability.can('update', 'clients'), canDelete: ability.can('delete', 'clients') };
}
