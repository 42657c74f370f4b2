import { graphql } from '../../../gql';

/** Everything the Program Settings tabs show: config, terms, who changed what and when. */
export const AdminProgramSettingsFieldsFragment = graphql(`
  fragment AdminProgramSettingsFields on AdminProgramSettings {
    id
    program
    config {
      id
      program
      schoolEnabled
      summerEnabled
      waitlistEnabled
      acceptingApplications
      waitlisted
      applicationYear
      lastEdited
    }
    lastEdited
    lastEditedBy
    nextTermYear
    terms {
      termId
      type
      year
      termFormatted
      startDate
      endDate
    }
    history {
      ...AuditHistoryFields
    }
  }
`);

export const AdminProgramSettingsDocument = graphql(`
  query AdminProgramSettings($program: Program!) {
    adminProgramSettings(program: $program) {
      ...AdminProgramSettingsFields
    }
  }
`);

export const AdminUpdateTermSettingsDocument = graphql(`
  mutation AdminUpdateTermSettings($program: Program!, $input: AdminTermSettingsInput!) {
    adminUpdateTermSettings(program: $program, input: $input) {
      ...AdminProgramSettingsFields
    }
  }
`);

export const AdminUpdateApplicationSettingsDocument = graphql(`
  mutation AdminUpdateApplicationSettings(
    $program: Program!
    $input: AdminApplicationSettingsInput!
  ) {
    adminUpdateApplicationSettings(program: $program, input: $input) {
      ...AdminProgramSettingsFields
    }
  }
`);

export const AdminCreateNextTermsDocument = graphql(`
  mutation AdminCreateNextTerms($program: Program!, $year: Int!) {
    adminCreateNextTerms(program: $program, year: $year) {
      ...AdminProgramSettingsFields
    }
  }
`);
