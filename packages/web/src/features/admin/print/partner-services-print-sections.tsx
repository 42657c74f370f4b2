import { PARTNER_SERVICES_AGREEMENT_SECTIONS } from '@portal/domain/programs/partner-services';
import { enumLabel, formatPhone, formatShortDate } from '@portal/domain';
import type { PartnerServicesPrintQuery } from '../../../gql/graphql';
import {
  PrintDetails,
  PrintSection,
  contactPrintRows,
  enumLabels,
  timeSpan,
  yesNo,
} from './print-section';
import type { PrintValue } from './print-section';

type Application = PartnerServicesPrintQuery['applicationPartnerServices'];

/** The application's year and submission, and the organization as the application carries it. */
function OrganizationInfo({ application }: { application: Application }) {
  const { organization } = application;
  return (
    <PrintSection title="Organization Information">
      <PrintDetails
        rows={[
          ['Application Year', application.applicationYear],
          ['Status', enumLabel('applicationStatuses', application.status)],
          ['Submitted', formatShortDate(application.submittedAt)],
          ['Submitted By', application.submittedBy?.fullName],
          ['Continuation', yesNo(application.isContinuation)],
          ['Organization Name', organization.name],
          ['EIN', organization.einNumber],
          ['Address Line 1', organization.address1],
          ['Address Line 2', organization.address2],
          ['City', organization.city],
          ['County', enumLabel('counties', organization.county)],
          ['State', enumLabel('states', organization.state)],
          ['Postal Code', organization.zip],
          ['Phone', formatPhone(organization.phone)],
          ['Website', organization.website],
        ]}
      />
    </PrintSection>
  );
}

/** The organization's primary and secondary point of contact, as the application names them. */
function Contacts({ application }: { application: Application }) {
  const { primaryPointOfContact, secondaryPointOfContact } = application.organization;
  return (
    <PrintSection title="Contacts">
      <PrintDetails
        rows={[
          ...contactPrintRows(
            enumLabel('organizationMemberTypes', 'PRIMARY_POINT_CONTACT'),
            primaryPointOfContact,
          ),
          ...contactPrintRows(
            enumLabel('organizationMemberTypes', 'SECONDARY_POINT_CONTACT'),
            secondaryPointOfContact,
          ),
        ]}
      />
    </PrintSection>
  );
}

/** Eligibility, the services wanted and how the agency operates. */
function Services({ application: a }: { application: Application }) {
  return (
    <>
      <PrintSection title="Eligibility">
        <PrintDetails
          rows={[
            ['Nonprofit Organization', yesNo(a.isNonProfit)],
            ['Religious Organization', yesNo(a.isReligious)],
          ]}
        />
      </PrintSection>
      <PrintSection title="Services">
        <PrintDetails
          rows={[
            ['Services of Interest', enumLabels('partnerServicesServices', a.servicesInterest)],
            ['Other Service', a.servicesInterestOther],
          ]}
        />
      </PrintSection>
      <PrintSection title="Operations">
        <PrintDetails
          rows={[
            ['Days of Operation', enumLabels('daysOfWeek', a.daysOfOperation)],
            ['Operating Hours', timeSpan(a.operatingHoursStartTime, a.operatingHoursEndTime)],
            ['Gate Code', a.gateCode],
            ['People Served per Month', a.peopleServedPerMonth],
          ]}
        />
      </PrintSection>
      <PrintSection title="Storage and Food Safety">
        <PrintDetails
          rows={[
            ['Dry Storage', yesNo(a.hasDryStorage)],
            ['Cooler Storage', yesNo(a.hasCoolerStorage)],
            ['Freezer Storage', yesNo(a.hasFreezerStorage)],
            ['Food Safety Certification', yesNo(a.hasFoodSafetyCertification)],
          ]}
        />
      </PrintSection>
    </>
  );
}

/** The typed name and the three I Agree answers, with the submission date. */
function Signatures({ application: a }: { application: Application }) {
  return (
    <PrintSection title="Signatures">
      <PrintDetails
        rows={[
          ['Name', a.nameSign],
          ...PARTNER_SERVICES_AGREEMENT_SECTIONS.map((section): [string, PrintValue] => [
            `Agrees to ${section.heading}`,
            yesNo(a[section.agree]),
          ]),
          ['Information Certified True and Complete', yesNo(a.certififedVerification)],
          ['Date Submitted', formatShortDate(a.submittedAt)],
        ]}
      />
    </PrintSection>
  );
}

/**
 * The read-only summary of a Partner Services application (issue 18, as the other programs'
 * print screens of spec 3 §2): the organization, its contacts, eligibility, services, operations,
 * storage and food safety, and signatures — every section of the form.
 */
export function PartnerServicesPrintSections({ application }: { application: Application }) {
  return (
    <>
      <OrganizationInfo application={application} />
      <Contacts application={application} />
      <Services application={application} />
      <Signatures application={application} />
    </>
  );
}
