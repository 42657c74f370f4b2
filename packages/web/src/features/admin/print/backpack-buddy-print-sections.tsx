import { enumLabel } from '@portal/domain';
import type { BackpackBuddyPrintQuery } from '../../../gql/graphql';
import { PrintDetails, PrintSection, yesNo } from './print-section';
import {
  ContactsSection,
  CountsSection,
  SchoolInfoSection,
  SignaturesSection,
} from './school-print-sections';

type PrintData = BackpackBuddyPrintQuery;
type Application = PrintData['applicationBackpackBuddy'];

/** The school's commitments and the programs it wants to hear of. */
function Answers({ application }: { application: Application }) {
  const interests = application.programInterests.map((value) =>
    enumLabel('programInterests', value),
  );
  return (
    <>
      <PrintSection title="Willingness">
        <PrintDetails
          rows={[
            ['Will help with media events', yesNo(application.willHelpMediaEvents)],
            [
              'Will share food bank information with families',
              yesNo(application.willDistributeInfo),
            ],
            [
              'Send program emails to the Secondary Coordinator',
              yesNo(application.emailSecondaryCoordinator),
            ],
          ]}
        />
      </PrintSection>
      <PrintSection title="Programs Interested">
        {interests.length > 0 ? (
          <ul className="print-list">
            {interests.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        ) : (
          <p>None</p>
        )}
      </PrintSection>
    </>
  );
}

/** The read-only summary of a Backpack Buddy application (spec 3 §2 Print screens). */
export function BackpackBuddyPrintSections({ data }: { data: PrintData }) {
  const application = data.applicationBackpackBuddy;
  const signature = data.applicationSignatureDetails;
  // The participants: one row per team member of the school's Backpack Buddy roster.
  const roster = application.school.teamMembersBackpackBuddy.map((member, index) => ({
    key: member.teamMemberId ?? `member-${index}`,
    role: enumLabel('backpackBuddyTeamMemberTypes', member.type),
    fullName: member.fullName,
    title: member.title,
    phone: member.phone,
    email: member.email,
  }));
  return (
    <>
      <SchoolInfoSection application={application} />
      <ContactsSection title="Participants" contacts={roster} />
      <CountsSection title="Allotment Information" application={application} />
      <Answers application={application} />
      {signature ? (
        <SignaturesSection
          names={application}
          signer={signature.principal}
          signedAt={signature.signedAt}
          signeeName={signature.signeeName}
          signeeEmail={signature.signeeEmail}
        />
      ) : null}
    </>
  );
}
