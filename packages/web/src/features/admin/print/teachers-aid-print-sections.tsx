import { enumLabel, formatPercent, formatPhone } from '@portal/domain';
import { TEACHERS_AID_SECTION_HEADINGS } from '@portal/domain/programs/teachers-aid';
import type { TeachersAidPrintQuery } from '../../../gql/graphql';
import { PrintDetails, PrintSection } from './print-section';
import {
  ContactsSection,
  CountsSection,
  SchoolInfoSection,
  SignaturesSection,
} from './school-print-sections';
import type { PrintContact, SignatureSectionLabels } from './school-print-sections';

type PrintData = TeachersAidPrintQuery;
type Application = PrintData['applicationTeachersAid'];
type Contact = NonNullable<Application['school']['principal']>;
type Teacher = Application['teachers'][number];

const certified = (heading: string) => ({ name: heading, agrees: `Certified ${heading}` });
/**
 * Teachers Aid's agreement sections (the domain's headings): its I Agree boxes are the step 3
 * certifications (certifiedProgramRules, certifiedAgreement, certifiedNonDiscrimination).
 */
const TEACHERS_AID_SIGNATURE_SECTIONS: SignatureSectionLabels = [
  certified(TEACHERS_AID_SECTION_HEADINGS[1]),
  certified(TEACHERS_AID_SECTION_HEADINGS[2]),
  certified(TEACHERS_AID_SECTION_HEADINGS[3]),
];

/** The staff's shares by group: stored as fractions, shown as percentages ('25%'). */
function StaffDemographics({ application }: { application: Application }) {
  return (
    <PrintSection title="Staff Demographics">
      <PrintDetails
        rows={[
          ['Asian', formatPercent(application.demographicAsian)],
          ['Black', formatPercent(application.demographicBlack)],
          ['Hispanic', formatPercent(application.demographicHispanic)],
          ['White', formatPercent(application.demographicWhite)],
        ]}
      />
    </PrintSection>
  );
}

/** The two contacts the application names: the site coordinator and the principal. */
function contactsOf(application: Application): PrintContact[] {
  const { siteCoordinator, principal } = application.school;
  const row = (type: string, contact: Contact | null | undefined) =>
    contact ? [{ key: type, role: enumLabel('teachersAidTeamMemberTypes', type), ...contact }] : [];
  return [...row('SITE_COORDINATOR', siteCoordinator), ...row('PRINCIPAL', principal)];
}

/** Labels of enumeration values, comma separated. */
function labels(name: 'gradesTaught' | 'subjectsTaught', values: readonly string[]): string {
  return values.map((value) => enumLabel(name, value)).join(', ');
}

/**
 * The roster: one row per teacher with name, email, phone, grades taught, subjects, students
 * per year and the proxy teacher who shops for them.
 */
function TeacherRoster({ teachers }: { teachers: readonly Teacher[] }) {
  return (
    <PrintSection title="Teacher Roster">
      {teachers.length > 0 ? (
        <table className="print-table" aria-label="Teacher Roster">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Grades Taught</th>
              <th scope="col">Subjects</th>
              <th scope="col">Students per Year</th>
              <th scope="col">Proxy Teacher</th>
            </tr>
          </thead>
          <tbody>
            {teachers.map((teacher) => (
              <tr key={teacher.teacherId}>
                <th scope="row">{`${teacher.firstName} ${teacher.lastName}`}</th>
                <td>{teacher.email}</td>
                <td>{formatPhone(teacher.phone)}</td>
                <td>{labels('gradesTaught', teacher.gradesTaught)}</td>
                <td>{labels('subjectsTaught', teacher.subjectsTaught)}</td>
                <td>{teacher.numStudentsTaughtPerYear ?? ''}</td>
                <td>{teacher.proxyTeacher ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>None</p>
      )}
    </PrintSection>
  );
}

/**
 * The read-only summary of a Teachers Aid application (spec 3 §2 Print screens): what the school
 * programs share, with the staff demographics, the site coordinator and principal, and the
 * teacher roster. The principal signs.
 */
export function TeachersAidPrintSections({ data }: { data: PrintData }) {
  const application = data.applicationTeachersAid;
  const { school } = application;
  const signature = data.applicationSignatureDetails;
  return (
    <>
      <SchoolInfoSection
        application={application}
        extra={[['School Number', school.teachersAidSchoolNumber]]}
      />
      <CountsSection title="Enrollment Information" application={application} />
      <StaffDemographics application={application} />
      <ContactsSection title="Contacts" contacts={contactsOf(application)} />
      <TeacherRoster teachers={application.teachers} />
      <SignaturesSection
        names={{
          nameSignFirst: application.nameSignFirst,
          nameSignSecond: application.nameSignSecond,
          nameSignThird: application.nameSignThird,
          agreeToProgramPurpose: application.certifiedProgramRules,
          agreeToProgramResponsibilities: application.certifiedAgreement,
          agreeNondiscrimination: application.certifiedNonDiscrimination,
        }}
        sections={TEACHERS_AID_SIGNATURE_SECTIONS}
        signer={school.principal ?? signature?.principal}
        signedAt={signature?.signedAt ?? application.signedAt}
        signeeName={signature?.signeeName}
        signeeEmail={signature?.signeeEmail}
      />
    </>
  );
}
