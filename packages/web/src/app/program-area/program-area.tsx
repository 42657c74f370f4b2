import { useEffect } from 'react';
import { ErrorBlock } from '../../components/error-block';
import { useT } from '../../i18n/use-t';
import { useCurrentUser } from '../../lib/current-user';
import { programByKey } from '../../lib/programs';
import { sessionStore } from '../../lib/session-store';
import { webProgram } from '../../programs/registry';
import { appMessages } from '../app.messages';
import { AdminProgramArea } from './admin-program-area';
import { EducatorProgramArea } from './educator-program-area';

/**
 * A program's area under its URL (lazy-loaded by the router, with the web registry): educators
 * get the educator area, admins the admin area, both built from the program's web module. The
 * app layer and the program modules compose the features; features never import each other.
 */
export default function ProgramArea({ programKey }: { programKey: string }) {
  const user = useCurrentUser();
  const program = programByKey(programKey);
  const t = useT();

  useEffect(() => {
    // Entering a program's area makes it the current program, as Visit does.
    if (program) sessionStore.setCurrentProgram(program.key);
  }, [program]);

  if (!program || !user) return <ErrorBlock />;
  const module = webProgram(program.key);
  return (
    <>
      <title>{t(appMessages.programTitle, { program: program.name })}</title>
      {user.type === 'ADMIN' ? (
        <AdminProgramArea module={module} />
      ) : (
        <EducatorProgramArea module={module} />
      )}
    </>
  );
}
