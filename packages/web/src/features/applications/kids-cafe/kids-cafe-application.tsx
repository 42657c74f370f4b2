import type { Program } from '@portal/domain';
import { OneStepApplication } from '../one-step-application';
import { KidsCafeApplicationDocument, KidsCafeIntakeDocument } from './application.queries';
import { KidsCafeForm } from './kids-cafe-form';
import './kids-cafe.css';

/**
 * The Kids Cafe application (spec 2 §2): /kids-cafe/application/:step/:id? with step-1 (the
 * form) and status, for site contacts, by the rules of the holder programs (OneStepApplication):
 * read-only for admins (Exit to the site's applications), once the application is no longer in
 * progress (APPROVED …), and while acceptingApplications is off. The year is the application's,
 * else the applicationYear query, else 2024.
 */
export default function KidsCafeApplication({ program }: { program: Program }) {
  return (
    <OneStepApplication
      program={program}
      className="kids-cafe-application"
      applicationDocument={KidsCafeApplicationDocument}
      applicationOf={(data) => data.applicationKidsCafe}
      idOf={(application) => application.applicationKidsCafeId}
      intakeDocument={KidsCafeIntakeDocument}
      configOf={(data) => data.programConfig}
      holderApplicationsPath={({ site }) => `${program.url}/sites/${site.siteId}/applications`}
      renderForm={(context) => <KidsCafeForm context={context} />}
    />
  );
}
