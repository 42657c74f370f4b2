import { formatShortDate, isBuilt } from '@portal/domain';
import type { PortalProgram } from '../../../lib/programs';
import { SchoolContactsPairs } from './school-contacts-pairs';
import { SchoolContactsRoster } from './school-contacts-roster';
import type { SchoolDetail, SchoolDetailBinding } from './school-detail-program';

/**
 * Contacts, by the program entry's contacts rule: 'roster' (Backpack Buddy) edits the school's
 * roster (the shared roster table and dialog, with the application's roster rules); 'pairs'
 * (School Market, Teachers Aid) one person per role of the entry's contact types. Save Changes
 * replaces the school's contacts with 'Update Successful'.
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
  const contacts = program.contacts;
  return (
    <section className="school-tab" aria-labelledby="school-contacts-heading">
      <h3 id="school-contacts-heading">Contacts</h3>
      {school.lastEditedTeamMembers ? (
        <p className="school-edited">Last edited {formatShortDate(school.lastEditedTeamMembers)}</p>
      ) : null}
      {/* The Contacts detail tab is notBuilt wherever the entry's contacts are. */}
      {!isBuilt(contacts) ? null : contacts.rule === 'roster' ? (
        <SchoolContactsRoster program={program} binding={binding} school={school} />
      ) : (
        <SchoolContactsPairs
          program={program}
          binding={binding}
          school={school}
          contacts={contacts}
        />
      )}
    </section>
  );
}
