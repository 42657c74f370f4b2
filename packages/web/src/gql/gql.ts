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
    "\n  fragment AllocationFields on AdminSchool {\n    id\n    schoolId\n    termMonths {\n      termMonthId\n      startDate\n      monthlyAllocation\n      termFormattedShort\n    }\n    allocationEntries {\n      allocationEntryId\n      weeklyAllocation\n      updatedBy\n      createdAt\n    }\n  }\n": typeof types.AllocationFieldsFragmentDoc,
    "\n  query AdminSchoolAllocations($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...AllocationFields\n    }\n  }\n": typeof types.AdminSchoolAllocationsDocument,
    "\n  mutation AdminSaveAllocation($schoolId: Int!, $weeklyAllocation: String!) {\n    adminSaveAllocation(schoolId: $schoolId, weeklyAllocation: $weeklyAllocation) {\n      ...AllocationFields\n    }\n  }\n": typeof types.AdminSaveAllocationDocument,
    "\n  mutation AdminDeleteAllocationEntry($allocationEntryId: Int!) {\n    adminDeleteAllocationEntry(allocationEntryId: $allocationEntryId) {\n      ...AllocationFields\n    }\n  }\n": typeof types.AdminDeleteAllocationEntryDocument,
    "\n  fragment AuditHistoryFields on AuditEntry {\n    id\n    action\n    entityType\n    entityId\n    actorName\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n": typeof types.AuditHistoryFieldsFragmentDoc,
    "\n  query AdminDistricts {\n    adminDistricts {\n      id\n      districtId\n      name\n      deletedAt\n      schoolCount\n    }\n  }\n": typeof types.AdminDistrictsDocument,
    "\n  fragment AdminDistrictDetailFields on AdminDistrict {\n    id\n    districtId\n    name\n    deletedAt\n    updatedAt\n    schoolCount\n    schools\n    history {\n      ...AuditHistoryFields\n    }\n  }\n": typeof types.AdminDistrictDetailFieldsFragmentDoc,
    "\n  query AdminDistrictDetails($districtId: Int!) {\n    adminDistrictDetails(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n": typeof types.AdminDistrictDetailsDocument,
    "\n  mutation AdminUpdateDistrict($input: AdminUpdateDistrictInput!) {\n    adminUpdateDistrict(input: $input) {\n      ...AdminDistrictDetailFields\n    }\n  }\n": typeof types.AdminUpdateDistrictDocument,
    "\n  mutation AdminArchiveDistrict($districtId: Int!) {\n    adminArchiveDistrict(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n": typeof types.AdminArchiveDistrictDocument,
    "\n  mutation AdminRestoreDistrict($districtId: Int!) {\n    adminRestoreDistrict(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n": typeof types.AdminRestoreDistrictDocument,
    "\n  fragment AdminEmailFields on AdminEmail {\n    id\n    emailId\n    key\n    name\n    recipients\n    mergeTags\n    mergeTagDetails {\n      name\n      description\n      sample\n      link\n    }\n    status\n    subjectLine\n    messageBody\n    lastEdited\n    lastEditedBy\n  }\n": typeof types.AdminEmailFieldsFragmentDoc,
    "\n  query AdminEmails {\n    adminEmails {\n      ...AdminEmailFields\n    }\n  }\n": typeof types.AdminEmailsDocument,
    "\n  mutation AdminEditEmails($emails: [AdminEmailInput!]!) {\n    adminEmails: adminEditEmails(emails: $emails) {\n      ...AdminEmailFields\n    }\n  }\n": typeof types.AdminEditEmailsDocument,
    "\n  fragment FoodSafetyFields on AdminSchool {\n    id\n    schoolId\n    foodSafetyStatus\n    foodSafetyExpirationDate\n    foodSafetyCertificate\n    foodSafetyEntries {\n      foodSafetyEntryId\n      completedBy\n      completionDate\n      expirationDate\n    }\n  }\n": typeof types.FoodSafetyFieldsFragmentDoc,
    "\n  query AdminSchoolFoodSafety($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...FoodSafetyFields\n    }\n  }\n": typeof types.AdminSchoolFoodSafetyDocument,
    "\n  mutation AdminUpdateFoodSafety(\n    $schoolId: Int!\n    $completedBy: String!\n    $completionDate: String!\n    $expirationDate: String!\n  ) {\n    adminUpdateFoodSafety(\n      schoolId: $schoolId\n      completedBy: $completedBy\n      completionDate: $completionDate\n      expirationDate: $expirationDate\n    ) {\n      ...FoodSafetyFields\n    }\n  }\n": typeof types.AdminUpdateFoodSafetyDocument,
    "\n  mutation AdminDeleteFoodSafetyEntry($foodSafetyEntryId: Int!) {\n    adminDeleteFoodSafetyEntry(foodSafetyEntryId: $foodSafetyEntryId) {\n      ...FoodSafetyFields\n    }\n  }\n": typeof types.AdminDeleteFoodSafetyEntryDocument,
    "\n  mutation AdminUpdateFoodSafetyStatus($schoolId: Int!, $foodSafetyStatus: String!) {\n    adminUpdateFoodSafetyStatus(schoolId: $schoolId, foodSafetyStatus: $foodSafetyStatus) {\n      ...FoodSafetyFields\n    }\n  }\n": typeof types.AdminUpdateFoodSafetyStatusDocument,
    "\n  query AdminStorageObjects($bucket: String!) {\n    awsObjects(bucket: $bucket) {\n      Key\n      LastModified\n      Size\n      title\n      url\n    }\n  }\n": typeof types.AdminStorageObjectsDocument,
    "\n  mutation UploadS3Object($file: File!, $bucket: String!, $title: String!) {\n    uploadS3Object(file: $file, bucket: $bucket, title: $title) {\n      Key\n    }\n  }\n": typeof types.UploadS3ObjectDocument,
    "\n  mutation DeleteS3Object($key: String!, $bucket: String!) {\n    deleteS3Object(key: $key, bucket: $bucket)\n  }\n": typeof types.DeleteS3ObjectDocument,
    "\n  query AdminSurveys {\n    surveys {\n      surveyId\n      title\n      link\n      createdAt\n    }\n  }\n": typeof types.AdminSurveysDocument,
    "\n  mutation AdminCreateSurvey($title: String!, $link: String!) {\n    adminCreateSurvey(title: $title, link: $link) {\n      surveyId\n    }\n  }\n": typeof types.AdminCreateSurveyDocument,
    "\n  mutation AdminDeleteSurvey($surveyId: Int!) {\n    adminDeleteSurvey(surveyId: $surveyId) {\n      surveyId\n    }\n  }\n": typeof types.AdminDeleteSurveyDocument,
    "\n  fragment AdminNotificationFields on AdminNotification {\n    id\n    notificationId\n    program\n    text\n    lastEdited\n    lastEditedBy\n  }\n": typeof types.AdminNotificationFieldsFragmentDoc,
    "\n  query AdminNotification($program: Program!) {\n    adminNotification(program: $program) {\n      ...AdminNotificationFields\n    }\n  }\n": typeof types.AdminNotificationDocument,
    "\n  mutation AdminEditNotification($notificationId: Int!, $text: String!) {\n    adminEditNotification(notificationId: $notificationId, text: $text) {\n      ...AdminNotificationFields\n    }\n  }\n": typeof types.AdminEditNotificationDocument,
    "\n  query BackpackBuddyPrint($id: Int!, $applicationId: String!, $programName: String!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      new\n      isContinuation\n      term {\n        termId\n        termFormatted\n      }\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      programInterests\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      submittedAt\n      submittedBy {\n        fullName\n        email\n      }\n      school {\n        id\n        schoolId\n        name\n        type\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          fullName\n          title\n          phone\n          email\n        }\n      }\n    }\n    applicationSignatureDetails(applicationId: $applicationId, programName: $programName) {\n      id\n      signedAt\n      principal {\n        fullName\n        email\n      }\n      signeeName\n      signeeEmail\n    }\n  }\n": typeof types.BackpackBuddyPrintDocument,
    "\n  fragment SchoolDetailFields on AdminSchool {\n    id\n    schoolId\n    program\n    name\n    type\n    address1\n    address2\n    city\n    county\n    state\n    zip\n    districtId\n    districtName\n    gradesServed\n    notes\n    deletedAt\n    lastEdited\n    lastEditedTeamMembers\n    programId\n    programStatus\n    programStatusUpdatedAt\n    approvedApplicationId\n    numTotalEnrollment\n    numReducedLunch\n    numFreeLunch\n    participatedLastYear\n    teamMembers {\n      teamMemberId\n      type\n      firstName\n      lastName\n      title\n      phone\n      email\n    }\n    applications {\n      applicationId\n      termId\n      termFormattedShort\n      submittedAt\n      submittedByName\n      isContinuation\n      status\n      createdAt\n      signerReview {\n        namedEmail\n        onRecordEmail\n      }\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n": typeof types.SchoolDetailFieldsFragmentDoc,
    "\n  query AdminSchoolBackpackBuddy($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n": typeof types.AdminSchoolBackpackBuddyDocument,
    "\n  query AdminSchoolSchoolMarket($schoolId: Int!) {\n    school: adminSchoolSchoolMarket(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n": typeof types.AdminSchoolSchoolMarketDocument,
    "\n  query AdminSchoolTeachersAid($schoolId: Int!) {\n    school: adminSchoolTeachersAid(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n": typeof types.AdminSchoolTeachersAidDocument,
    "\n  query SchoolDetailDistricts {\n    allDistricts {\n      id\n      districtId\n      name\n    }\n  }\n": typeof types.SchoolDetailDistrictsDocument,
    "\n  mutation AdminUpdateSchoolProfile($input: AdminUpdateSchoolProfileInput!) {\n    adminUpdateSchoolProfile(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n": typeof types.AdminUpdateSchoolProfileDocument,
    "\n  mutation AdminUpdateSchoolContacts($input: AdminUpdateSchoolContactsInput!) {\n    adminUpdateSchoolContacts(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n": typeof types.AdminUpdateSchoolContactsDocument,
    "\n  mutation AdminUpdateProgramStatus($input: AdminUpdateProgramStatusInput!) {\n    adminUpdateProgramStatus(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n": typeof types.AdminUpdateProgramStatusDocument,
    "\n  mutation AdminUpdateApplications($input: AdminUpdateApplicationsInput!) {\n    adminUpdateApplications(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n": typeof types.AdminUpdateApplicationsDocument,
    "\n  mutation AdminDeleteApplication($program: SchoolProgram!, $applicationId: Int!) {\n    adminDeleteApplication(program: $program, applicationId: $applicationId) {\n      ...SchoolDetailFields\n    }\n  }\n": typeof types.AdminDeleteApplicationDocument,
    "\n  mutation ResendPrincipalSignatureEmail($program: SchoolProgram!, $applicationId: Int!) {\n    resendPrincipalSignatureEmail(program: $program, applicationId: $applicationId)\n  }\n": typeof types.ResendPrincipalSignatureEmailDocument,
    "\n  mutation AdminArchiveSchool($schoolId: Int!) {\n    adminArchiveSchool(schoolId: $schoolId)\n  }\n": typeof types.AdminArchiveSchoolDocument,
    "\n  mutation AdminRestoreSchool($schoolId: Int!) {\n    adminRestoreSchool(schoolId: $schoolId)\n  }\n": typeof types.AdminRestoreSchoolDocument,
    "\n  mutation AdminDeleteSchool($schoolId: Int!) {\n    adminDeleteSchool(schoolId: $schoolId)\n  }\n": typeof types.AdminDeleteSchoolDocument,
    "\n  query SchoolListTerms($programName: Program!) {\n    programTerms(programName: $programName) {\n      termId\n      termFormattedShort\n    }\n  }\n": typeof types.SchoolListTermsDocument,
    "\n  fragment SchoolListRowFields on AdminSchoolListRow {\n    schoolId\n    name\n    districtName\n    city\n    programId\n    programStatus\n    returning\n    principalName\n    principalEmail\n    contactName\n    contactEmail\n    deletedAt\n    applications {\n      applicationId\n      status\n    }\n  }\n": typeof types.SchoolListRowFieldsFragmentDoc,
    "\n  fragment SchoolExportRowFields on AdminSchoolListRow {\n    ...SchoolListRowFields\n    address1\n    county\n    zip\n    contactPhone\n    applications {\n      termFormattedShort\n      submittedAt\n      submittedByName\n      isContinuation\n      numTotalEnrollment\n      numReducedLunch\n      numFreeLunch\n    }\n  }\n": typeof types.SchoolExportRowFieldsFragmentDoc,
    "\n  query SchoolListBackpackBuddy($termId: Int) {\n    schools: schoolsBackpackBuddy(termId: $termId) {\n      ...SchoolListRowFields\n      foodSafetyCertificate\n      foodSafetyExpirationDate\n    }\n  }\n": typeof types.SchoolListBackpackBuddyDocument,
    "\n  query SchoolListSchoolMarket($termId: Int) {\n    schools: schoolsSchoolMarket(termId: $termId) {\n      ...SchoolListRowFields\n    }\n  }\n": typeof types.SchoolListSchoolMarketDocument,
    "\n  query SchoolListTeachersAid($termId: Int) {\n    schools: schoolsTeachersAid(termId: $termId) {\n      ...SchoolListRowFields\n    }\n  }\n": typeof types.SchoolListTeachersAidDocument,
    "\n  query SchoolExportBackpackBuddy($termId: Int) {\n    schools: schoolsBackpackBuddy(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n": typeof types.SchoolExportBackpackBuddyDocument,
    "\n  query SchoolExportSchoolMarket($termId: Int) {\n    schools: schoolsSchoolMarket(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n": typeof types.SchoolExportSchoolMarketDocument,
    "\n  query SchoolExportTeachersAid($termId: Int) {\n    schools: schoolsTeachersAid(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n": typeof types.SchoolExportTeachersAidDocument,
    "\n  fragment AdminProgramSettingsFields on AdminProgramSettings {\n    id\n    program\n    config {\n      id\n      program\n      schoolEnabled\n      summerEnabled\n      waitlistEnabled\n      acceptingApplications\n      waitlisted\n      applicationYear\n      lastEdited\n    }\n    lastEdited\n    lastEditedBy\n    nextTermYear\n    terms {\n      termId\n      type\n      year\n      termFormatted\n      startDate\n      endDate\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n": typeof types.AdminProgramSettingsFieldsFragmentDoc,
    "\n  query AdminProgramSettings($program: Program!) {\n    adminProgramSettings(program: $program) {\n      ...AdminProgramSettingsFields\n    }\n  }\n": typeof types.AdminProgramSettingsDocument,
    "\n  mutation AdminUpdateTermSettings($program: Program!, $input: AdminTermSettingsInput!) {\n    adminUpdateTermSettings(program: $program, input: $input) {\n      ...AdminProgramSettingsFields\n    }\n  }\n": typeof types.AdminUpdateTermSettingsDocument,
    "\n  mutation AdminUpdateApplicationSettings(\n    $program: Program!\n    $input: AdminApplicationSettingsInput!\n  ) {\n    adminUpdateApplicationSettings(program: $program, input: $input) {\n      ...AdminProgramSettingsFields\n    }\n  }\n": typeof types.AdminUpdateApplicationSettingsDocument,
    "\n  mutation AdminCreateNextTerms($program: Program!, $year: Int!) {\n    adminCreateNextTerms(program: $program, year: $year) {\n      ...AdminProgramSettingsFields\n    }\n  }\n": typeof types.AdminCreateNextTermsDocument,
    "\n  query EducatorUsers {\n    educatorUsers {\n      id\n      educatorId\n      firstName\n      lastName\n      email\n      phone\n      createdAt\n      deletedAt\n      schools {\n        id\n        schoolId\n        name\n        districtId\n        districtName\n      }\n    }\n  }\n": typeof types.EducatorUsersDocument,
    "\n  fragment AdminEducatorUserFields on AdminEducatorUser {\n    id\n    educatorId\n    firstName\n    lastName\n    fullName\n    email\n    phone\n    createdAt\n    updatedAt\n    deletedAt\n    schools {\n      id\n      schoolId\n      name\n      districtId\n      districtName\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n": typeof types.AdminEducatorUserFieldsFragmentDoc,
    "\n  query AdminEducatorUserDetails($educatorId: Int!) {\n    adminEducatorUserDetails(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n": typeof types.AdminEducatorUserDetailsDocument,
    "\n  query AdminSchoolOptions {\n    adminSchoolOptions {\n      id\n      schoolId\n      name\n      districtId\n      districtName\n    }\n  }\n": typeof types.AdminSchoolOptionsDocument,
    "\n  mutation AdminUpdateEducatorUser($input: AdminUpdateEducatorUserInput!) {\n    adminUpdateEducatorUser(input: $input) {\n      ...AdminEducatorUserFields\n    }\n  }\n": typeof types.AdminUpdateEducatorUserDocument,
    "\n  mutation AdminDeleteEducatorUser($educatorId: Int!) {\n    adminDeleteEducatorUser(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n": typeof types.AdminDeleteEducatorUserDocument,
    "\n  mutation AdminRestoreEducatorUser($educatorId: Int!) {\n    adminRestoreEducatorUser(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n": typeof types.AdminRestoreEducatorUserDocument,
    "\n  mutation AdminSendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.AdminSendPasswordResetEmailDocument,
    "\n  query BackpackBuddyApplication($id: Int!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      heldForReview\n      draft\n      new\n      stepsCompleted\n      termId\n      term {\n        termId\n        type\n        year\n        termFormatted\n      }\n      isContinuation\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      programInterests\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      verifyPrincipalEmail\n      submittedAt\n      school {\n        id\n        schoolId\n        name\n        type\n        districtId\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          title\n          phone\n          email\n        }\n      }\n      agreement {\n        version\n        date\n      }\n    }\n  }\n": typeof types.BackpackBuddyApplicationDocument,
    "\n  query BackpackBuddyIntake($termYear: Int!) {\n    programTerms(programName: BACKPACK_BUDDY, termYear: $termYear) {\n      termId\n      type\n      year\n      termFormatted\n    }\n    backpackBuddyConfig {\n      schoolEnabled\n      summerEnabled\n    }\n  }\n": typeof types.BackpackBuddyIntakeDocument,
    "\n  query BackpackBuddyInProgress($schoolId: Int!, $termId: Int!, $exceptId: Int) {\n    applicationInProgressBackpackBuddy(schoolId: $schoolId, termId: $termId, exceptId: $exceptId) {\n      applicationBackpackBuddyId\n      termYear\n      starterName\n      starterEmail\n      contactEmail\n    }\n  }\n": typeof types.BackpackBuddyInProgressDocument,
    "\n  query BackpackBuddyUserApplications {\n    userApplicationsBackpackBuddy {\n      id\n      schoolOrSiteName\n      applicationYear\n      termType\n      termFormatted\n      status\n      submittedAt\n    }\n  }\n": typeof types.BackpackBuddyUserApplicationsDocument,
    "\n  mutation SaveBackpackBuddyStepOne($input: SaveApplicationStepOneInput!) {\n    saveApplicationStepOne(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": typeof types.SaveBackpackBuddyStepOneDocument,
    "\n  mutation SaveBackpackBuddyStepTwo($input: SaveApplicationStepTwoInput!) {\n    saveApplicationStepTwo(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": typeof types.SaveBackpackBuddyStepTwoDocument,
    "\n  mutation SaveBackpackBuddyStepThree($input: SaveApplicationStepThreeInput!) {\n    saveApplicationStepThree(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": typeof types.SaveBackpackBuddyStepThreeDocument,
    "\n  query ApplicationDistricts {\n    allDistricts {\n      id\n      districtId\n      name\n    }\n  }\n": typeof types.ApplicationDistrictsDocument,
    "\n  query ApplicationSchools($districtId: Int!, $schoolType: String!) {\n    allSchools(districtId: $districtId, schoolType: $schoolType) {\n      id\n      schoolId\n      name\n      districtId\n    }\n  }\n": typeof types.ApplicationSchoolsDocument,
    "\n  query ApplicationSchoolPrefill($schoolId: Int!) {\n    applicationSchool(schoolId: $schoolId) {\n      id\n      schoolId\n      address1\n      address2\n      city\n      county\n      state\n      zip\n      gradesServed\n      teamMembersBackpackBuddy {\n        teamMemberId\n        type\n        firstName\n        lastName\n        title\n        phone\n        email\n      }\n    }\n  }\n": typeof types.ApplicationSchoolPrefillDocument,
    "\n  query StartPage($program: Program!, $termYear: Int, $withTerms: Boolean!) {\n    programConfig(program: $program) {\n      id\n      program\n      schoolEnabled\n      summerEnabled\n      waitlistEnabled\n      acceptingApplications\n      waitlisted\n      applicationYear\n    }\n    programTerms(programName: $program, termYear: $termYear) @include(if: $withTerms) {\n      termId\n      type\n      year\n    }\n  }\n": typeof types.StartPageDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      expiresAt\n      userType\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      expiresAt\n      userType\n    }\n  }\n": typeof types.RegisterDocument,
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
    "\n  mutation Upload($file: File!, $bucket: String!, $title: String!) {\n    uploadS3Object(file: $file, bucket: $bucket, title: $title) {\n      Key\n    }\n  }\n": typeof types.UploadDocument,
    "\n  query AdminSchoolReportReminder($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      id\n      schoolId\n      lastReportReminder {\n        monthStart\n        sentAt\n        recipients\n      }\n    }\n  }\n": typeof types.AdminSchoolReportReminderDocument,
};
const documents: Documents = {
    "\n  query UserApplicationsBackpackBuddy {\n    userApplicationsBackpackBuddy {\n      id\n      schoolOrSiteName\n      applicationYear\n      termType\n      termFormatted\n      status\n      submittedAt\n    }\n  }\n": types.UserApplicationsBackpackBuddyDocument,
    "\n  query AccountProgramTerms($programName: Program!, $termYear: Int) {\n    programTerms(programName: $programName, termYear: $termYear) {\n      termId\n      type\n      year\n    }\n  }\n": types.AccountProgramTermsDocument,
    "\n  mutation EditProfile($input: EditProfileInput!) {\n    editProfile(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phone\n    }\n  }\n": types.EditProfileDocument,
    "\n  fragment AllocationFields on AdminSchool {\n    id\n    schoolId\n    termMonths {\n      termMonthId\n      startDate\n      monthlyAllocation\n      termFormattedShort\n    }\n    allocationEntries {\n      allocationEntryId\n      weeklyAllocation\n      updatedBy\n      createdAt\n    }\n  }\n": types.AllocationFieldsFragmentDoc,
    "\n  query AdminSchoolAllocations($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...AllocationFields\n    }\n  }\n": types.AdminSchoolAllocationsDocument,
    "\n  mutation AdminSaveAllocation($schoolId: Int!, $weeklyAllocation: String!) {\n    adminSaveAllocation(schoolId: $schoolId, weeklyAllocation: $weeklyAllocation) {\n      ...AllocationFields\n    }\n  }\n": types.AdminSaveAllocationDocument,
    "\n  mutation AdminDeleteAllocationEntry($allocationEntryId: Int!) {\n    adminDeleteAllocationEntry(allocationEntryId: $allocationEntryId) {\n      ...AllocationFields\n    }\n  }\n": types.AdminDeleteAllocationEntryDocument,
    "\n  fragment AuditHistoryFields on AuditEntry {\n    id\n    action\n    entityType\n    entityId\n    actorName\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n": types.AuditHistoryFieldsFragmentDoc,
    "\n  query AdminDistricts {\n    adminDistricts {\n      id\n      districtId\n      name\n      deletedAt\n      schoolCount\n    }\n  }\n": types.AdminDistrictsDocument,
    "\n  fragment AdminDistrictDetailFields on AdminDistrict {\n    id\n    districtId\n    name\n    deletedAt\n    updatedAt\n    schoolCount\n    schools\n    history {\n      ...AuditHistoryFields\n    }\n  }\n": types.AdminDistrictDetailFieldsFragmentDoc,
    "\n  query AdminDistrictDetails($districtId: Int!) {\n    adminDistrictDetails(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n": types.AdminDistrictDetailsDocument,
    "\n  mutation AdminUpdateDistrict($input: AdminUpdateDistrictInput!) {\n    adminUpdateDistrict(input: $input) {\n      ...AdminDistrictDetailFields\n    }\n  }\n": types.AdminUpdateDistrictDocument,
    "\n  mutation AdminArchiveDistrict($districtId: Int!) {\n    adminArchiveDistrict(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n": types.AdminArchiveDistrictDocument,
    "\n  mutation AdminRestoreDistrict($districtId: Int!) {\n    adminRestoreDistrict(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n": types.AdminRestoreDistrictDocument,
    "\n  fragment AdminEmailFields on AdminEmail {\n    id\n    emailId\n    key\n    name\n    recipients\n    mergeTags\n    mergeTagDetails {\n      name\n      description\n      sample\n      link\n    }\n    status\n    subjectLine\n    messageBody\n    lastEdited\n    lastEditedBy\n  }\n": types.AdminEmailFieldsFragmentDoc,
    "\n  query AdminEmails {\n    adminEmails {\n      ...AdminEmailFields\n    }\n  }\n": types.AdminEmailsDocument,
    "\n  mutation AdminEditEmails($emails: [AdminEmailInput!]!) {\n    adminEmails: adminEditEmails(emails: $emails) {\n      ...AdminEmailFields\n    }\n  }\n": types.AdminEditEmailsDocument,
    "\n  fragment FoodSafetyFields on AdminSchool {\n    id\n    schoolId\n    foodSafetyStatus\n    foodSafetyExpirationDate\n    foodSafetyCertificate\n    foodSafetyEntries {\n      foodSafetyEntryId\n      completedBy\n      completionDate\n      expirationDate\n    }\n  }\n": types.FoodSafetyFieldsFragmentDoc,
    "\n  query AdminSchoolFoodSafety($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...FoodSafetyFields\n    }\n  }\n": types.AdminSchoolFoodSafetyDocument,
    "\n  mutation AdminUpdateFoodSafety(\n    $schoolId: Int!\n    $completedBy: String!\n    $completionDate: String!\n    $expirationDate: String!\n  ) {\n    adminUpdateFoodSafety(\n      schoolId: $schoolId\n      completedBy: $completedBy\n      completionDate: $completionDate\n      expirationDate: $expirationDate\n    ) {\n      ...FoodSafetyFields\n    }\n  }\n": types.AdminUpdateFoodSafetyDocument,
    "\n  mutation AdminDeleteFoodSafetyEntry($foodSafetyEntryId: Int!) {\n    adminDeleteFoodSafetyEntry(foodSafetyEntryId: $foodSafetyEntryId) {\n      ...FoodSafetyFields\n    }\n  }\n": types.AdminDeleteFoodSafetyEntryDocument,
    "\n  mutation AdminUpdateFoodSafetyStatus($schoolId: Int!, $foodSafetyStatus: String!) {\n    adminUpdateFoodSafetyStatus(schoolId: $schoolId, foodSafetyStatus: $foodSafetyStatus) {\n      ...FoodSafetyFields\n    }\n  }\n": types.AdminUpdateFoodSafetyStatusDocument,
    "\n  query AdminStorageObjects($bucket: String!) {\n    awsObjects(bucket: $bucket) {\n      Key\n      LastModified\n      Size\n      title\n      url\n    }\n  }\n": types.AdminStorageObjectsDocument,
    "\n  mutation UploadS3Object($file: File!, $bucket: String!, $title: String!) {\n    uploadS3Object(file: $file, bucket: $bucket, title: $title) {\n      Key\n    }\n  }\n": types.UploadS3ObjectDocument,
    "\n  mutation DeleteS3Object($key: String!, $bucket: String!) {\n    deleteS3Object(key: $key, bucket: $bucket)\n  }\n": types.DeleteS3ObjectDocument,
    "\n  query AdminSurveys {\n    surveys {\n      surveyId\n      title\n      link\n      createdAt\n    }\n  }\n": types.AdminSurveysDocument,
    "\n  mutation AdminCreateSurvey($title: String!, $link: String!) {\n    adminCreateSurvey(title: $title, link: $link) {\n      surveyId\n    }\n  }\n": types.AdminCreateSurveyDocument,
    "\n  mutation AdminDeleteSurvey($surveyId: Int!) {\n    adminDeleteSurvey(surveyId: $surveyId) {\n      surveyId\n    }\n  }\n": types.AdminDeleteSurveyDocument,
    "\n  fragment AdminNotificationFields on AdminNotification {\n    id\n    notificationId\n    program\n    text\n    lastEdited\n    lastEditedBy\n  }\n": types.AdminNotificationFieldsFragmentDoc,
    "\n  query AdminNotification($program: Program!) {\n    adminNotification(program: $program) {\n      ...AdminNotificationFields\n    }\n  }\n": types.AdminNotificationDocument,
    "\n  mutation AdminEditNotification($notificationId: Int!, $text: String!) {\n    adminEditNotification(notificationId: $notificationId, text: $text) {\n      ...AdminNotificationFields\n    }\n  }\n": types.AdminEditNotificationDocument,
    "\n  query BackpackBuddyPrint($id: Int!, $applicationId: String!, $programName: String!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      new\n      isContinuation\n      term {\n        termId\n        termFormatted\n      }\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      programInterests\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      submittedAt\n      submittedBy {\n        fullName\n        email\n      }\n      school {\n        id\n        schoolId\n        name\n        type\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          fullName\n          title\n          phone\n          email\n        }\n      }\n    }\n    applicationSignatureDetails(applicationId: $applicationId, programName: $programName) {\n      id\n      signedAt\n      principal {\n        fullName\n        email\n      }\n      signeeName\n      signeeEmail\n    }\n  }\n": types.BackpackBuddyPrintDocument,
    "\n  fragment SchoolDetailFields on AdminSchool {\n    id\n    schoolId\n    program\n    name\n    type\n    address1\n    address2\n    city\n    county\n    state\n    zip\n    districtId\n    districtName\n    gradesServed\n    notes\n    deletedAt\n    lastEdited\n    lastEditedTeamMembers\n    programId\n    programStatus\n    programStatusUpdatedAt\n    approvedApplicationId\n    numTotalEnrollment\n    numReducedLunch\n    numFreeLunch\n    participatedLastYear\n    teamMembers {\n      teamMemberId\n      type\n      firstName\n      lastName\n      title\n      phone\n      email\n    }\n    applications {\n      applicationId\n      termId\n      termFormattedShort\n      submittedAt\n      submittedByName\n      isContinuation\n      status\n      createdAt\n      signerReview {\n        namedEmail\n        onRecordEmail\n      }\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n": types.SchoolDetailFieldsFragmentDoc,
    "\n  query AdminSchoolBackpackBuddy($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n": types.AdminSchoolBackpackBuddyDocument,
    "\n  query AdminSchoolSchoolMarket($schoolId: Int!) {\n    school: adminSchoolSchoolMarket(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n": types.AdminSchoolSchoolMarketDocument,
    "\n  query AdminSchoolTeachersAid($schoolId: Int!) {\n    school: adminSchoolTeachersAid(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n": types.AdminSchoolTeachersAidDocument,
    "\n  query SchoolDetailDistricts {\n    allDistricts {\n      id\n      districtId\n      name\n    }\n  }\n": types.SchoolDetailDistrictsDocument,
    "\n  mutation AdminUpdateSchoolProfile($input: AdminUpdateSchoolProfileInput!) {\n    adminUpdateSchoolProfile(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n": types.AdminUpdateSchoolProfileDocument,
    "\n  mutation AdminUpdateSchoolContacts($input: AdminUpdateSchoolContactsInput!) {\n    adminUpdateSchoolContacts(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n": types.AdminUpdateSchoolContactsDocument,
    "\n  mutation AdminUpdateProgramStatus($input: AdminUpdateProgramStatusInput!) {\n    adminUpdateProgramStatus(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n": types.AdminUpdateProgramStatusDocument,
    "\n  mutation AdminUpdateApplications($input: AdminUpdateApplicationsInput!) {\n    adminUpdateApplications(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n": types.AdminUpdateApplicationsDocument,
    "\n  mutation AdminDeleteApplication($program: SchoolProgram!, $applicationId: Int!) {\n    adminDeleteApplication(program: $program, applicationId: $applicationId) {\n      ...SchoolDetailFields\n    }\n  }\n": types.AdminDeleteApplicationDocument,
    "\n  mutation ResendPrincipalSignatureEmail($program: SchoolProgram!, $applicationId: Int!) {\n    resendPrincipalSignatureEmail(program: $program, applicationId: $applicationId)\n  }\n": types.ResendPrincipalSignatureEmailDocument,
    "\n  mutation AdminArchiveSchool($schoolId: Int!) {\n    adminArchiveSchool(schoolId: $schoolId)\n  }\n": types.AdminArchiveSchoolDocument,
    "\n  mutation AdminRestoreSchool($schoolId: Int!) {\n    adminRestoreSchool(schoolId: $schoolId)\n  }\n": types.AdminRestoreSchoolDocument,
    "\n  mutation AdminDeleteSchool($schoolId: Int!) {\n    adminDeleteSchool(schoolId: $schoolId)\n  }\n": types.AdminDeleteSchoolDocument,
    "\n  query SchoolListTerms($programName: Program!) {\n    programTerms(programName: $programName) {\n      termId\n      termFormattedShort\n    }\n  }\n": types.SchoolListTermsDocument,
    "\n  fragment SchoolListRowFields on AdminSchoolListRow {\n    schoolId\n    name\n    districtName\n    city\n    programId\n    programStatus\n    returning\n    principalName\n    principalEmail\n    contactName\n    contactEmail\n    deletedAt\n    applications {\n      applicationId\n      status\n    }\n  }\n": types.SchoolListRowFieldsFragmentDoc,
    "\n  fragment SchoolExportRowFields on AdminSchoolListRow {\n    ...SchoolListRowFields\n    address1\n    county\n    zip\n    contactPhone\n    applications {\n      termFormattedShort\n      submittedAt\n      submittedByName\n      isContinuation\n      numTotalEnrollment\n      numReducedLunch\n      numFreeLunch\n    }\n  }\n": types.SchoolExportRowFieldsFragmentDoc,
    "\n  query SchoolListBackpackBuddy($termId: Int) {\n    schools: schoolsBackpackBuddy(termId: $termId) {\n      ...SchoolListRowFields\n      foodSafetyCertificate\n      foodSafetyExpirationDate\n    }\n  }\n": types.SchoolListBackpackBuddyDocument,
    "\n  query SchoolListSchoolMarket($termId: Int) {\n    schools: schoolsSchoolMarket(termId: $termId) {\n      ...SchoolListRowFields\n    }\n  }\n": types.SchoolListSchoolMarketDocument,
    "\n  query SchoolListTeachersAid($termId: Int) {\n    schools: schoolsTeachersAid(termId: $termId) {\n      ...SchoolListRowFields\n    }\n  }\n": types.SchoolListTeachersAidDocument,
    "\n  query SchoolExportBackpackBuddy($termId: Int) {\n    schools: schoolsBackpackBuddy(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n": types.SchoolExportBackpackBuddyDocument,
    "\n  query SchoolExportSchoolMarket($termId: Int) {\n    schools: schoolsSchoolMarket(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n": types.SchoolExportSchoolMarketDocument,
    "\n  query SchoolExportTeachersAid($termId: Int) {\n    schools: schoolsTeachersAid(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n": types.SchoolExportTeachersAidDocument,
    "\n  fragment AdminProgramSettingsFields on AdminProgramSettings {\n    id\n    program\n    config {\n      id\n      program\n      schoolEnabled\n      summerEnabled\n      waitlistEnabled\n      acceptingApplications\n      waitlisted\n      applicationYear\n      lastEdited\n    }\n    lastEdited\n    lastEditedBy\n    nextTermYear\n    terms {\n      termId\n      type\n      year\n      termFormatted\n      startDate\n      endDate\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n": types.AdminProgramSettingsFieldsFragmentDoc,
    "\n  query AdminProgramSettings($program: Program!) {\n    adminProgramSettings(program: $program) {\n      ...AdminProgramSettingsFields\n    }\n  }\n": types.AdminProgramSettingsDocument,
    "\n  mutation AdminUpdateTermSettings($program: Program!, $input: AdminTermSettingsInput!) {\n    adminUpdateTermSettings(program: $program, input: $input) {\n      ...AdminProgramSettingsFields\n    }\n  }\n": types.AdminUpdateTermSettingsDocument,
    "\n  mutation AdminUpdateApplicationSettings(\n    $program: Program!\n    $input: AdminApplicationSettingsInput!\n  ) {\n    adminUpdateApplicationSettings(program: $program, input: $input) {\n      ...AdminProgramSettingsFields\n    }\n  }\n": types.AdminUpdateApplicationSettingsDocument,
    "\n  mutation AdminCreateNextTerms($program: Program!, $year: Int!) {\n    adminCreateNextTerms(program: $program, year: $year) {\n      ...AdminProgramSettingsFields\n    }\n  }\n": types.AdminCreateNextTermsDocument,
    "\n  query EducatorUsers {\n    educatorUsers {\n      id\n      educatorId\n      firstName\n      lastName\n      email\n      phone\n      createdAt\n      deletedAt\n      schools {\n        id\n        schoolId\n        name\n        districtId\n        districtName\n      }\n    }\n  }\n": types.EducatorUsersDocument,
    "\n  fragment AdminEducatorUserFields on AdminEducatorUser {\n    id\n    educatorId\n    firstName\n    lastName\n    fullName\n    email\n    phone\n    createdAt\n    updatedAt\n    deletedAt\n    schools {\n      id\n      schoolId\n      name\n      districtId\n      districtName\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n": types.AdminEducatorUserFieldsFragmentDoc,
    "\n  query AdminEducatorUserDetails($educatorId: Int!) {\n    adminEducatorUserDetails(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n": types.AdminEducatorUserDetailsDocument,
    "\n  query AdminSchoolOptions {\n    adminSchoolOptions {\n      id\n      schoolId\n      name\n      districtId\n      districtName\n    }\n  }\n": types.AdminSchoolOptionsDocument,
    "\n  mutation AdminUpdateEducatorUser($input: AdminUpdateEducatorUserInput!) {\n    adminUpdateEducatorUser(input: $input) {\n      ...AdminEducatorUserFields\n    }\n  }\n": types.AdminUpdateEducatorUserDocument,
    "\n  mutation AdminDeleteEducatorUser($educatorId: Int!) {\n    adminDeleteEducatorUser(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n": types.AdminDeleteEducatorUserDocument,
    "\n  mutation AdminRestoreEducatorUser($educatorId: Int!) {\n    adminRestoreEducatorUser(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n": types.AdminRestoreEducatorUserDocument,
    "\n  mutation AdminSendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n      message\n    }\n  }\n": types.AdminSendPasswordResetEmailDocument,
    "\n  query BackpackBuddyApplication($id: Int!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      heldForReview\n      draft\n      new\n      stepsCompleted\n      termId\n      term {\n        termId\n        type\n        year\n        termFormatted\n      }\n      isContinuation\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      programInterests\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      verifyPrincipalEmail\n      submittedAt\n      school {\n        id\n        schoolId\n        name\n        type\n        districtId\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          title\n          phone\n          email\n        }\n      }\n      agreement {\n        version\n        date\n      }\n    }\n  }\n": types.BackpackBuddyApplicationDocument,
    "\n  query BackpackBuddyIntake($termYear: Int!) {\n    programTerms(programName: BACKPACK_BUDDY, termYear: $termYear) {\n      termId\n      type\n      year\n      termFormatted\n    }\n    backpackBuddyConfig {\n      schoolEnabled\n      summerEnabled\n    }\n  }\n": types.BackpackBuddyIntakeDocument,
    "\n  query BackpackBuddyInProgress($schoolId: Int!, $termId: Int!, $exceptId: Int) {\n    applicationInProgressBackpackBuddy(schoolId: $schoolId, termId: $termId, exceptId: $exceptId) {\n      applicationBackpackBuddyId\n      termYear\n      starterName\n      starterEmail\n      contactEmail\n    }\n  }\n": types.BackpackBuddyInProgressDocument,
    "\n  query BackpackBuddyUserApplications {\n    userApplicationsBackpackBuddy {\n      id\n      schoolOrSiteName\n      applicationYear\n      termType\n      termFormatted\n      status\n      submittedAt\n    }\n  }\n": types.BackpackBuddyUserApplicationsDocument,
    "\n  mutation SaveBackpackBuddyStepOne($input: SaveApplicationStepOneInput!) {\n    saveApplicationStepOne(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": types.SaveBackpackBuddyStepOneDocument,
    "\n  mutation SaveBackpackBuddyStepTwo($input: SaveApplicationStepTwoInput!) {\n    saveApplicationStepTwo(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": types.SaveBackpackBuddyStepTwoDocument,
    "\n  mutation SaveBackpackBuddyStepThree($input: SaveApplicationStepThreeInput!) {\n    saveApplicationStepThree(input: $input) {\n      applicationBackpackBuddyId\n      status\n      stepsCompleted\n    }\n  }\n": types.SaveBackpackBuddyStepThreeDocument,
    "\n  query ApplicationDistricts {\n    allDistricts {\n      id\n      districtId\n      name\n    }\n  }\n": types.ApplicationDistrictsDocument,
    "\n  query ApplicationSchools($districtId: Int!, $schoolType: String!) {\n    allSchools(districtId: $districtId, schoolType: $schoolType) {\n      id\n      schoolId\n      name\n      districtId\n    }\n  }\n": types.ApplicationSchoolsDocument,
    "\n  query ApplicationSchoolPrefill($schoolId: Int!) {\n    applicationSchool(schoolId: $schoolId) {\n      id\n      schoolId\n      address1\n      address2\n      city\n      county\n      state\n      zip\n      gradesServed\n      teamMembersBackpackBuddy {\n        teamMemberId\n        type\n        firstName\n        lastName\n        title\n        phone\n        email\n      }\n    }\n  }\n": types.ApplicationSchoolPrefillDocument,
    "\n  query StartPage($program: Program!, $termYear: Int, $withTerms: Boolean!) {\n    programConfig(program: $program) {\n      id\n      program\n      schoolEnabled\n      summerEnabled\n      waitlistEnabled\n      acceptingApplications\n      waitlisted\n      applicationYear\n    }\n    programTerms(programName: $program, termYear: $termYear) @include(if: $withTerms) {\n      termId\n      type\n      year\n    }\n  }\n": types.StartPageDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      expiresAt\n      userType\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      expiresAt\n      userType\n    }\n  }\n": types.RegisterDocument,
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
    "\n  mutation Upload($file: File!, $bucket: String!, $title: String!) {\n    uploadS3Object(file: $file, bucket: $bucket, title: $title) {\n      Key\n    }\n  }\n": types.UploadDocument,
    "\n  query AdminSchoolReportReminder($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      id\n      schoolId\n      lastReportReminder {\n        monthStart\n        sentAt\n        recipients\n      }\n    }\n  }\n": types.AdminSchoolReportReminderDocument,
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
export function graphql(source: "\n  fragment AllocationFields on AdminSchool {\n    id\n    schoolId\n    termMonths {\n      termMonthId\n      startDate\n      monthlyAllocation\n      termFormattedShort\n    }\n    allocationEntries {\n      allocationEntryId\n      weeklyAllocation\n      updatedBy\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment AllocationFields on AdminSchool {\n    id\n    schoolId\n    termMonths {\n      termMonthId\n      startDate\n      monthlyAllocation\n      termFormattedShort\n    }\n    allocationEntries {\n      allocationEntryId\n      weeklyAllocation\n      updatedBy\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSchoolAllocations($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...AllocationFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSchoolAllocations($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...AllocationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveAllocation($schoolId: Int!, $weeklyAllocation: String!) {\n    adminSaveAllocation(schoolId: $schoolId, weeklyAllocation: $weeklyAllocation) {\n      ...AllocationFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveAllocation($schoolId: Int!, $weeklyAllocation: String!) {\n    adminSaveAllocation(schoolId: $schoolId, weeklyAllocation: $weeklyAllocation) {\n      ...AllocationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteAllocationEntry($allocationEntryId: Int!) {\n    adminDeleteAllocationEntry(allocationEntryId: $allocationEntryId) {\n      ...AllocationFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteAllocationEntry($allocationEntryId: Int!) {\n    adminDeleteAllocationEntry(allocationEntryId: $allocationEntryId) {\n      ...AllocationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditHistoryFields on AuditEntry {\n    id\n    action\n    entityType\n    entityId\n    actorName\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n"): (typeof documents)["\n  fragment AuditHistoryFields on AuditEntry {\n    id\n    action\n    entityType\n    entityId\n    actorName\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDistricts {\n    adminDistricts {\n      id\n      districtId\n      name\n      deletedAt\n      schoolCount\n    }\n  }\n"): (typeof documents)["\n  query AdminDistricts {\n    adminDistricts {\n      id\n      districtId\n      name\n      deletedAt\n      schoolCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDistrictDetailFields on AdminDistrict {\n    id\n    districtId\n    name\n    deletedAt\n    updatedAt\n    schoolCount\n    schools\n    history {\n      ...AuditHistoryFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminDistrictDetailFields on AdminDistrict {\n    id\n    districtId\n    name\n    deletedAt\n    updatedAt\n    schoolCount\n    schools\n    history {\n      ...AuditHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDistrictDetails($districtId: Int!) {\n    adminDistrictDetails(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n"): (typeof documents)["\n  query AdminDistrictDetails($districtId: Int!) {\n    adminDistrictDetails(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateDistrict($input: AdminUpdateDistrictInput!) {\n    adminUpdateDistrict(input: $input) {\n      ...AdminDistrictDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateDistrict($input: AdminUpdateDistrictInput!) {\n    adminUpdateDistrict(input: $input) {\n      ...AdminDistrictDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminArchiveDistrict($districtId: Int!) {\n    adminArchiveDistrict(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminArchiveDistrict($districtId: Int!) {\n    adminArchiveDistrict(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreDistrict($districtId: Int!) {\n    adminRestoreDistrict(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreDistrict($districtId: Int!) {\n    adminRestoreDistrict(districtId: $districtId) {\n      ...AdminDistrictDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminEmailFields on AdminEmail {\n    id\n    emailId\n    key\n    name\n    recipients\n    mergeTags\n    mergeTagDetails {\n      name\n      description\n      sample\n      link\n    }\n    status\n    subjectLine\n    messageBody\n    lastEdited\n    lastEditedBy\n  }\n"): (typeof documents)["\n  fragment AdminEmailFields on AdminEmail {\n    id\n    emailId\n    key\n    name\n    recipients\n    mergeTags\n    mergeTagDetails {\n      name\n      description\n      sample\n      link\n    }\n    status\n    subjectLine\n    messageBody\n    lastEdited\n    lastEditedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmails {\n    adminEmails {\n      ...AdminEmailFields\n    }\n  }\n"): (typeof documents)["\n  query AdminEmails {\n    adminEmails {\n      ...AdminEmailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEditEmails($emails: [AdminEmailInput!]!) {\n    adminEmails: adminEditEmails(emails: $emails) {\n      ...AdminEmailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEditEmails($emails: [AdminEmailInput!]!) {\n    adminEmails: adminEditEmails(emails: $emails) {\n      ...AdminEmailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FoodSafetyFields on AdminSchool {\n    id\n    schoolId\n    foodSafetyStatus\n    foodSafetyExpirationDate\n    foodSafetyCertificate\n    foodSafetyEntries {\n      foodSafetyEntryId\n      completedBy\n      completionDate\n      expirationDate\n    }\n  }\n"): (typeof documents)["\n  fragment FoodSafetyFields on AdminSchool {\n    id\n    schoolId\n    foodSafetyStatus\n    foodSafetyExpirationDate\n    foodSafetyCertificate\n    foodSafetyEntries {\n      foodSafetyEntryId\n      completedBy\n      completionDate\n      expirationDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSchoolFoodSafety($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...FoodSafetyFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSchoolFoodSafety($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...FoodSafetyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateFoodSafety(\n    $schoolId: Int!\n    $completedBy: String!\n    $completionDate: String!\n    $expirationDate: String!\n  ) {\n    adminUpdateFoodSafety(\n      schoolId: $schoolId\n      completedBy: $completedBy\n      completionDate: $completionDate\n      expirationDate: $expirationDate\n    ) {\n      ...FoodSafetyFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateFoodSafety(\n    $schoolId: Int!\n    $completedBy: String!\n    $completionDate: String!\n    $expirationDate: String!\n  ) {\n    adminUpdateFoodSafety(\n      schoolId: $schoolId\n      completedBy: $completedBy\n      completionDate: $completionDate\n      expirationDate: $expirationDate\n    ) {\n      ...FoodSafetyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteFoodSafetyEntry($foodSafetyEntryId: Int!) {\n    adminDeleteFoodSafetyEntry(foodSafetyEntryId: $foodSafetyEntryId) {\n      ...FoodSafetyFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteFoodSafetyEntry($foodSafetyEntryId: Int!) {\n    adminDeleteFoodSafetyEntry(foodSafetyEntryId: $foodSafetyEntryId) {\n      ...FoodSafetyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateFoodSafetyStatus($schoolId: Int!, $foodSafetyStatus: String!) {\n    adminUpdateFoodSafetyStatus(schoolId: $schoolId, foodSafetyStatus: $foodSafetyStatus) {\n      ...FoodSafetyFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateFoodSafetyStatus($schoolId: Int!, $foodSafetyStatus: String!) {\n    adminUpdateFoodSafetyStatus(schoolId: $schoolId, foodSafetyStatus: $foodSafetyStatus) {\n      ...FoodSafetyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStorageObjects($bucket: String!) {\n    awsObjects(bucket: $bucket) {\n      Key\n      LastModified\n      Size\n      title\n      url\n    }\n  }\n"): (typeof documents)["\n  query AdminStorageObjects($bucket: String!) {\n    awsObjects(bucket: $bucket) {\n      Key\n      LastModified\n      Size\n      title\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadS3Object($file: File!, $bucket: String!, $title: String!) {\n    uploadS3Object(file: $file, bucket: $bucket, title: $title) {\n      Key\n    }\n  }\n"): (typeof documents)["\n  mutation UploadS3Object($file: File!, $bucket: String!, $title: String!) {\n    uploadS3Object(file: $file, bucket: $bucket, title: $title) {\n      Key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteS3Object($key: String!, $bucket: String!) {\n    deleteS3Object(key: $key, bucket: $bucket)\n  }\n"): (typeof documents)["\n  mutation DeleteS3Object($key: String!, $bucket: String!) {\n    deleteS3Object(key: $key, bucket: $bucket)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSurveys {\n    surveys {\n      surveyId\n      title\n      link\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminSurveys {\n    surveys {\n      surveyId\n      title\n      link\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateSurvey($title: String!, $link: String!) {\n    adminCreateSurvey(title: $title, link: $link) {\n      surveyId\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateSurvey($title: String!, $link: String!) {\n    adminCreateSurvey(title: $title, link: $link) {\n      surveyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteSurvey($surveyId: Int!) {\n    adminDeleteSurvey(surveyId: $surveyId) {\n      surveyId\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteSurvey($surveyId: Int!) {\n    adminDeleteSurvey(surveyId: $surveyId) {\n      surveyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminNotificationFields on AdminNotification {\n    id\n    notificationId\n    program\n    text\n    lastEdited\n    lastEditedBy\n  }\n"): (typeof documents)["\n  fragment AdminNotificationFields on AdminNotification {\n    id\n    notificationId\n    program\n    text\n    lastEdited\n    lastEditedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNotification($program: Program!) {\n    adminNotification(program: $program) {\n      ...AdminNotificationFields\n    }\n  }\n"): (typeof documents)["\n  query AdminNotification($program: Program!) {\n    adminNotification(program: $program) {\n      ...AdminNotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEditNotification($notificationId: Int!, $text: String!) {\n    adminEditNotification(notificationId: $notificationId, text: $text) {\n      ...AdminNotificationFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEditNotification($notificationId: Int!, $text: String!) {\n    adminEditNotification(notificationId: $notificationId, text: $text) {\n      ...AdminNotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackpackBuddyPrint($id: Int!, $applicationId: String!, $programName: String!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      new\n      isContinuation\n      term {\n        termId\n        termFormatted\n      }\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      programInterests\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      submittedAt\n      submittedBy {\n        fullName\n        email\n      }\n      school {\n        id\n        schoolId\n        name\n        type\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          fullName\n          title\n          phone\n          email\n        }\n      }\n    }\n    applicationSignatureDetails(applicationId: $applicationId, programName: $programName) {\n      id\n      signedAt\n      principal {\n        fullName\n        email\n      }\n      signeeName\n      signeeEmail\n    }\n  }\n"): (typeof documents)["\n  query BackpackBuddyPrint($id: Int!, $applicationId: String!, $programName: String!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      new\n      isContinuation\n      term {\n        termId\n        termFormatted\n      }\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      programInterests\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      submittedAt\n      submittedBy {\n        fullName\n        email\n      }\n      school {\n        id\n        schoolId\n        name\n        type\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          fullName\n          title\n          phone\n          email\n        }\n      }\n    }\n    applicationSignatureDetails(applicationId: $applicationId, programName: $programName) {\n      id\n      signedAt\n      principal {\n        fullName\n        email\n      }\n      signeeName\n      signeeEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SchoolDetailFields on AdminSchool {\n    id\n    schoolId\n    program\n    name\n    type\n    address1\n    address2\n    city\n    county\n    state\n    zip\n    districtId\n    districtName\n    gradesServed\n    notes\n    deletedAt\n    lastEdited\n    lastEditedTeamMembers\n    programId\n    programStatus\n    programStatusUpdatedAt\n    approvedApplicationId\n    numTotalEnrollment\n    numReducedLunch\n    numFreeLunch\n    participatedLastYear\n    teamMembers {\n      teamMemberId\n      type\n      firstName\n      lastName\n      title\n      phone\n      email\n    }\n    applications {\n      applicationId\n      termId\n      termFormattedShort\n      submittedAt\n      submittedByName\n      isContinuation\n      status\n      createdAt\n      signerReview {\n        namedEmail\n        onRecordEmail\n      }\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n"): (typeof documents)["\n  fragment SchoolDetailFields on AdminSchool {\n    id\n    schoolId\n    program\n    name\n    type\n    address1\n    address2\n    city\n    county\n    state\n    zip\n    districtId\n    districtName\n    gradesServed\n    notes\n    deletedAt\n    lastEdited\n    lastEditedTeamMembers\n    programId\n    programStatus\n    programStatusUpdatedAt\n    approvedApplicationId\n    numTotalEnrollment\n    numReducedLunch\n    numFreeLunch\n    participatedLastYear\n    teamMembers {\n      teamMemberId\n      type\n      firstName\n      lastName\n      title\n      phone\n      email\n    }\n    applications {\n      applicationId\n      termId\n      termFormattedShort\n      submittedAt\n      submittedByName\n      isContinuation\n      status\n      createdAt\n      signerReview {\n        namedEmail\n        onRecordEmail\n      }\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSchoolBackpackBuddy($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSchoolBackpackBuddy($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSchoolSchoolMarket($schoolId: Int!) {\n    school: adminSchoolSchoolMarket(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSchoolSchoolMarket($schoolId: Int!) {\n    school: adminSchoolSchoolMarket(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSchoolTeachersAid($schoolId: Int!) {\n    school: adminSchoolTeachersAid(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSchoolTeachersAid($schoolId: Int!) {\n    school: adminSchoolTeachersAid(schoolId: $schoolId) {\n      ...SchoolDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolDetailDistricts {\n    allDistricts {\n      id\n      districtId\n      name\n    }\n  }\n"): (typeof documents)["\n  query SchoolDetailDistricts {\n    allDistricts {\n      id\n      districtId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSchoolProfile($input: AdminUpdateSchoolProfileInput!) {\n    adminUpdateSchoolProfile(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSchoolProfile($input: AdminUpdateSchoolProfileInput!) {\n    adminUpdateSchoolProfile(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSchoolContacts($input: AdminUpdateSchoolContactsInput!) {\n    adminUpdateSchoolContacts(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSchoolContacts($input: AdminUpdateSchoolContactsInput!) {\n    adminUpdateSchoolContacts(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProgramStatus($input: AdminUpdateProgramStatusInput!) {\n    adminUpdateProgramStatus(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProgramStatus($input: AdminUpdateProgramStatusInput!) {\n    adminUpdateProgramStatus(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateApplications($input: AdminUpdateApplicationsInput!) {\n    adminUpdateApplications(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateApplications($input: AdminUpdateApplicationsInput!) {\n    adminUpdateApplications(input: $input) {\n      ...SchoolDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteApplication($program: SchoolProgram!, $applicationId: Int!) {\n    adminDeleteApplication(program: $program, applicationId: $applicationId) {\n      ...SchoolDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteApplication($program: SchoolProgram!, $applicationId: Int!) {\n    adminDeleteApplication(program: $program, applicationId: $applicationId) {\n      ...SchoolDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendPrincipalSignatureEmail($program: SchoolProgram!, $applicationId: Int!) {\n    resendPrincipalSignatureEmail(program: $program, applicationId: $applicationId)\n  }\n"): (typeof documents)["\n  mutation ResendPrincipalSignatureEmail($program: SchoolProgram!, $applicationId: Int!) {\n    resendPrincipalSignatureEmail(program: $program, applicationId: $applicationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminArchiveSchool($schoolId: Int!) {\n    adminArchiveSchool(schoolId: $schoolId)\n  }\n"): (typeof documents)["\n  mutation AdminArchiveSchool($schoolId: Int!) {\n    adminArchiveSchool(schoolId: $schoolId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreSchool($schoolId: Int!) {\n    adminRestoreSchool(schoolId: $schoolId)\n  }\n"): (typeof documents)["\n  mutation AdminRestoreSchool($schoolId: Int!) {\n    adminRestoreSchool(schoolId: $schoolId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteSchool($schoolId: Int!) {\n    adminDeleteSchool(schoolId: $schoolId)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteSchool($schoolId: Int!) {\n    adminDeleteSchool(schoolId: $schoolId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolListTerms($programName: Program!) {\n    programTerms(programName: $programName) {\n      termId\n      termFormattedShort\n    }\n  }\n"): (typeof documents)["\n  query SchoolListTerms($programName: Program!) {\n    programTerms(programName: $programName) {\n      termId\n      termFormattedShort\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SchoolListRowFields on AdminSchoolListRow {\n    schoolId\n    name\n    districtName\n    city\n    programId\n    programStatus\n    returning\n    principalName\n    principalEmail\n    contactName\n    contactEmail\n    deletedAt\n    applications {\n      applicationId\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment SchoolListRowFields on AdminSchoolListRow {\n    schoolId\n    name\n    districtName\n    city\n    programId\n    programStatus\n    returning\n    principalName\n    principalEmail\n    contactName\n    contactEmail\n    deletedAt\n    applications {\n      applicationId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SchoolExportRowFields on AdminSchoolListRow {\n    ...SchoolListRowFields\n    address1\n    county\n    zip\n    contactPhone\n    applications {\n      termFormattedShort\n      submittedAt\n      submittedByName\n      isContinuation\n      numTotalEnrollment\n      numReducedLunch\n      numFreeLunch\n    }\n  }\n"): (typeof documents)["\n  fragment SchoolExportRowFields on AdminSchoolListRow {\n    ...SchoolListRowFields\n    address1\n    county\n    zip\n    contactPhone\n    applications {\n      termFormattedShort\n      submittedAt\n      submittedByName\n      isContinuation\n      numTotalEnrollment\n      numReducedLunch\n      numFreeLunch\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolListBackpackBuddy($termId: Int) {\n    schools: schoolsBackpackBuddy(termId: $termId) {\n      ...SchoolListRowFields\n      foodSafetyCertificate\n      foodSafetyExpirationDate\n    }\n  }\n"): (typeof documents)["\n  query SchoolListBackpackBuddy($termId: Int) {\n    schools: schoolsBackpackBuddy(termId: $termId) {\n      ...SchoolListRowFields\n      foodSafetyCertificate\n      foodSafetyExpirationDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolListSchoolMarket($termId: Int) {\n    schools: schoolsSchoolMarket(termId: $termId) {\n      ...SchoolListRowFields\n    }\n  }\n"): (typeof documents)["\n  query SchoolListSchoolMarket($termId: Int) {\n    schools: schoolsSchoolMarket(termId: $termId) {\n      ...SchoolListRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolListTeachersAid($termId: Int) {\n    schools: schoolsTeachersAid(termId: $termId) {\n      ...SchoolListRowFields\n    }\n  }\n"): (typeof documents)["\n  query SchoolListTeachersAid($termId: Int) {\n    schools: schoolsTeachersAid(termId: $termId) {\n      ...SchoolListRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolExportBackpackBuddy($termId: Int) {\n    schools: schoolsBackpackBuddy(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n"): (typeof documents)["\n  query SchoolExportBackpackBuddy($termId: Int) {\n    schools: schoolsBackpackBuddy(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolExportSchoolMarket($termId: Int) {\n    schools: schoolsSchoolMarket(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n"): (typeof documents)["\n  query SchoolExportSchoolMarket($termId: Int) {\n    schools: schoolsSchoolMarket(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolExportTeachersAid($termId: Int) {\n    schools: schoolsTeachersAid(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n"): (typeof documents)["\n  query SchoolExportTeachersAid($termId: Int) {\n    schools: schoolsTeachersAid(termId: $termId) {\n      ...SchoolExportRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProgramSettingsFields on AdminProgramSettings {\n    id\n    program\n    config {\n      id\n      program\n      schoolEnabled\n      summerEnabled\n      waitlistEnabled\n      acceptingApplications\n      waitlisted\n      applicationYear\n      lastEdited\n    }\n    lastEdited\n    lastEditedBy\n    nextTermYear\n    terms {\n      termId\n      type\n      year\n      termFormatted\n      startDate\n      endDate\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProgramSettingsFields on AdminProgramSettings {\n    id\n    program\n    config {\n      id\n      program\n      schoolEnabled\n      summerEnabled\n      waitlistEnabled\n      acceptingApplications\n      waitlisted\n      applicationYear\n      lastEdited\n    }\n    lastEdited\n    lastEditedBy\n    nextTermYear\n    terms {\n      termId\n      type\n      year\n      termFormatted\n      startDate\n      endDate\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProgramSettings($program: Program!) {\n    adminProgramSettings(program: $program) {\n      ...AdminProgramSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminProgramSettings($program: Program!) {\n    adminProgramSettings(program: $program) {\n      ...AdminProgramSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateTermSettings($program: Program!, $input: AdminTermSettingsInput!) {\n    adminUpdateTermSettings(program: $program, input: $input) {\n      ...AdminProgramSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateTermSettings($program: Program!, $input: AdminTermSettingsInput!) {\n    adminUpdateTermSettings(program: $program, input: $input) {\n      ...AdminProgramSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateApplicationSettings(\n    $program: Program!\n    $input: AdminApplicationSettingsInput!\n  ) {\n    adminUpdateApplicationSettings(program: $program, input: $input) {\n      ...AdminProgramSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateApplicationSettings(\n    $program: Program!\n    $input: AdminApplicationSettingsInput!\n  ) {\n    adminUpdateApplicationSettings(program: $program, input: $input) {\n      ...AdminProgramSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateNextTerms($program: Program!, $year: Int!) {\n    adminCreateNextTerms(program: $program, year: $year) {\n      ...AdminProgramSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateNextTerms($program: Program!, $year: Int!) {\n    adminCreateNextTerms(program: $program, year: $year) {\n      ...AdminProgramSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EducatorUsers {\n    educatorUsers {\n      id\n      educatorId\n      firstName\n      lastName\n      email\n      phone\n      createdAt\n      deletedAt\n      schools {\n        id\n        schoolId\n        name\n        districtId\n        districtName\n      }\n    }\n  }\n"): (typeof documents)["\n  query EducatorUsers {\n    educatorUsers {\n      id\n      educatorId\n      firstName\n      lastName\n      email\n      phone\n      createdAt\n      deletedAt\n      schools {\n        id\n        schoolId\n        name\n        districtId\n        districtName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminEducatorUserFields on AdminEducatorUser {\n    id\n    educatorId\n    firstName\n    lastName\n    fullName\n    email\n    phone\n    createdAt\n    updatedAt\n    deletedAt\n    schools {\n      id\n      schoolId\n      name\n      districtId\n      districtName\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminEducatorUserFields on AdminEducatorUser {\n    id\n    educatorId\n    firstName\n    lastName\n    fullName\n    email\n    phone\n    createdAt\n    updatedAt\n    deletedAt\n    schools {\n      id\n      schoolId\n      name\n      districtId\n      districtName\n    }\n    history {\n      ...AuditHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEducatorUserDetails($educatorId: Int!) {\n    adminEducatorUserDetails(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n"): (typeof documents)["\n  query AdminEducatorUserDetails($educatorId: Int!) {\n    adminEducatorUserDetails(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSchoolOptions {\n    adminSchoolOptions {\n      id\n      schoolId\n      name\n      districtId\n      districtName\n    }\n  }\n"): (typeof documents)["\n  query AdminSchoolOptions {\n    adminSchoolOptions {\n      id\n      schoolId\n      name\n      districtId\n      districtName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateEducatorUser($input: AdminUpdateEducatorUserInput!) {\n    adminUpdateEducatorUser(input: $input) {\n      ...AdminEducatorUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateEducatorUser($input: AdminUpdateEducatorUserInput!) {\n    adminUpdateEducatorUser(input: $input) {\n      ...AdminEducatorUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteEducatorUser($educatorId: Int!) {\n    adminDeleteEducatorUser(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteEducatorUser($educatorId: Int!) {\n    adminDeleteEducatorUser(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreEducatorUser($educatorId: Int!) {\n    adminRestoreEducatorUser(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreEducatorUser($educatorId: Int!) {\n    adminRestoreEducatorUser(educatorId: $educatorId) {\n      ...AdminEducatorUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackpackBuddyApplication($id: Int!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      heldForReview\n      draft\n      new\n      stepsCompleted\n      termId\n      term {\n        termId\n        type\n        year\n        termFormatted\n      }\n      isContinuation\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      programInterests\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      verifyPrincipalEmail\n      submittedAt\n      school {\n        id\n        schoolId\n        name\n        type\n        districtId\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          title\n          phone\n          email\n        }\n      }\n      agreement {\n        version\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  query BackpackBuddyApplication($id: Int!) {\n    applicationBackpackBuddy(id: $id) {\n      id\n      applicationBackpackBuddyId\n      status\n      heldForReview\n      draft\n      new\n      stepsCompleted\n      termId\n      term {\n        termId\n        type\n        year\n        termFormatted\n      }\n      isContinuation\n      organizationType\n      nonProfitOrganizations\n      numTotalEnrollment\n      numFreeLunch\n      numReducedLunch\n      certififedVerification\n      programInterests\n      willHelpMediaEvents\n      willDistributeInfo\n      emailSecondaryCoordinator\n      agreeToProgramPurpose\n      agreeToProgramResponsibilities\n      agreeNondiscrimination\n      nameSignFirst\n      nameSignSecond\n      nameSignThird\n      verifyPrincipalEmail\n      submittedAt\n      school {\n        id\n        schoolId\n        name\n        type\n        districtId\n        districtName\n        address1\n        address2\n        city\n        county\n        state\n        zip\n        gradesServed\n        teamMembersBackpackBuddy {\n          teamMemberId\n          type\n          firstName\n          lastName\n          title\n          phone\n          email\n        }\n      }\n      agreement {\n        version\n        date\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query StartPage($program: Program!, $termYear: Int, $withTerms: Boolean!) {\n    programConfig(program: $program) {\n      id\n      program\n      schoolEnabled\n      summerEnabled\n      waitlistEnabled\n      acceptingApplications\n      waitlisted\n      applicationYear\n    }\n    programTerms(programName: $program, termYear: $termYear) @include(if: $withTerms) {\n      termId\n      type\n      year\n    }\n  }\n"): (typeof documents)["\n  query StartPage($program: Program!, $termYear: Int, $withTerms: Boolean!) {\n    programConfig(program: $program) {\n      id\n      program\n      schoolEnabled\n      summerEnabled\n      waitlistEnabled\n      acceptingApplications\n      waitlisted\n      applicationYear\n    }\n    programTerms(programName: $program, termYear: $termYear) @include(if: $withTerms) {\n      termId\n      type\n      year\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      expiresAt\n      userType\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      expiresAt\n      userType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      expiresAt\n      userType\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      expiresAt\n      userType\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Upload($file: File!, $bucket: String!, $title: String!) {\n    uploadS3Object(file: $file, bucket: $bucket, title: $title) {\n      Key\n    }\n  }\n"): (typeof documents)["\n  mutation Upload($file: File!, $bucket: String!, $title: String!) {\n    uploadS3Object(file: $file, bucket: $bucket, title: $title) {\n      Key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSchoolReportReminder($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      id\n      schoolId\n      lastReportReminder {\n        monthStart\n        sentAt\n        recipients\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSchoolReportReminder($schoolId: Int!) {\n    school: adminSchoolBackpackBuddy(schoolId: $schoolId) {\n      id\n      schoolId\n      lastReportReminder {\n        monthStart\n        sentAt\n        recipients\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;