import { useId } from 'react';
import { Button } from '../../components/button';
import { ProgramLogo } from '../../components/program-logo';
import { useLanguage, useT } from '../../i18n/use-t';
import type { PortalProgram } from '../../lib/programs';
import { landingMessages } from './landing.messages';

/** A program's card: its name (a proper name, the same in both languages), summary and Visit. */
export function ProgramCard({ program, onVisit }: { program: PortalProgram; onVisit: () => void }) {
  const headingId = useId();
  const t = useT();
  const summary = useLanguage() === 'es' ? program.spanish.summary : program.summary;
  return (
    <article className="card program-card" aria-labelledby={headingId}>
      <ProgramLogo name={program.name} slug={program.slug} />
      <h2 id={headingId}>{program.name}</h2>
      <p className="program-summary">{summary}</p>
      <Button onClick={onVisit} aria-describedby={headingId}>
        {t(landingMessages.visit)}
      </Button>
    </article>
  );
}
