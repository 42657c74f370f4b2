import { enumLabel, formatPhone, formatShortDate } from '@portal/domain';
import type { BackpackBuddyPrintQuery } from '../../../gql/graphql';
import { PrintDetails, PrintSection, yesNo } from './print-section';

type PrintData = BackpackBuddyPrintQuery;
type Application = PrintData['applicationBackpackBuddy'];
type Signature = NonNullable<PrintData['applicationSignatureDetails']>;

/** Term, submission and the school as the application carries it. */
function SchoolInfo({ application }: { application: Application }) {
  const { school } = application;
  return (
    <PrintSection title="School Information">
      <PrintDetails
        rows={[
          ['Term', application.term.termFormatted],
          ['Submitted', formatShortDate(application.submittedAt)],
          ['Submitted By', application.submittedBy?.fullName],
          ['Continuation', yesNo(application.isContinuation)],
          ['School Name', school.name],
          ['School Type', enumLabel('schoolTypes', school.type)],
          ['District', school.districtName],
          ['Organization Type', enumLabel('organizationTypes', application.organizationType)],
          ['Nonprofit Organizations', application.nonProfitOrganizations],
          ['Address Line 1', school.address1],
          ['Address Line 2', school.address2],
          ['City', school.city],
          ['County', enumLabel('counties', school.county)],
          ['State', enumLabel('states', school.state)],
          ['Postal Code', school.zip],
          [
            'Grades Served',
            school.gradesServed.map((grade) => enumLabel('gradesServed', grade)).join(', '),
          ],
        ]}
      />
    </PrintSection>
  );
}

/** The participants: one row per team member of the school's Backpack Buddy roster. */
function Roster({ application }: { application: Application }) {
  const members = application.school.teamMembersBackpackBuddy;
  return (
    <PrintSection title="Participants">
      <table className="print-table">
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">Name</th>
            <th scope="col">Title</th>
            <th scope="col">Phone</th>
            <th scope="col">Email</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.teamMemberId}>
              <td>{enumLabel('backpackBuddyTeamMemberTypes', member.type)}</td>
              <th scope="row">{member.fullName}</th>
              <td>{member.title ?? ''}</td>
              <td>{formatPhone(member.phone)}</td>
              <td>{member.email ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintSection>
  );
}

/** Enrollment and lunch counts, the school's commitments and the programs it wants to hear of. */
function Answers({ application }: { application: Application }) {
  const interests = application.programInterests.map((value) =>
    enumLabel('programInterests', value),
  );
  return (
    <>
      <PrintSection title="Allotment Information">
        <PrintDetails
          rows={[
            ['Total Enrollment', application.numTotalEnrollment],
            ['Students Eligible for Free Lunch', application.numFreeLunch],
            ['Students Eligible for Reduced Lunch', application.numReducedLunch],
            ['Background Checks Certified', yesNo(application.certififedVerification)],
          ]}
        />
      </PrintSection>
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

/** The three typed names with their I Agree answers, then the principal and their signature. */
function Signatures({
  application,
  signature,
}: {
  application: Application;
  signature: Signature;
}) {
  const signed = Boolean(signature.signedAt);
  return (
    <PrintSection title="Signatures">
      <PrintDetails
        rows={[
          ['Program Purpose', application.nameSignFirst],
          ['Agrees to Program Purpose', yesNo(application.agreeToProgramPurpose)],
          ['Program Responsibilities', application.nameSignSecond],
          ['Agrees to Program Responsibilities', yesNo(application.agreeToProgramResponsibilities)],
          ['Nondiscrimination', application.nameSignThird],
          ['Agrees to Nondiscrimination', yesNo(application.agreeNondiscrimination)],
          ['Principal Name', signature.principal.fullName],
          ['Principal Email', signature.principal.email],
          ['Principal Signature', signed ? signature.signeeName : 'Not signed'],
          ['Signee Email', signed ? signature.signeeEmail : ''],
          ['Date Signed', formatShortDate(signature.signedAt)],
        ]}
      />
    </PrintSection>
  );
}

/** The read-only summary of a Backpack Buddy application (spec 3 §2 Print screens). */
export function BackpackBuddyPrintSections({ data }: { data: PrintData }) {
  const application = data.applicationBackpackBuddy;
  return (
    <>
      <SchoolInfo application={application} />
      <Roster application={application} />
      <Answers application={application} />
      {data.applicationSignatureDetails ? (
        <Signatures application={application} signature={data.applicationSignatureDetails} />
      ) : null}
    </>
  );
}
