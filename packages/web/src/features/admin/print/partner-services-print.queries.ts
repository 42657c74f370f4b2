import { graphql } from '../../../gql';

/** A point of contact as the Partner Services print screen shows it. */
export const PartnerServicesPrintContactFieldsFragment = graphql(`
  fragment PartnerServicesPrintContactFields on PartnerServicesContact {
    type
    fullName
    title
    phone
    email
  }
`);

/**
 * Everything the Partner Services print screen shows, in one request: the application with the
 * organization as it carries it and both points of contact (no one signs but the applicant).
 */
export const PartnerServicesPrintDocument = graphql(`
  query PartnerServicesPrint($id: Int!) {
    applicationPartnerServices(applicationPartnerServicesId: $id) {
      id
      applicationPartnerServicesId
      status
      applicationYear
      isContinuation
      new
      createdAt
      submittedAt
      submittedBy {
        fullName
        email
      }
      organization {
        id
        organizationId
        name
        einNumber
        address1
        address2
        city
        county
        state
        zip
        phone
        website
        primaryPointOfContact {
          ...PartnerServicesPrintContactFields
        }
        secondaryPointOfContact {
          ...PartnerServicesPrintContactFields
        }
      }
      daysOfOperation
      operatingHoursStartTime
      operatingHoursEndTime
      gateCode
      isNonProfit
      isReligious
      servicesInterest
      servicesInterestOther
      peopleServedPerMonth
      hasDryStorage
      hasCoolerStorage
      hasFreezerStorage
      hasFoodSafetyCertification
      nameSign
      agreeToProgramPurpose
      agreeNondiscrimination
      agreeNoReligiousActivity
      certififedVerification
    }
  }
`);
