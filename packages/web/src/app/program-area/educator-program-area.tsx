import { lazy } from 'react';
import { isBuilt } from '@portal/domain';
import { useT } from '../../i18n/use-t';
import type { WebProgramModule } from '../../programs/web-program';
import { appMessages } from '../app.messages';
import { Suspended } from './area-screens';
import { ProgramHeading } from './program-heading';

// The educator area is its own chunk: admins never download it.
const EducatorArea = lazy(() => import('./educator-area'));

/**
 * The educator area: the program's screens where its module has built its application or its
 * start page (every program has its start page; one without its form lands there), else a
 * short note.
 */
export function EducatorProgramArea({ module }: { module: WebProgramModule }) {
  const { program } = module;
  const t = useT();
  const opens = isBuilt(module.application) || isBuilt(module.startPage);
  return (
    <section className="program-area">
      <ProgramHeading program={program} />
      {opens ? (
        <Suspended>
          <EducatorArea module={module} />
        </Suspended>
      ) : (
        <p>{t(appMessages.areaComingSoon, { program: program.name })}</p>
      )}
    </section>
  );
}
