import { ProgramLogo } from '../../components/program-logo';
import type { PortalProgram } from '../../lib/programs';

/** The program's logo and name, the heading of each of its areas. */
export function ProgramHeading({ program }: { program: PortalProgram }) {
  return (
    <div className="program-heading">
      <ProgramLogo name={program.name} slug={program.slug} />
      <h1>{program.name}</h1>
    </div>
  );
}
