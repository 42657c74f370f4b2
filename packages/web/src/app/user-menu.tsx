import { DropdownMenu } from '../components/dropdown-menu';
import type { MenuItem } from '../components/dropdown-menu';
import { useCurrentUser } from '../lib/current-user';
import { canSeeMyAccount, programByKey } from '../lib/programs';
import { useSession } from '../lib/session-store';
import { useLogout } from '../lib/use-logout';

/** The dropdown labelled with the user's full name: My Account (when allowed) and Log Out. */
export function UserMenu() {
  const user = useCurrentUser();
  const { currentProgram } = useSession();
  const logout = useLogout();
  if (!user) return null;
  const program = programByKey(currentProgram);
  const items: MenuItem[] = [];
  if (canSeeMyAccount(user, program)) {
    items.push({ key: 'account', label: 'My Account', to: `${program.url}/account/applications` });
  }
  items.push({ key: 'logout', label: 'Log Out', onSelect: () => void logout() });
  return <DropdownMenu label={user.fullName} items={items} align="end" />;
}
