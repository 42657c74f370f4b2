import { graphql } from '../../../gql';

/** A contact of the organization as the application and the prefill give it. */
export const PartnerServicesContactFieldsFragment = graphql(`
  fragment PartnerServicesContactFields on PartnerServicesContact {
    type
    firstName
    lastName
    title
    phone
    email
  }
`);

/** The organization's details and its two contacts, as the application and the prefill give them. */
export const PartnerServicesOrganizationFieldsFragment = graphql(`
  fragment PartnerServicesOrganizationFields on PartnerServicesApplicationOrganization {
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
      ...PartnerServicesContactFields
    }
    secondaryPointOfContact {
      ...PartnerServicesContactFields
    }
  }
`);

/** One Partner Services application with its organization as the application proposes it. */
export const PartnerServicesApplicationDocument = graphql(`
  query PartnerServicesApplication($id: Int!) {
    applicationPartnerServices(applicationPartnerServicesId: $id) {
      id
      applicationPartnerServicesId
      status
      draft
      new
      applicationYear
      submittedAt
      organization {
        ...PartnerServicesOrganizationFields
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

/** Whether intake is open (acceptingApplications) and the year the admins accept. */
export const PartnerServicesIntakeDocument = graphql(`
  query PartnerServicesIntake {
    programConfig(program: PARTNER_SERVICES) {
      id
      program
      acceptingApplications
      applicationYear
    }
  }
`);

/** The caller's organizations (their grants), for "Which organization are you applying for?". */
export const PartnerServicesOrganizationOptionsDocument = graphql(`
  query PartnerServicesOrganizationOptions {
    userOrganizationOptions {
      id
      organizationId
      name
    }
  }
`);

/** A chosen organization's profile and contacts, to prefill the form. */
export const PartnerServicesOrganizationDocument = graphql(`
  query PartnerServicesOrganization($organizationId: Int!) {
    partnerServicesOrganization(organizationId: $organizationId) {
      ...PartnerServicesOrganizationFields
    }
  }
`);
