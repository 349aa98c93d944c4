/** /my-profile without an id (the user menu's entry): the signed-in user's own profile. */
import { Navigate } from 'react-router';
import { useMe } from '../../lib/current-user';
import { useLocalePath } from '../../lib/locale';

export default function MyProfileRedirect() {
  const me = useMe();
  const toPath = useLocalePath();
  return <Navigate to={toPath(`/my-profile/${me.user.id}`)} replace />;
}
