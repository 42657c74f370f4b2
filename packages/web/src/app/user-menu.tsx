import { DropdownMenu } from '../components/dropdown-menu';
import type { MenuItem } from '../components/dropdown-menu';
import { useT } from '../i18n/use-t';
import { useCurrentUser } from '../lib/current-user';
import { canSeeMyAccount, programByKey } from '../lib/programs';
import { useSession } from '../lib/session-store';
import { useLogout } from '../lib/use-logout';
import { layoutMessages } from './layout.messages';

/** The dropdown labelled with the user's full name: My Account (when allowed) and Log Out. */
export function UserMenu() {
  const user = useCurrentUser();
  const { currentProgram } = useSession();
  const logout = useLogout();
  const t = useT();
  if (!user) return null;
  const program = programByKey(currentProgram);
  const items: MenuItem[] = [];
  if (canSeeMyAccount(user, program)) {
    items.push({
      key: 'account',
      label: t(layoutMessages.myAccount),
      to: `${program.url}/account/applications`,
    });
  }
  items.push({ key: 'logout', label: t(layoutMessages.logOut), onSelect: () => void logout() });
  return <DropdownMenu label={user.fullName} items={items} align="end" />;
}
