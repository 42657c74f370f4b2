import { landingPrograms } from '@portal/domain';
import { useCurrentUser } from '../../lib/current-user';
import { useVisitProgram } from '../../lib/use-visit-program';
import { ProgramCard } from './program-card';

/** Home: the programs of the landing page, each with its logo, summary and Visit. */
export function LandingPage() {
  const user = useCurrentUser();
  const visit = useVisitProgram();
  return (
    <section className="landing">
      <title>Programs | Partner Portal</title>
      <h1>Programs</h1>
      {user ? (
        <p className="lead">Welcome, {user.firstName}. Choose a program to continue.</p>
      ) : null}
      <ul className="program-grid">
        {landingPrograms(user?.type === 'ADMIN' ? 'ADMIN' : 'EDUCATOR').map((program) => (
          <li key={program.key}>
            <ProgramCard program={program} onVisit={() => visit(program)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
