import { graphql } from '../../../gql';

/** A point of contact as the Kids Cafe print screen shows it. */
export const KidsCafePrintContactFieldsFragment = graphql(`
  fragment KidsCafePrintContactFields on KidsCafeContact {
    type
    fullName
    title
    phone
    email
    isSupervisor
  }
`);

/**
 * Everything the Kids Cafe print screen shows, in one request: the application with its site
 * and both points of contact (no principal signs a Kids Cafe application).
 */
export const KidsCafePrintDocument = graphql(`
  query KidsCafePrint($id: Int!) {
    applicationKidsCafe(applicationKidsCafeId: $id) {
      id
      applicationKidsCafeId
      status
      type
      applicationYearDisplayed
      isContinuation
      new
      submittedAt
      submittedBy {
        fullName
        email
      }
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
          ...KidsCafePrintContactFields
        }
        secondaryPointOfContact {
          ...KidsCafePrintContactFields
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
