import { enumLabel, operatingFrequencyOptions } from '@portal/domain';
import type { SchoolMarketPrintQuery } from '../../../gql/graphql';
import { PrintDetails, PrintSection } from './print-section';
import {
  ContactsSection,
  CountsSection,
  SchoolInfoSection,
  SignaturesSection,
} from './school-print-sections';
import type { PrintContact } from './school-print-sections';

type PrintData = SchoolMarketPrintQuery;
type Application = PrintData['applicationSchoolMarket'];
type Contact = NonNullable<Application['school']['principal']>;

/** The operating frequency as the form offered it: its label with the term's years. */
function operatingFrequencyLabel(application: Application): string {
  const { operatingFrequency, term } = application;
  if (!operatingFrequency) return '';
  const option = operatingFrequencyOptions(term.type, term.year).find(
    (o) => o.value === operatingFrequency,
  );
  return option?.label ?? enumLabel('operatingFrequencies', operatingFrequency);
}

/** Market type, operating frequency, and the preferred and secondary days and times. */
function MarketInfo({ application }: { application: Application }) {
  return (
    <PrintSection title="Market Information">
      <PrintDetails
        rows={[
          ['Market Type', enumLabel('schoolMarketTypes', application.marketType)],
          ['Operating Frequency', operatingFrequencyLabel(application)],
          [
            'Preferred Distribution Day',
            enumLabel('preferredDistributionDays', application.preferredDistributionDay),
          ],
          [
            'Preferred Distribution Time',
            enumLabel('preferredDistributionTimes', application.preferredDistributionTime),
          ],
          [
            'Secondary Distribution Day',
            enumLabel('preferredDistributionDays', application.secondaryPreferredDistributionDay),
          ],
          [
            'Secondary Distribution Time',
            enumLabel('preferredDistributionTimes', application.secondaryPreferredDistributionTime),
          ],
        ]}
      />
    </PrintSection>
  );
}

/** The two contacts the application names: the primary point of contact and the principal. */
function contactsOf(application: Application): PrintContact[] {
  const { primaryPointOfContact, principal } = application.school;
  const row = (type: string, contact: Contact | null | undefined) =>
    contact
      ? [{ key: type, role: enumLabel('schoolMarketTeamMemberTypes', type), ...contact }]
      : [];
  return [
    ...row('PRIMARY_POINT_OF_CONTACT', primaryPointOfContact),
    ...row('PRINCIPAL', principal),
  ];
}

/**
 * The read-only summary of a School Market application (spec 3 §2 Print screens): what the
 * school programs share, with the market's answers and the two contacts. The signer is the
 * principal, or for a Houston ISD school the primary point of contact (signerRole).
 */
export function SchoolMarketPrintSections({ data }: { data: PrintData }) {
  const application = data.applicationSchoolMarket;
  const { school, signerRole } = application;
  const signature = data.applicationSignatureDetails;
  const signer =
    signerRole === 'PRIMARY_POINT_OF_CONTACT' ? school.primaryPointOfContact : school.principal;
  return (
    <>
      <SchoolInfoSection
        application={application}
        extra={[['Agency Number', school.schoolMarketAgencyNumber]]}
      />
      <CountsSection title="Enrollment Information" application={application} />
      <MarketInfo application={application} />
      <ContactsSection title="Contacts" contacts={contactsOf(application)} />
      <SignaturesSection
        names={application}
        signerLabel={enumLabel('schoolMarketTeamMemberTypes', signerRole)}
        signer={signer ?? signature?.principal}
        signedAt={signature?.signedAt ?? application.signedAt}
        signeeName={signature?.signeeName}
        signeeEmail={signature?.signeeEmail}
      />
    </>
  );
}
