import { useId } from 'react';
import { Button } from '../../components/button';
import { ProgramLogo } from '../../components/program-logo';
import type { PortalProgram } from '../../lib/programs';

export function ProgramCard({ program, onVisit }: { program: PortalProgram; onVisit: () => void }) {
  const headingId = useId();
  return (
    <article className="card program-card" aria-labelledby={headingId}>
      <ProgramLogo name={program.name} slug={program.slug} />
      <h2 id={headingId}>{program.name}</h2>
      <p className="program-summary">{program.summary}</p>
      <Button onClick={onVisit} aria-describedby={headingId}>
        Visit
      </Button>
    </article>
  );
}
