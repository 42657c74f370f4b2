import type { PortalProgram } from '../../lib/programs';
import { EducatorAreaScreen, hasEducatorArea } from './lazy-screens';
import { ProgramHeading } from './program-heading';

/** The educator area: the program's own (lazy) area where it has one, else a short note. */
export function EducatorProgramArea({ program }: { program: PortalProgram }) {
  return (
    <section className="program-area">
      <ProgramHeading program={program} />
      {hasEducatorArea(program) ? (
        <EducatorAreaScreen program={program} />
      ) : (
        <p>
          The {program.name} educator area opens with its application, which is coming soon to the
          portal.
        </p>
      )}
    </section>
  );
}
