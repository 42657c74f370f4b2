import { graphql } from '../../gql';

/**
 * The term months of the schools in a date range. Every school's months come with their figures
 * and report; the dates and students only with `students` (one school open: the server refuses
 * students without a schoolId). Each student's counts follow the month's distributionDates.
 */
export const SchoolReportsDocument = graphql(`
  query SchoolReports($startDate: String!, $endDate: String!, $schoolId: Int, $students: Boolean!) {
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
        studentCount
        distributionDates @include(if: $students) {
          termMonthDistributionDateId
          date
        }
        distributions @include(if: $students) {
          distributionId
          studentName
          studentIdNumber
          testimonial
          counts
        }
        distributionReport {
          comments @include(if: $students)
          submittedBy
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
