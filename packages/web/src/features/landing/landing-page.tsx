import { landingPrograms } from '@portal/domain';
import { useT } from '../../i18n/use-t';
import { useCurrentUser } from '../../lib/current-user';
import { useVisitProgram } from '../../lib/use-visit-program';
import { landingMessages } from './landing.messages';
import { ProgramCard } from './program-card';

/** Home: the programs of the landing page, each with its logo, summary and Visit. */
export function LandingPage() {
  const user = useCurrentUser();
  const visit = useVisitProgram();
  const t = useT();
  return (
    <section className="landing">
      <title>{t(landingMessages.title)}</title>
      <h1>{t(landingMessages.heading)}</h1>
      {user ? <p className="lead">{t(landingMessages.welcome, { name: user.firstName })}</p> : null}
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
