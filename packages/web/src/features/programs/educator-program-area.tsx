import { ProgramLogo } from '../../components/program-logo';
import type { PortalProgram } from '../../lib/programs';

/** The educator area; its screens (application first) come with the program's application. */
export function EducatorProgramArea({ program }: { program: PortalProgram }) {
  return (
    <section className="program-area">
      <div className="program-heading">
        <ProgramLogo name={program.name} slug={program.slug} />
        <h1>{program.name}</h1>
      </div>
      <p>
        The {program.name} educator area opens with its application, which is coming soon to the
        portal.
      </p>
    </section>
  );
}
