import {
  KIDS_CAFE_AGREEMENT_SECTIONS,
  KIDS_CAFE_CHILDCARE_SITE_TYPE,
  KIDS_CAFE_MEALS,
  KIDS_CAFE_MEAL_LABELS,
  mealFields,
} from '@portal/domain/programs/kids-cafe';
import { enumLabel, formatShortDate } from '@portal/domain';
import type { KidsCafePrintQuery } from '../../../gql/graphql';
import {
  PrintDetails,
  PrintSection,
  contactPrintRows,
  enumLabels,
  timeSpan,
  yesNo,
} from './print-section';
import type { PrintValue } from './print-section';

type Application = KidsCafePrintQuery['applicationKidsCafe'];
type Contact = NonNullable<Application['site']['primaryPointOfContact']>;

/** The application's term and submission, and the site as the application carries it. */
function SiteInfo({ application }: { application: Application }) {
  const { site } = application;
  return (
    <PrintSection title="Site Information">
      <PrintDetails
        rows={[
          ['Application Type', enumLabel('termTypes', application.type)],
          ['Application Year', application.applicationYearDisplayed],
          ['Status', enumLabel('applicationStatuses', application.status)],
          ['Submitted', formatShortDate(application.submittedAt)],
          ['Submitted By', application.submittedBy?.fullName],
          ['Continuation', yesNo(application.isContinuation)],
          ['Site Name', site.name],
          ['Site Type', enumLabel('kidsCafeSiteTypes', application.siteType)],
          ['Address Line 1', site.address1],
          ['Address Line 2', site.address2],
          ['Cross Street', site.crossStreet],
          ['City', site.city],
          ['County', enumLabel('counties', site.county)],
          ['State', enumLabel('states', site.state)],
          ['Postal Code', site.zip],
          ['Closest School', site.closestSchool],
          ['Gate Code', application.gateCode],
          ['Referred By', application.referredBy],
        ]}
      />
    </PrintSection>
  );
}

/** The nonprofit question is stored as forProfit: Yes to "nonprofit?" is forProfit false. */
const nonprofit = (forProfit: boolean | null | undefined) =>
  forProfit == null ? '' : yesNo(!forProfit);

/** The eligibility questions, with Childcare Center Information for a childcare site. */
function Eligibility({ application: a }: { application: Application }) {
  const rows: [string, PrintValue][] = [
    ['Nonprofit Organization', nonprofit(a.forProfit)],
    ['Participated in an Agriculture Program', yesNo(a.participatedAgriculture)],
    ['Agriculture Sponsor', a.agricultureSponsor],
    ['Childcare License', enumLabel('childcareLicenseTypes', a.childcareLicense)],
    ['Has Wi-Fi', yesNo(a.hasWifi)],
    ['Has a Recording Device', yesNo(a.hasRecordingDevice)],
    ['Has Storage', yesNo(a.hasStorage)],
    ['Receives Deliveries', yesNo(a.receivesDeliveries)],
  ];
  if (a.siteType === KIDS_CAFE_CHILDCARE_SITE_TYPE) {
    rows.push(
      ['Has a Microwave', yesNo(a.hasMicrowave)],
      ['Texas Rising Star', enumLabel('risingStarStatuses', a.isTexasRisingStar)],
      ['Federal Child Nutrition Program', yesNo(a.isFederalParticipant)],
      ['Open and Enrolling All Year', yesNo(a.isOpenEnrolledYear)],
      ['Infants Enrolled', yesNo(a.hasInfantsEnrolled)],
      ['After-School Program', yesNo(a.hasAfterSchool)],
    );
  }
  return (
    <PrintSection title="Eligibility Questions">
      <PrintDetails rows={rows} />
    </PrintSection>
  );
}

function contactRows(role: string, contact: Contact | null | undefined): [string, PrintValue][] {
  return [...contactPrintRows(role, contact), [`${role} Supervisor`, yesNo(contact?.isSupervisor)]];
}

/** The site's primary and secondary point of contact, as the application names them. */
function Contacts({ application }: { application: Application }) {
  const { primaryPointOfContact, secondaryPointOfContact } = application.site;
  return (
    <PrintSection title="Contacts">
      <PrintDetails
        rows={[
          ...contactRows(
            enumLabel('kidsCafeSiteMemberTypes', 'PRIMARY_POINT_CONTACT'),
            primaryPointOfContact,
          ),
          ...contactRows(
            enumLabel('kidsCafeSiteMemberTypes', 'SECONDARY_POINT_CONTACT'),
            secondaryPointOfContact,
          ),
        ]}
      />
    </PrintSection>
  );
}

/** Dates, hours, participants, their ages and the days of service. */
function Service({ application: a }: { application: Application }) {
  return (
    <>
      <PrintSection title="Service Dates and Times">
        <PrintDetails
          rows={[
            ['Start Date', a.startDate],
            ['End Date', a.endDate],
            ['Operating Hours', timeSpan(a.operatingHoursStartTime, a.operatingHoursEndTime)],
            ['Expected Participants', a.numExpectedParticipants],
          ]}
        />
      </PrintSection>
      <PrintSection title="Participant Ages">
        <p>{enumLabels('participantAgeRanges', a.participantAgeRanges) || 'None'}</p>
      </PrintSection>
      <PrintSection title="Days for Service">
        <p>{enumLabels('daysForService', a.daysForService) || 'None'}</p>
      </PrintSection>
    </>
  );
}

/** The meals chosen, each with its times and expected participants. */
function Meals({ application }: { application: Application }) {
  const chosen = KIDS_CAFE_MEALS.filter((meal) => application[mealFields(meal).interest]);
  return (
    <PrintSection title="Meal Services">
      {chosen.length > 0 ? (
        <table className="print-table">
          <thead>
            <tr>
              <th scope="col">Meal</th>
              <th scope="col">Start Time</th>
              <th scope="col">End Time</th>
              <th scope="col">Expected Participants</th>
            </tr>
          </thead>
          <tbody>
            {chosen.map((meal) => {
              const f = mealFields(meal);
              return (
                <tr key={meal}>
                  <th scope="row">{KIDS_CAFE_MEAL_LABELS[meal]}</th>
                  <td>{application[f.startTime] ?? ''}</td>
                  <td>{application[f.endTime] ?? ''}</td>
                  <td>{application[f.numExpectedParticipants] ?? ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>None</p>
      )}
    </PrintSection>
  );
}

/** A free-text answer of the form, its line breaks kept. */
function TextSection({ title, text }: { title: string; text: string | null | undefined }) {
  return (
    <PrintSection title={title}>
      <p className="print-text">{text || 'None'}</p>
    </PrintSection>
  );
}

/** The typed name, the agreement read and the three I Agree answers, with the submission date. */
function Signatures({ application: a }: { application: Application }) {
  return (
    <PrintSection title="Signatures">
      <PrintDetails
        rows={[
          ['Name', a.nameSign],
          ['Read the Program Agreement', yesNo(a.readProgramAgreement)],
          ...KIDS_CAFE_AGREEMENT_SECTIONS.map((section): [string, PrintValue] => [
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
 * The read-only summary of a Kids Cafe application (spec 3 §2 Print screens): site info,
 * eligibility questions, contacts, service dates and times, ages, days, meal services with
 * times and counts, delivery notes, closures, field trips and signatures.
 */
export function KidsCafePrintSections({ application }: { application: Application }) {
  return (
    <>
      <SiteInfo application={application} />
      <Eligibility application={application} />
      <Contacts application={application} />
      <Service application={application} />
      <Meals application={application} />
      <PrintSection title="Delivery Notes">
        <PrintDetails
          rows={[
            ['Earliest Delivery Time', application.earliestDeliveryTime],
            ['Special Delivery Notes', application.specialDeliveryNotes],
          ]}
        />
      </PrintSection>
      <TextSection title="Enrichment Programs" text={application.enrichmentPrograms} />
      <TextSection title="Closures" text={application.closureDates} />
      <TextSection title="Field Trips" text={application.fieldTrips} />
      <Signatures application={application} />
    </>
  );
}
