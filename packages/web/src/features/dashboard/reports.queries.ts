import { graphql } from '../../gql';

/** The term months of the schools in a date range, with their students and reports. */
export const SchoolReportsDocument = graphql(`
  query SchoolReports($startDate: String!, $endDate: String!, $schoolId: Int) {
    schoolReports(startDate: $startDate, endDate: $endDate, schoolId: $schoolId) {
      schoolId
      name
      backpackBuddyId
      termMonths {
        termMonthId
        termMonthFormatted
        startDate
        weeklyAllocation
        monthlyAllocation
        allocated
        distributed
        discarded
        distributionDates {
          termMonthDistributionDateId
          date
        }
        distributions {
          distributionId
          studentName
          studentIdNumber
          testimonial
          distributionDateEntries {
            termMonthDistributionDateId
            distributionNumber
          }
        }
        distributionReport {
          comments
          submittedBy
          educatorId
          createdAt
        }
      }
    }
  }
`);

export const SaveDistributionDocument = graphql(`
  mutation SaveDistribution($input: SaveDistributionInput!) {
    saveDistribution(input: $input) {
      distributionId
    }
  }
`);

export const DeleteDistributionsDocument = graphql(`
  mutation DeleteDistributions($distributionIds: [Int!]!) {
    deleteDistributions(distributionIds: $distributionIds)
  }
`);

export const CopyStudentsDocument = graphql(`
  mutation CopyStudents($termMonthId: Int!) {
    copyStudents(termMonthId: $termMonthId)
  }
`);

export const UploadStudentsDocument = graphql(`
  mutation UploadStudents($input: UploadStudentsInput!) {
    uploadStudents(input: $input)
  }
`);

export const SubmitReportDocument = graphql(`
  mutation SubmitReport($input: SubmitReportInput!) {
    submitReport(input: $input) {
      comments
      submittedBy
      createdAt
    }
  }
`);

export const DeleteReportsDocument = graphql(`
  mutation DeleteReports($termMonthIds: [Int!]!) {
    deleteReports(termMonthIds: $termMonthIds)
  }
`);
