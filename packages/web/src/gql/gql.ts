/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query UserApplicationsBackpackBuddy {\n    userApplicationsBackpackBuddy {\n      id\n      schoolOrSiteName\n      applicationYear\n      termType\n      termFormatted\n      status\n      submittedAt\n    }\n  }\n": typeof types.UserApplicationsBackpackBuddyDocument,
    "\n  query AccountProgramTerms($programName: Program!, $termYear: Int) {\n    programTerms(programName: $programName, termYear: $termYear) {\n      termId\n      type\n      year\n    }\n  }\n": typeof types.AccountProgramTermsDocument,
    "\n  mutation EditProfile($input: EditProfileInput!) {\n    editProfile(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phone\n    }\n  }\n": typeof types.EditProfileDocument,
    "\n  query BackpackBuddyApplication($id: Int!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      draft\n      new\n      stepsCompleted\n      termId\n      term {\n        termId\n        type\n        year\n        termFormatted\n      }\n      isContinuation\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      programInterests\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      verifyPrincipalEmail\n      submittedAt\n      school {\n        id\n        schoolId\n        name\n        type\n        districtId\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          title\n          phone\n          email\n        }\n      }\n      agreement {\n        version\n        date\n      }\n    }\n  }\n": typeof types.BackpackBuddyApplicationDocument,
    "\n  query BackpackBuddyIntake($termYear: Int!) {\n    programTerms(programName: BACKPACK_BUDDY, termYear: $termYear) {\n      termId\n      type\n      year\n      termFormatted\n    }\n    backpackBuddyConfig {\n      schoolEnabled\n      summerEnabled\n    }\n  }\n": typeof types.BackpackBuddyIntakeDocument,
    "\n  query BackpackBuddyInProgress($schoolId: Int!, $termId: Int!, $exceptId: Int) {\n    applicationInProgressBackpackBuddy(schoolId: $schoolId, termId: $termId, exceptId: $exceptId) {\n      applicationBackpackBuddyId\n      termYear\n      starterName\n      starterEmail\n      contactEmail\n    }\n  }\n": typeof types.BackpackBuddyInProgressDocument,
    "\n  query BackpackBuddyUserApplications {\n    userApplicationsBackpackBuddy {\n      id\n      schoolOrSiteName\n      applicationYear\n      termType\n      termFormatted\n      status\n      submittedAt\n    }\n  }\n": typeof types.BackpackBuddyUserApplicationsDocument,
    "\n  mutation SaveBackpackBuddyStepOne($input: SaveApplicationStepOneInput!) {\n    saveApplicationStepOne(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": typeof types.SaveBackpackBuddyStepOneDocument,
    "\n  mutation SaveBackpackBuddyStepTwo($input: SaveApplicationStepTwoInput!) {\n    saveApplicationStepTwo(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": typeof types.SaveBackpackBuddyStepTwoDocument,
    "\n  mutation SaveBackpackBuddyStepThree($input: SaveApplicationStepThreeInput!) {\n    saveApplicationStepThree(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": typeof types.SaveBackpackBuddyStepThreeDocument,
    "\n  query ApplicationDistricts {\n    allDistricts {\n      id\n      districtId\n      name\n    }\n  }\n": typeof types.ApplicationDistrictsDocument,
    "\n  query ApplicationSchools($districtId: Int!, $schoolType: String!) {\n    allSchools(districtId: $districtId, schoolType: $schoolType) {\n      id\n      schoolId\n      name\n      districtId\n    }\n  }\n": typeof types.ApplicationSchoolsDocument,
    "\n  query ApplicationSchoolPrefill($schoolId: Int!) {\n    applicationSchool(schoolId: $schoolId) {\n      id\n      schoolId\n      address1\n      address2\n      city\n      county\n      state\n      zip\n      gradesServed\n      teamMembersBackpackBuddy {\n        teamMemberId\n        type\n        firstName\n        lastName\n        title\n        phone\n        email\n      }\n    }\n  }\n": typeof types.ApplicationSchoolPrefillDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SendPasswordResetEmailDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment SchoolContactsFields on SchoolContacts {\n    id\n    schoolId\n    name\n    lastEditedTeamMembers\n    teamMembers {\n      teamMemberId\n      type\n      firstName\n      lastName\n      title\n      phone\n      email\n    }\n  }\n": typeof types.SchoolContactsFieldsFragmentDoc,
    "\n  query SchoolContacts($schoolId: Int!) {\n    schoolContacts(schoolId: $schoolId) {\n      ...SchoolContactsFields\n    }\n  }\n": typeof types.SchoolContactsDocument,
    "\n  mutation EditSchoolContacts($input: EditSchoolContactsInput!) {\n    editSchoolContacts(input: $input) {\n      ...SchoolContactsFields\n    }\n  }\n": typeof types.EditSchoolContactsDocument,
    "\n  query BackpackBuddyNotification {\n    notification(program: BACKPACK_BUDDY) {\n      notificationId\n      text\n    }\n  }\n": typeof types.BackpackBuddyNotificationDocument,
    "\n  query SchoolReports($startDate: String!, $endDate: String!, $schoolId: Int) {\n    schoolReports(startDate: $startDate, endDate: $endDate, schoolId: $schoolId) {\n      schoolId\n      name\n      backpackBuddyId\n      termMonths {\n        termMonthId\n        termMonthFormatted\n        startDate\n        weeklyAllocation\n        monthlyAllocation\n        allocated\n        distributed\n        discarded\n        distributionDates {\n          termMonthDistributionDateId\n          date\n        }\n        distributions {\n          distributionId\n          studentName\n          studentIdNumber\n          testimonial\n          distributionDateEntries {\n            termMonthDistributionDateId\n            distributionNumber\n          }\n        }\n        distributionReport {\n          comments\n          submittedBy\n          educatorId\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.SchoolReportsDocument,
    "\n  mutation SaveDistribution($input: SaveDistributionInput!) {\n    saveDistribution(input: $input) {\n      distributionId\n    }\n  }\n": typeof types.SaveDistributionDocument,
    "\n  mutation DeleteDistributions($distributionIds: [Int!]!) {\n    deleteDistributions(distributionIds: $distributionIds)\n  }\n": typeof types.DeleteDistributionsDocument,
    "\n  mutation CopyStudents($termMonthId: Int!) {\n    copyStudents(termMonthId: $termMonthId)\n  }\n": typeof types.CopyStudentsDocument,
    "\n  mutation UploadStudents($input: UploadStudentsInput!) {\n    uploadStudents(input: $input)\n  }\n": typeof types.UploadStudentsDocument,
    "\n  mutation SubmitReport($input: SubmitReportInput!) {\n    submitReport(input: $input) {\n      comments\n      submittedBy\n      createdAt\n    }\n  }\n": typeof types.SubmitReportDocument,
    "\n  mutation DeleteReports($termMonthIds: [Int!]!) {\n    deleteReports(termMonthIds: $termMonthIds)\n  }\n": typeof types.DeleteReportsDocument,
    "\n  query StorageObjects($bucket: String!) {\n    awsObjects(bucket: $bucket) {\n      Key\n      LastModified\n      Size\n      title\n      url\n    }\n  }\n": typeof types.StorageObjectsDocument,
    "\n  query ApplicationSignatureDetails($applicationId: String!, $programName: String) {\n    applicationSignatureDetails(applicationId: $applicationId, programName: $programName) {\n      id\n      applicationId\n      schoolId\n      status\n      programName\n      submittedAt\n      signedAt\n      school {\n        name\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        organizationType\n        schoolMarketAgencyNumber\n      }\n      principal {\n        firstName\n        lastName\n        fullName\n        email\n      }\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      certifiedAgreement\n      certifiedNonDiscrimination\n      signeeName\n      signeeEmail\n      agreement {\n        version\n        date\n      }\n    }\n  }\n": typeof types.ApplicationSignatureDetailsDocument,
    "\n  mutation PrincipalSignature($input: PrincipalSignatureInput!) {\n    principalSignature(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.PrincipalSignatureDocument,
    "\n  query Surveys($schoolId: Int) {\n    surveys(schoolId: $schoolId) {\n      surveyId\n      title\n      link\n      createdAt\n    }\n  }\n": typeof types.SurveysDocument,
    "\n  query Ping {\n    health\n  }\n": typeof types.PingDocument,
    "\n  query CurrentUser {\n    educatorUser {\n      id\n      educatorId\n      firstName\n      lastName\n      fullName\n      email\n      phone\n      type\n      applicationBackpackBuddyRequired\n      applicationBackpackBuddyRequiredId\n      applicationSchoolMarketRequired\n      applicationSchoolMarketRequiredId\n      applicationTeachersAidRequired\n      applicationTeachersAidRequiredId\n      applicationKidsCafeRequired\n      applicationKidsCafeRequiredId\n      applicationPartnerServicesRequired\n      applicationPartnerServicesRequiredId\n      schools {\n        id\n        schoolId\n        name\n        districtId\n        districtName\n      }\n      sites {\n        id\n        siteId\n        name\n      }\n      organizations {\n        id\n        organizationId\n        name\n      }\n    }\n    enums {\n      name\n      options {\n        value\n        label\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  query UserApplicationsBackpackBuddy {\n    userApplicationsBackpackBuddy {\n      id\n      schoolOrSiteName\n      applicationYear\n      termType\n      termFormatted\n      status\n      submittedAt\n    }\n  }\n": types.UserApplicationsBackpackBuddyDocument,
    "\n  query AccountProgramTerms($programName: Program!, $termYear: Int) {\n    programTerms(programName: $programName, termYear: $termYear) {\n      termId\n      type\n      year\n    }\n  }\n": types.AccountProgramTermsDocument,
    "\n  mutation EditProfile($input: EditProfileInput!) {\n    editProfile(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phone\n    }\n  }\n": types.EditProfileDocument,
    "\n  query BackpackBuddyApplication($id: Int!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      draft\n      new\n      stepsCompleted\n      termId\n      term {\n        termId\n        type\n        year\n        termFormatted\n      }\n      isContinuation\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      programInterests\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      verifyPrincipalEmail\n      submittedAt\n      school {\n        id\n        schoolId\n        name\n        type\n        districtId\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          title\n          phone\n          email\n        }\n      }\n      agreement {\n        version\n        date\n      }\n    }\n  }\n": types.BackpackBuddyApplicationDocument,
    "\n  query BackpackBuddyIntake($termYear: Int!) {\n    programTerms(programName: BACKPACK_BUDDY, termYear: $termYear) {\n      termId\n      type\n      year\n      termFormatted\n    }\n    backpackBuddyConfig {\n      schoolEnabled\n      summerEnabled\n    }\n  }\n": types.BackpackBuddyIntakeDocument,
    "\n  query BackpackBuddyInProgress($schoolId: Int!, $termId: Int!, $exceptId: Int) {\n    applicationInProgressBackpackBuddy(schoolId: $schoolId, termId: $termId, exceptId: $exceptId) {\n      applicationBackpackBuddyId\n      termYear\n      starterName\n      starterEmail\n      contactEmail\n    }\n  }\n": types.BackpackBuddyInProgressDocument,
    "\n  query BackpackBuddyUserApplications {\n    userApplicationsBackpackBuddy {\n      id\n      schoolOrSiteName\n      applicationYear\n      termType\n      termFormatted\n      status\n      submittedAt\n    }\n  }\n": types.BackpackBuddyUserApplicationsDocument,
    "\n  mutation SaveBackpackBuddyStepOne($input: SaveApplicationStepOneInput!) {\n    saveApplicationStepOne(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": types.SaveBackpackBuddyStepOneDocument,
    "\n  mutation SaveBackpackBuddyStepTwo($input: SaveApplicationStepTwoInput!) {\n    saveApplicationStepTwo(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": types.SaveBackpackBuddyStepTwoDocument,
    "\n  mutation SaveBackpackBuddyStepThree($input: SaveApplicationStepThreeInput!) {\n    saveApplicationStepThree(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": types.SaveBackpackBuddyStepThreeDocument,
    "\n  query ApplicationDistricts {\n    allDistricts {\n      id\n      districtId\n      name\n    }\n  }\n": types.ApplicationDistrictsDocument,
    "\n  query ApplicationSchools($districtId: Int!, $schoolType: String!) {\n    allSchools(districtId: $districtId, schoolType: $schoolType) {\n      id\n      schoolId\n      name\n      districtId\n    }\n  }\n": types.ApplicationSchoolsDocument,
    "\n  query ApplicationSchoolPrefill($schoolId: Int!) {\n    applicationSchool(schoolId: $schoolId) {\n      id\n      schoolId\n      address1\n      address2\n      city\n      county\n      state\n      zip\n      gradesServed\n      teamMembersBackpackBuddy {\n        teamMemberId\n        type\n        firstName\n        lastName\n        title\n        phone\n        email\n      }\n    }\n  }\n": types.ApplicationSchoolPrefillDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n      message\n    }\n  }\n": types.SendPasswordResetEmailDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment SchoolContactsFields on SchoolContacts {\n    id\n    schoolId\n    name\n    lastEditedTeamMembers\n    teamMembers {\n      teamMemberId\n      type\n      firstName\n      lastName\n      title\n      phone\n      email\n    }\n  }\n": types.SchoolContactsFieldsFragmentDoc,
    "\n  query SchoolContacts($schoolId: Int!) {\n    schoolContacts(schoolId: $schoolId) {\n      ...SchoolContactsFields\n    }\n  }\n": types.SchoolContactsDocument,
    "\n  mutation EditSchoolContacts($input: EditSchoolContactsInput!) {\n    editSchoolContacts(input: $input) {\n      ...SchoolContactsFields\n    }\n  }\n": types.EditSchoolContactsDocument,
    "\n  query BackpackBuddyNotification {\n    notification(program: BACKPACK_BUDDY) {\n      notificationId\n      text\n    }\n  }\n": types.BackpackBuddyNotificationDocument,
    "\n  query SchoolReports($startDate: String!, $endDate: String!, $schoolId: Int) {\n    schoolReports(startDate: $startDate, endDate: $endDate, schoolId: $schoolId) {\n      schoolId\n      name\n      backpackBuddyId\n      termMonths {\n        termMonthId\n        termMonthFormatted\n        startDate\n        weeklyAllocation\n        monthlyAllocation\n        allocated\n        distributed\n        discarded\n        distributionDates {\n          termMonthDistributionDateId\n          date\n        }\n        distributions {\n          distributionId\n          studentName\n          studentIdNumber\n          testimonial\n          distributionDateEntries {\n            termMonthDistributionDateId\n            distributionNumber\n          }\n        }\n        distributionReport {\n          comments\n          submittedBy\n          educatorId\n          createdAt\n        }\n      }\n    }\n  }\n": types.SchoolReportsDocument,
    "\n  mutation SaveDistribution($input: SaveDistributionInput!) {\n    saveDistribution(input: $input) {\n      distributionId\n    }\n  }\n": types.SaveDistributionDocument,
    "\n  mutation DeleteDistributions($distributionIds: [Int!]!) {\n    deleteDistributions(distributionIds: $distributionIds)\n  }\n": types.DeleteDistributionsDocument,
    "\n  mutation CopyStudents($termMonthId: Int!) {\n    copyStudents(termMonthId: $termMonthId)\n  }\n": types.CopyStudentsDocument,
    "\n  mutation UploadStudents($input: UploadStudentsInput!) {\n    uploadStudents(input: $input)\n  }\n": types.UploadStudentsDocument,
    "\n  mutation SubmitReport($input: SubmitReportInput!) {\n    submitReport(input: $input) {\n      comments\n      submittedBy\n      createdAt\n    }\n  }\n": types.SubmitReportDocument,
    "\n  mutation DeleteReports($termMonthIds: [Int!]!) {\n    deleteReports(termMonthIds: $termMonthIds)\n  }\n": types.DeleteReportsDocument,
    "\n  query StorageObjects($bucket: String!) {\n    awsObjects(bucket: $bucket) {\n      Key\n      LastModified\n      Size\n      title\n      url\n    }\n  }\n": types.StorageObjectsDocument,
    "\n  query ApplicationSignatureDetails($applicationId: String!, $programName: String) {\n    applicationSignatureDetails(applicationId: $applicationId, programName: $programName) {\n      id\n      applicationId\n      schoolId\n      status\n      programName\n      submittedAt\n      signedAt\n      school {\n        name\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        organizationType\n        schoolMarketAgencyNumber\n      }\n      principal {\n        firstName\n        lastName\n        fullName\n        email\n      }\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      certifiedAgreement\n      certifiedNonDiscrimination\n      signeeName\n      signeeEmail\n      agreement {\n        version\n        date\n      }\n    }\n  }\n": types.ApplicationSignatureDetailsDocument,
    "\n  mutation PrincipalSignature($input: PrincipalSignatureInput!) {\n    principalSignature(input: $input) {\n      success\n      message\n    }\n  }\n": types.PrincipalSignatureDocument,
    "\n  query Surveys($schoolId: Int) {\n    surveys(schoolId: $schoolId) {\n      surveyId\n      title\n      link\n      createdAt\n    }\n  }\n": types.SurveysDocument,
    "\n  query Ping {\n    health\n  }\n": types.PingDocument,
    "\n  query CurrentUser {\n    educatorUser {\n      id\n      educatorId\n      firstName\n      lastName\n      fullName\n      email\n      phone\n      type\n      applicationBackpackBuddyRequired\n      applicationBackpackBuddyRequiredId\n      applicationSchoolMarketRequired\n      applicationSchoolMarketRequiredId\n      applicationTeachersAidRequired\n      applicationTeachersAidRequiredId\n      applicationKidsCafeRequired\n      applicationKidsCafeRequiredId\n      applicationPartnerServicesRequired\n      applicationPartnerServicesRequiredId\n      schools {\n        id\n        schoolId\n        name\n        districtId\n        districtName\n      }\n      sites {\n        id\n        siteId\n        name\n      }\n      organizations {\n        id\n        organizationId\n        name\n      }\n    }\n    enums {\n      name\n      options {\n        value\n        label\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserApplicationsBackpackBuddy {\n    userApplicationsBackpackBuddy {\n      id\n      schoolOrSiteName\n      applicationYear\n      termType\n      termFormatted\n      status\n      submittedAt\n    }\n  }\n"): (typeof documents)["\n  query UserApplicationsBackpackBuddy {\n    userApplicationsBackpackBuddy {\n      id\n      schoolOrSiteName\n      applicationYear\n      termType\n      termFormatted\n      status\n      submittedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountProgramTerms($programName: Program!, $termYear: Int) {\n    programTerms(programName: $programName, termYear: $termYear) {\n      termId\n      type\n      year\n    }\n  }\n"): (typeof documents)["\n  query AccountProgramTerms($programName: Program!, $termYear: Int) {\n    programTerms(programName: $programName, termYear: $termYear) {\n      termId\n      type\n      year\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditProfile($input: EditProfileInput!) {\n    editProfile(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  mutation EditProfile($input: EditProfileInput!) {\n    editProfile(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackpackBuddyApplication($id: Int!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      draft\n      new\n      stepsCompleted\n      termId\n      term {\n        termId\n        type\n        year\n        termFormatted\n      }\n      isContinuation\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      programInterests\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      verifyPrincipalEmail\n      submittedAt\n      school {\n        id\n        schoolId\n        name\n        type\n        districtId\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          title\n          phone\n          email\n        }\n      }\n      agreement {\n        version\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  query BackpackBuddyApplication($id: Int!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      draft\n      new\n      stepsCompleted\n      termId\n      term {\n        termId\n        type\n        year\n        termFormatted\n      }\n      isContinuation\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      programInterests\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      verifyPrincipalEmail\n      submittedAt\n      school {\n        id\n        schoolId\n        name\n        type\n        districtId\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          title\n          phone\n          email\n        }\n      }\n      agreement {\n        version\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackpackBuddyIntake($termYear: Int!) {\n    programTerms(programName: BACKPACK_BUDDY, termYear: $termYear) {\n      termId\n      type\n      year\n      termFormatted\n    }\n    backpackBuddyConfig {\n      schoolEnabled\n      summerEnabled\n    }\n  }\n"): (typeof documents)["\n  query BackpackBuddyIntake($termYear: Int!) {\n    programTerms(programName: BACKPACK_BUDDY, termYear: $termYear) {\n      termId\n      type\n      year\n      termFormatted\n    }\n    backpackBuddyConfig {\n      schoolEnabled\n      summerEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackpackBuddyInProgress($schoolId: Int!, $termId: Int!, $exceptId: Int) {\n    applicationInProgressBackpackBuddy(schoolId: $schoolId, termId: $termId, exceptId: $exceptId) {\n      applicationBackpackBuddyId\n      termYear\n      starterName\n      starterEmail\n      contactEmail\n    }\n  }\n"): (typeof documents)["\n  query BackpackBuddyInProgress($schoolId: Int!, $termId: Int!, $exceptId: Int) {\n    applicationInProgressBackpackBuddy(schoolId: $schoolId, termId: $termId, exceptId: $exceptId) {\n      applicationBackpackBuddyId\n      termYear\n      starterName\n      starterEmail\n      contactEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackpackBuddyUserApplications {\n    userApplicationsBackpackBuddy {\n      id\n      schoolOrSiteName\n      applicationYear\n      termType\n      termFormatted\n      status\n      submittedAt\n    }\n  }\n"): (typeof documents)["\n  query BackpackBuddyUserApplications {\n    userApplicationsBackpackBuddy {\n      id\n      schoolOrSiteName\n      applicationYear\n      termType\n      termFormatted\n      status\n      submittedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBackpackBuddyStepOne($input: SaveApplicationStepOneInput!) {\n    saveApplicationStepOne(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBackpackBuddyStepOne($input: SaveApplicationStepOneInput!) {\n    saveApplicationStepOne(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBackpackBuddyStepTwo($input: SaveApplicationStepTwoInput!) {\n    saveApplicationStepTwo(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBackpackBuddyStepTwo($input: SaveApplicationStepTwoInput!) {\n    saveApplicationStepTwo(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBackpackBuddyStepThree($input: SaveApplicationStepThreeInput!) {\n    saveApplicationStepThree(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBackpackBuddyStepThree($input: SaveApplicationStepThreeInput!) {\n    saveApplicationStepThree(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationDistricts {\n    allDistricts {\n      id\n      districtId\n      name\n    }\n  }\n"): (typeof documents)["\n  query ApplicationDistricts {\n    allDistricts {\n      id\n      districtId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationSchools($districtId: Int!, $schoolType: String!) {\n    allSchools(districtId: $districtId, schoolType: $schoolType) {\n      id\n      schoolId\n      name\n      districtId\n    }\n  }\n"): (typeof documents)["\n  query ApplicationSchools($districtId: Int!, $schoolType: String!) {\n    allSchools(districtId: $districtId, schoolType: $schoolType) {\n      id\n      schoolId\n      name\n      districtId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationSchoolPrefill($schoolId: Int!) {\n    applicationSchool(schoolId: $schoolId) {\n      id\n      schoolId\n      address1\n      address2\n      city\n      county\n      state\n      zip\n      gradesServed\n      teamMembersBackpackBuddy {\n        teamMemberId\n        type\n        firstName\n        lastName\n        title\n        phone\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationSchoolPrefill($schoolId: Int!) {\n    applicationSchool(schoolId: $schoolId) {\n      id\n      schoolId\n      address1\n      address2\n      city\n      county\n      state\n      zip\n      gradesServed\n      teamMembersBackpackBuddy {\n        teamMemberId\n        type\n        firstName\n        lastName\n        title\n        phone\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SchoolContactsFields on SchoolContacts {\n    id\n    schoolId\n    name\n    lastEditedTeamMembers\n    teamMembers {\n      teamMemberId\n      type\n      firstName\n      lastName\n      title\n      phone\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment SchoolContactsFields on SchoolContacts {\n    id\n    schoolId\n    name\n    lastEditedTeamMembers\n    teamMembers {\n      teamMemberId\n      type\n      firstName\n      lastName\n      title\n      phone\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolContacts($schoolId: Int!) {\n    schoolContacts(schoolId: $schoolId) {\n      ...SchoolContactsFields\n    }\n  }\n"): (typeof documents)["\n  query SchoolContacts($schoolId: Int!) {\n    schoolContacts(schoolId: $schoolId) {\n      ...SchoolContactsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditSchoolContacts($input: EditSchoolContactsInput!) {\n    editSchoolContacts(input: $input) {\n      ...SchoolContactsFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditSchoolContacts($input: EditSchoolContactsInput!) {\n    editSchoolContacts(input: $input) {\n      ...SchoolContactsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackpackBuddyNotification {\n    notification(program: BACKPACK_BUDDY) {\n      notificationId\n      text\n    }\n  }\n"): (typeof documents)["\n  query BackpackBuddyNotification {\n    notification(program: BACKPACK_BUDDY) {\n      notificationId\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolReports($startDate: String!, $endDate: String!, $schoolId: Int) {\n    schoolReports(startDate: $startDate, endDate: $endDate, schoolId: $schoolId) {\n      schoolId\n      name\n      backpackBuddyId\n      termMonths {\n        termMonthId\n        termMonthFormatted\n        startDate\n        weeklyAllocation\n        monthlyAllocation\n        allocated\n        distributed\n        discarded\n        distributionDates {\n          termMonthDistributionDateId\n          date\n        }\n        distributions {\n          distributionId\n          studentName\n          studentIdNumber\n          testimonial\n          distributionDateEntries {\n            termMonthDistributionDateId\n            distributionNumber\n          }\n        }\n        distributionReport {\n          comments\n          submittedBy\n          educatorId\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SchoolReports($startDate: String!, $endDate: String!, $schoolId: Int) {\n    schoolReports(startDate: $startDate, endDate: $endDate, schoolId: $schoolId) {\n      schoolId\n      name\n      backpackBuddyId\n      termMonths {\n        termMonthId\n        termMonthFormatted\n        startDate\n        weeklyAllocation\n        monthlyAllocation\n        allocated\n        distributed\n        discarded\n        distributionDates {\n          termMonthDistributionDateId\n          date\n        }\n        distributions {\n          distributionId\n          studentName\n          studentIdNumber\n          testimonial\n          distributionDateEntries {\n            termMonthDistributionDateId\n            distributionNumber\n          }\n        }\n        distributionReport {\n          comments\n          submittedBy\n          educatorId\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDistribution($input: SaveDistributionInput!) {\n    saveDistribution(input: $input) {\n      distributionId\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDistribution($input: SaveDistributionInput!) {\n    saveDistribution(input: $input) {\n      distributionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDistributions($distributionIds: [Int!]!) {\n    deleteDistributions(distributionIds: $distributionIds)\n  }\n"): (typeof documents)["\n  mutation DeleteDistributions($distributionIds: [Int!]!) {\n    deleteDistributions(distributionIds: $distributionIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyStudents($termMonthId: Int!) {\n    copyStudents(termMonthId: $termMonthId)\n  }\n"): (typeof documents)["\n  mutation CopyStudents($termMonthId: Int!) {\n    copyStudents(termMonthId: $termMonthId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadStudents($input: UploadStudentsInput!) {\n    uploadStudents(input: $input)\n  }\n"): (typeof documents)["\n  mutation UploadStudents($input: UploadStudentsInput!) {\n    uploadStudents(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReport($input: SubmitReportInput!) {\n    submitReport(input: $input) {\n      comments\n      submittedBy\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitReport($input: SubmitReportInput!) {\n    submitReport(input: $input) {\n      comments\n      submittedBy\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReports($termMonthIds: [Int!]!) {\n    deleteReports(termMonthIds: $termMonthIds)\n  }\n"): (typeof documents)["\n  mutation DeleteReports($termMonthIds: [Int!]!) {\n    deleteReports(termMonthIds: $termMonthIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorageObjects($bucket: String!) {\n    awsObjects(bucket: $bucket) {\n      Key\n      LastModified\n      Size\n      title\n      url\n    }\n  }\n"): (typeof documents)["\n  query StorageObjects($bucket: String!) {\n    awsObjects(bucket: $bucket) {\n      Key\n      LastModified\n      Size\n      title\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationSignatureDetails($applicationId: String!, $programName: String) {\n    applicationSignatureDetails(applicationId: $applicationId, programName: $programName) {\n      id\n      applicationId\n      schoolId\n      status\n      programName\n      submittedAt\n      signedAt\n      school {\n        name\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        organizationType\n        schoolMarketAgencyNumber\n      }\n      principal {\n        firstName\n        lastName\n        fullName\n        email\n      }\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      certifiedAgreement\n      certifiedNonDiscrimination\n      signeeName\n      signeeEmail\n      agreement {\n        version\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationSignatureDetails($applicationId: String!, $programName: String) {\n    applicationSignatureDetails(applicationId: $applicationId, programName: $programName) {\n      id\n      applicationId\n      schoolId\n      status\n      programName\n      submittedAt\n      signedAt\n      school {\n        name\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        organizationType\n        schoolMarketAgencyNumber\n      }\n      principal {\n        firstName\n        lastName\n        fullName\n        email\n      }\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      certifiedAgreement\n      certifiedNonDiscrimination\n      signeeName\n      signeeEmail\n      agreement {\n        version\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrincipalSignature($input: PrincipalSignatureInput!) {\n    principalSignature(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation PrincipalSignature($input: PrincipalSignatureInput!) {\n    principalSignature(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Surveys($schoolId: Int) {\n    surveys(schoolId: $schoolId) {\n      surveyId\n      title\n      link\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Surveys($schoolId: Int) {\n    surveys(schoolId: $schoolId) {\n      surveyId\n      title\n      link\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ping {\n    health\n  }\n"): (typeof documents)["\n  query Ping {\n    health\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    educatorUser {\n      id\n      educatorId\n      firstName\n      lastName\n      fullName\n      email\n      phone\n      type\n      applicationBackpackBuddyRequired\n      applicationBackpackBuddyRequiredId\n      applicationSchoolMarketRequired\n      applicationSchoolMarketRequiredId\n      applicationTeachersAidRequired\n      applicationTeachersAidRequiredId\n      applicationKidsCafeRequired\n      applicationKidsCafeRequiredId\n      applicationPartnerServicesRequired\n      applicationPartnerServicesRequiredId\n      schools {\n        id\n        schoolId\n        name\n        districtId\n        districtName\n      }\n      sites {\n        id\n        siteId\n        name\n      }\n      organizations {\n        id\n        organizationId\n        name\n      }\n    }\n    enums {\n      name\n      options {\n        value\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    educatorUser {\n      id\n      educatorId\n      firstName\n      lastName\n      fullName\n      email\n      phone\n      type\n      applicationBackpackBuddyRequired\n      applicationBackpackBuddyRequiredId\n      applicationSchoolMarketRequired\n      applicationSchoolMarketRequiredId\n      applicationTeachersAidRequired\n      applicationTeachersAidRequiredId\n      applicationKidsCafeRequired\n      applicationKidsCafeRequiredId\n      applicationPartnerServicesRequired\n      applicationPartnerServicesRequiredId\n      schools {\n        id\n        schoolId\n        name\n        districtId\n        districtName\n      }\n      sites {\n        id\n        siteId\n        name\n      }\n      organizations {\n        id\n        organizationId\n        name\n      }\n    }\n    enums {\n      name\n      options {\n        value\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;