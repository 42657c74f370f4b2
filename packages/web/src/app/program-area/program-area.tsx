import { useEffect } from 'react';
import { ErrorBlock } from '../../components/error-block';
import { useCurrentUser } from '../../lib/current-user';
import { programByKey } from '../../lib/programs';
import { sessionStore } from '../../lib/session-store';
import { AdminProgramArea } from './admin-program-area';
import { EducatorProgramArea } from './educator-program-area';

/**
 * A program's area under its URL (lazy-loaded by the router): educators get the educator area,
 * admins the admin area. The app layer composes the features; features never import each other.
 */
export default function ProgramArea({ programKey }: { programKey: string }) {
  const user = useCurrentUser();
  const program = programByKey(programKey);

  useEffect(() => {
    // Entering a program's area makes it the current program, as Visit does.
    if (program) sessionStore.setCurrentProgram(program.key);
  }, [program]);

  if (!program || !user) return <ErrorBlock />;
  return (
    <>
      <title>{`${program.name} | Partner Portal`}</title>
      {user.type === 'ADMIN' ? (
        <AdminProgramArea program={program} />
      ) : (
        <EducatorProgramArea program={program} />
      )}
    </>
  );
}
