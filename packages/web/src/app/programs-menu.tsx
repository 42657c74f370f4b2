import { landingPrograms } from '@portal/domain';
import { DropdownMenu } from '../components/dropdown-menu';
import { useT } from '../i18n/use-t';
import { useCurrentUser } from '../lib/current-user';
import { layoutMessages } from './layout.messages';
import { useVisitProgram } from '../lib/use-visit-program';

/** The Programs dropdown: choosing a program is the same as its Visit button. */
export function ProgramsMenu() {
  const user = useCurrentUser();
  const visit = useVisitProgram();
  const t = useT();
  const items = landingPrograms(user?.type === 'ADMIN' ? 'ADMIN' : 'EDUCATOR').map((program) => ({
    key: program.key,
    label: program.name,
    onSelect: () => visit(program),
  }));
  return <DropdownMenu label={t(layoutMessages.programs)} items={items} />;
}
