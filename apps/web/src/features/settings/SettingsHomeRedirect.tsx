/** /settings: the settings home lives under the firm's id, so this sends the user to their own firm's. */
import { Navigate } from 'react-router';
import { useMe } from '../../lib/current-user';
import { useLocalePath } from '../../lib/locale';

export default function SettingsHomeRedirect() {
  const firmId = useMe().law_firm.id;
  const toPath = useLocalePath();
  return <Navigate to={toPath(`/settings/${firmId}`)} replace />;
}
