import { graphql } from '../../../gql';

/**
 * One Kids Cafe application with its site as the application proposes it (spec 2 §7). The site's
 * fields are written out rather than spread from KidsCafeSiteFields: a fragment spread counts as
 * a level of graphql-armor's cost, which took this document over the server's limit of 500.
 */
export const KidsCafeApplicationDocument = graphql(`
  query KidsCafeApplication($id: Int!) {
    applicationKidsCafe(applicationKidsCafeId: $id) {
      id
      applicationKidsCafeId
      status
      draft
      new
      type
      applicationYear
      applicationYearDisplayed
      submittedAt
      site {
        id
        siteId
        name
        address1
        address2
        crossStreet
        city
        county
        state
        zip
        closestSchool
        primaryPointOfContact {
          type
          firstName
          lastName
          title
          phone
          email
          isSupervisor
        }
        secondaryPointOfContact {
          type
          firstName
          lastName
          title
          phone
          email
          isSupervisor
        }
      }
      siteType
      forProfit
      participatedAgriculture
      agricultureSponsor
      childcareLicense
      hasWifi
      hasRecordingDevice
      hasStorage
      receivesDeliveries
      hasMicrowave
      isTexasRisingStar
      isFederalParticipant
      isOpenEnrolledYear
      hasInfantsEnrolled
      hasAfterSchool
      startDate
      endDate
      operatingHoursStartTime
      operatingHoursEndTime
      gateCode
      numExpectedParticipants
      participantAgeRanges
      daysForService
      interestBreakfast
      breakfastStartTime
      breakfastEndTime
      breakfastNumExpectedParticipants
      interestBrunch
      brunchStartTime
      brunchEndTime
      brunchNumExpectedParticipants
      interestLunch
      lunchStartTime
      lunchEndTime
      lunchNumExpectedParticipants
      interestBogoLunch
      bogoLunchStartTime
      bogoLunchEndTime
      bogoLunchNumExpectedParticipants
      interestSnack
      snackStartTime
      snackEndTime
      snackNumExpectedParticipants
      interestSupper
      supperStartTime
      supperEndTime
      supperNumExpectedParticipants
      specialDeliveryNotes
      earliestDeliveryTime
      enrichmentPrograms
      closureDates
      fieldTrips
      referredBy
      readProgramAgreement
      nameSign
      agreeToProgramPurpose
      agreeToReimbursement
      agreeToDocumentation
      certififedVerification
    }
  }
`);

/** A site's address and its two contacts, as the application and the prefill give them. */
export const KidsCafeSiteFieldsFragment = graphql(`
  fragment KidsCafeSiteFields on KidsCafeApplicationSite {
    id
    siteId
    name
    address1
    address2
    crossStreet
    city
    county
    state
    zip
    closestSchool
    primaryPointOfContact {
      ...KidsCafeContactFields
    }
    secondaryPointOfContact {
      ...KidsCafeContactFields
    }
  }
`);

export const KidsCafeContactFieldsFragment = graphql(`
  fragment KidsCafeContactFields on KidsCafeContact {
    type
    firstName
    lastName
    title
    phone
    email
    isSupervisor
  }
`);

/** Whether intake is open (acceptingApplications) and the program waitlisted (spec 2 §3 config). */
export const KidsCafeIntakeDocument = graphql(`
  query KidsCafeIntake {
    programConfig(program: KIDS_CAFE) {
      id
      program
      acceptingApplications
      waitlisted
      applicationYear
    }
  }
`);

/** The form's site dropdown: every site (allSites). */
export const KidsCafeSitesDocument = graphql(`
  query KidsCafeSites {
    allSites {
      id
      siteId
      name
    }
  }
`);

/** A chosen site's address, and its contacts for an educator granted the site. */
export const KidsCafeSiteDocument = graphql(`
  query KidsCafeSite($siteId: Int!) {
    kidsCafeSite(siteId: $siteId) {
      ...KidsCafeSiteFields
    }
  }
`);

/** My Account's list, refetched after every save (every field, so its cache stays whole). */
export const KidsCafeUserApplicationsDocument = graphql(`
  query KidsCafeUserApplications {
    userApplicationsKidsCafe {
      id
      schoolOrSiteName
      applicationYear
      termType
      termFormatted
      status
      submittedAt
    }
  }
`);
