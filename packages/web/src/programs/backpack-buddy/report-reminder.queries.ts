import { graphql } from '../../gql';

/** The last monthly report reminder about a Backpack Buddy school (issue 14 item 5). */
export const AdminSchoolReportReminderDocument = graphql(`
  query AdminSchoolReportReminder($schoolId: Int!) {
    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {
      id
      schoolId
      lastReportReminder {
        monthStart
        sentAt
        recipients
      }
    }
  }
`);
