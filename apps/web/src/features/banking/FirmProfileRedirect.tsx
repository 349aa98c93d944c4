/**
 * /settings/settings-profile, the page registry's entry: the registry holds fixed paths, and the firm's
 * profile lives at /settings/{firmId}/settings-profile, so this sends the user to their own firm's.
 */
import { Navigate } from 'react-router';
import { useMe } from '../../lib/current-user';
import { useLocalePath } from '../../lib/locale';

export default function FirmProfileRedirect() {
  const firmId = useMe().law_firm.id;
  const toPath = useLocalePath();
  return <Navigate to={toPath(`/settings/${firmId}/settings-profile`)} replace />;
}
