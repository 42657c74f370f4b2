import { graphql } from '../../gql';

/**
 * What the signature page shows. Anonymous visitors pass the emailed link's token as
 * applicationId; admins pass the application id and the program slug. Null: unknown or expired.
 */
export const ApplicationSignatureDetailsDocument = graphql(`
  query ApplicationSignatureDetails($applicationId: String!, $programName: String) {
    applicationSignatureDetails(applicationId: $applicationId, programName: $programName) {
      id
      applicationId
      schoolId
      status
      programName
      submittedAt
      signedAt
      school {
        name
        districtName
        address1
        address2
        city
        county
        state
        zip
        organizationType
        schoolMarketAgencyNumber
      }
      principal {
        firstName
        lastName
        fullName
        email
      }
      nameSignFirst
      nameSignSecond
      nameSignThird
      agreeToProgramPurpose
      agreeToProgramResponsibilities
      agreeNondiscrimination
      certifiedAgreement
      certifiedNonDiscrimination
      signeeName
      signeeEmail
      agreement {
        version
        date
      }
    }
  }
`);

/** The principal signs through the emailed link (id is the link's token). */
export const PrincipalSignatureDocument = graphql(`
  mutation PrincipalSignature($input: PrincipalSignatureInput!) {
    principalSignature(input: $input) {
      success
      message
    }
  }
`);
