import { formatShortDate } from '@portal/domain';
import type { PortalProgram } from '../../../lib/programs';
import { SchoolContactsPairs } from './school-contacts-pairs';
import { SchoolContactsRoster } from './school-contacts-roster';
import type { SchoolDetail, SchoolDetailBinding } from './school-detail-program';

/**
 * Contacts: Backpack Buddy edits the school's roster (the shared roster table and dialog, with
 * the application's roster rules); School Market and Teachers Aid one person per role of the
 * program. Save Changes replaces the school's contacts with 'Update Successful'.
 */
export function SchoolContactsTab({
  program,
  binding,
  school,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  school: SchoolDetail;
}) {
  return (
    <section className="school-tab" aria-labelledby="school-contacts-heading">
      <h3 id="school-contacts-heading">Contacts</h3>
      {school.lastEditedTeamMembers ? (
        <p className="school-edited">Last edited {formatShortDate(school.lastEditedTeamMembers)}</p>
      ) : null}
      {binding.schoolProgram === 'BACKPACK_BUDDY' ? (
        <SchoolContactsRoster program={program} binding={binding} school={school} />
      ) : (
        <SchoolContactsPairs program={program} binding={binding} school={school} />
      )}
    </section>
  );
}
