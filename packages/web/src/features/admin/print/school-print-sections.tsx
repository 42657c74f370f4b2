import type { ReactNode } from 'react';
import { enumLabel, formatPhone, formatShortDate } from '@portal/domain';
import { Loading } from '../../../components/loading';
import type { PortalProgram } from '../../../lib/programs';
import { PrintActions } from './print-actions';
import { PrintDetails, PrintSection, yesNo } from './print-section';
import type { PrintValue } from './print-section';
import './print.css';

// The parts every school program's print summary shares (spec 3 §2 Print screens): the frame with
// Print Confirmation and Close, the school, the counts, a contacts table and the signatures. Each
// program's page adds its own sections between them.

/** The school as an application carries it. */
export interface PrintSchool {
  name: string;
  type?: string | null;
  districtName?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  county?: string | null;
  state?: string | null;
  zip?: string | null;
  gradesServed: readonly string[];
}

/** What the School Information section reads of an application. */
export interface PrintSchoolApplication {
  term: { termFormatted: string };
  status?: string | null;
  submittedAt?: string | null;
  submittedBy?: { fullName: string } | null;
  isContinuation?: boolean | null;
  organizationType?: string | null;
  nonProfitOrganizations?: string | null;
  school: PrintSchool;
}

/**
 * The page: its title, the h2, then (once loaded) the program's sections and the actions; Close
 * goes back to the school's applications.
 */
export function PrintFrame({
  program,
  closeTo,
  children,
}: {
  program: PortalProgram;
  /** Where Close goes; null while the application loads. */
  closeTo: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="print-page">
      <title>{`Print Application | ${program.name} | Partner Portal`}</title>
      <h2>{`${program.name} Application`}</h2>
      {closeTo === null ? (
        <Loading />
      ) : (
        <>
          {children}
          <PrintActions closeTo={closeTo} />
        </>
      )}
    </div>
  );
}

/** The school's applications in the program's admin area (where Close goes). */
export function schoolApplicationsPath(program: PortalProgram, schoolId: number): string {
  return `${program.url}/schools/${schoolId}/applications`;
}

/**
 * Term, status, submission and the school as the application carries it. `extra` rows (the
 * program's id of the school) follow the district.
 */
export function SchoolInfoSection({
  application,
  extra = [],
}: {
  application: PrintSchoolApplication;
  extra?: readonly [string, PrintValue][];
}) {
  const { school } = application;
  return (
    <PrintSection title="School Information">
      <PrintDetails
        rows={[
          ['Term', application.term.termFormatted],
          ['Status', enumLabel('applicationStatuses', application.status)],
          ['Submitted', formatShortDate(application.submittedAt)],
          ['Submitted By', application.submittedBy?.fullName],
          ['Continuation', yesNo(application.isContinuation)],
          ['School Name', school.name],
          ['School Type', enumLabel('schoolTypes', school.type)],
          ['District', school.districtName],
          ...extra,
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

/** Enrollment and lunch counts and the background check certification. */
export function CountsSection({
  title,
  application,
}: {
  title: string;
  application: {
    numTotalEnrollment?: number | null;
    numFreeLunch?: number | null;
    numReducedLunch?: number | null;
    certififedVerification?: boolean | null;
  };
}) {
  return (
    <PrintSection title={title}>
      <PrintDetails
        rows={[
          ['Total Enrollment', application.numTotalEnrollment],
          ['Students Eligible for Free Lunch', application.numFreeLunch],
          ['Students Eligible for Reduced Lunch', application.numReducedLunch],
          ['Background Checks Certified', yesNo(application.certififedVerification)],
        ]}
      />
    </PrintSection>
  );
}

/** A person of the application's contacts table. */
export interface PrintContact {
  key: string | number;
  role: string;
  fullName: string;
  title?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** The application's people: one row each, with role, name, title, phone and email. */
export function ContactsSection({
  title,
  contacts,
}: {
  title: string;
  contacts: readonly PrintContact[];
}) {
  return (
    <PrintSection title={title}>
      {contacts.length > 0 ? (
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
            {contacts.map((contact) => (
              <tr key={contact.key}>
                <td>{contact.role}</td>
                <th scope="row">{contact.fullName}</th>
                <td>{contact.title ?? ''}</td>
                <td>{formatPhone(contact.phone)}</td>
                <td>{contact.email ?? ''}</td>
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

/** The three typed names and I Agree answers of an application. */
export interface PrintSignatureNames {
  nameSignFirst?: string | null;
  nameSignSecond?: string | null;
  nameSignThird?: string | null;
  agreeToProgramPurpose?: boolean | null;
  agreeToProgramResponsibilities?: boolean | null;
  agreeNondiscrimination?: boolean | null;
}

/** How the summary labels one agreement section's typed name and its I Agree answer. */
export interface SignatureSectionLabel {
  name: string;
  agrees: string;
}

/** The labels of the three agreement sections, by signature slot. */
export type SignatureSectionLabels = readonly [
  SignatureSectionLabel,
  SignatureSectionLabel,
  SignatureSectionLabel,
];

/** Backpack Buddy's and School Market's three sections. */
export const DEFAULT_SIGNATURE_SECTIONS: SignatureSectionLabels = [
  { name: 'Program Purpose', agrees: 'Agrees to Program Purpose' },
  { name: 'Program Responsibilities', agrees: 'Agrees to Program Responsibilities' },
  { name: 'Nondiscrimination', agrees: 'Agrees to Nondiscrimination' },
];

/**
 * The three typed names with their I Agree answers (labelled as the program's agreement names
 * its sections: `sections`), then the signer (the principal, or whom the program has sign:
 * `signerLabel`) and, once signed, the signee and the date.
 */
export function SignaturesSection({
  names,
  sections = DEFAULT_SIGNATURE_SECTIONS,
  signerLabel = 'Principal',
  signer,
  signedAt,
  signeeName,
  signeeEmail,
}: {
  names: PrintSignatureNames;
  sections?: SignatureSectionLabels;
  signerLabel?: string;
  signer: { fullName?: string | null; email?: string | null } | null | undefined;
  signedAt: string | null | undefined;
  signeeName: string | null | undefined;
  signeeEmail: string | null | undefined;
}) {
  const signed = Boolean(signedAt);
  const [first, second, third] = sections;
  return (
    <PrintSection title="Signatures">
      <PrintDetails
        rows={[
          [first.name, names.nameSignFirst],
          [first.agrees, yesNo(names.agreeToProgramPurpose)],
          [second.name, names.nameSignSecond],
          [second.agrees, yesNo(names.agreeToProgramResponsibilities)],
          [third.name, names.nameSignThird],
          [third.agrees, yesNo(names.agreeNondiscrimination)],
          [`${signerLabel} Name`, signer?.fullName],
          [`${signerLabel} Email`, signer?.email],
          [`${signerLabel} Signature`, signed ? signeeName : 'Not signed'],
          ['Signee Email', signed ? signeeEmail : ''],
          ['Date Signed', formatShortDate(signedAt)],
        ]}
      />
    </PrintSection>
  );
}
