/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ApplicationStatus =
  | 'APPROVED'
  | 'DENIED'
  | 'IN_PROGRESS'
  | 'PENDING'
  | 'PENDING_PRINCIPAL'
  | 'WAITLISTED'
  | 'WITHDRAWN';

export type DistributionDateEntryInput = {
  /** A count typed in the form (validated by the domain: required, a number, 0 or more). */
  distributionNumber: string;
  termMonthDistributionDateId: number;
};

export type EditProfileInput = {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null | undefined;
};

export type EditSchoolContactsInput = {
  schoolId: number;
  teamMembers: Array<TeamMemberInput>;
};

export type LoginInput = {
  email: string;
  password: string;
};

export type PrincipalSignatureInput = {
  /** The token of the emailed link (/principal-signature/{token}). */
  id: string;
  signeeEmail: string;
  signeeName: string;
};

/** The five programs of the food bank. */
export type Program =
  | 'BACKPACK_BUDDY'
  | 'KIDS_CAFE'
  | 'PARTNER_SERVICES'
  | 'SCHOOL_MARKET'
  | 'TEACHERS_AID';

export type RegisterInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phone: string;
};

export type ResetPasswordInput = {
  password: string;
  passwordResetToken: string;
};

export type SaveApplicationStepOneInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  /** Absent to start a new application. */
  applicationBackpackBuddyId?: number | null | undefined;
  city?: string | null | undefined;
  county?: string | null | undefined;
  districtId?: number | null | undefined;
  draft: boolean;
  gradesServed?: Array<string> | null | undefined;
  new?: boolean | null | undefined;
  nonProfitOrganizations?: string | null | undefined;
  organizationType?: string | null | undefined;
  schoolId?: number | null | undefined;
  schoolType?: string | null | undefined;
  state?: string | null | undefined;
  teamMembers: Array<TeamMemberInput>;
  termId?: number | null | undefined;
  zip?: string | null | undefined;
};

export type SaveApplicationStepThreeInput = {
  agreeNondiscrimination?: boolean | null | undefined;
  agreeToProgramPurpose?: boolean | null | undefined;
  agreeToProgramResponsibilities?: boolean | null | undefined;
  applicationBackpackBuddyId: number;
  draft: boolean;
  nameSignFirst?: string | null | undefined;
  nameSignSecond?: string | null | undefined;
  nameSignThird?: string | null | undefined;
  verifyPrincipalEmail?: string | null | undefined;
};

export type SaveApplicationStepTwoInput = {
  applicationBackpackBuddyId: number;
  certififedVerification?: boolean | null | undefined;
  draft: boolean;
  emailSecondaryCoordinator?: boolean | null | undefined;
  numFreeLunch?: string | null | undefined;
  numReducedLunch?: string | null | undefined;
  numTotalEnrollment?: string | null | undefined;
  programInterests?: Array<string> | null | undefined;
  willDistributeInfo?: boolean | null | undefined;
  willHelpMediaEvents?: boolean | null | undefined;
};

export type SaveDistributionInput = {
  dateEntries: Array<DistributionDateEntryInput>;
  /** Absent to add a student. */
  distributionId?: number | null | undefined;
  studentIdNumber: string;
  studentName: string;
  termMonthId: number;
  testimonial?: string | null | undefined;
};

export type SendPasswordResetEmailInput = {
  email: string;
};

export type SubmitReportInput = {
  comments?: string | null | undefined;
  termMonthId: number;
};

export type TeamMemberInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  teamMemberId?: number | null | undefined;
  title?: string | null | undefined;
  type: string;
};

export type TermType =
  | 'SCHOOL'
  | 'SUMMER';

export type UploadStudentsInput = {
  students: Array<UploadedStudentInput>;
  termMonthId: number;
};

export type UploadedStudentInput = {
  studentIdNumber?: string | null | undefined;
  studentName?: string | null | undefined;
};

export type UserType =
  | 'ADMIN'
  | 'EDUCATOR';

export type UserApplicationsBackpackBuddyQueryVariables = Exact<{ [key: string]: never; }>;


export type UserApplicationsBackpackBuddyQuery = { userApplicationsBackpackBuddy: Array<{ id: number, schoolOrSiteName: string, applicationYear: number, termType: TermType, termFormatted: string, status: ApplicationStatus, submittedAt: string | null }> };

export type AccountProgramTermsQueryVariables = Exact<{
  programName: Program;
  termYear?: number | null | undefined;
}>;


export type AccountProgramTermsQuery = { programTerms: Array<{ termId: number, type: TermType, year: number }> };

export type EditProfileMutationVariables = Exact<{
  input: EditProfileInput;
}>;


export type EditProfileMutation = { editProfile: { id: string, firstName: string, lastName: string, fullName: string, email: string, phone: string | null } };

export type BackpackBuddyApplicationQueryVariables = Exact<{
  id: number;
}>;


export type BackpackBuddyApplicationQuery = { applicationBackpackBuddy: { id: string, applicationBackpackBuddyId: number, status: ApplicationStatus, draft: boolean, new: boolean | null, stepsCompleted: number, termId: number, isContinuation: boolean, organizationType: string | null, nonProfitOrganizations: string | null, numTotalEnrollment: number | null, numFreeLunch: number | null, numReducedLunch: number | null, certififedVerification: boolean | null, programInterests: Array<string>, willHelpMediaEvents: boolean | null, willDistributeInfo: boolean | null, emailSecondaryCoordinator: boolean | null, agreeToProgramPurpose: boolean, agreeToProgramResponsibilities: boolean, agreeNondiscrimination: boolean, nameSignFirst: string | null, nameSignSecond: string | null, nameSignThird: string | null, verifyPrincipalEmail: string | null, submittedAt: string | null, term: { termId: number, type: TermType, year: number, termFormatted: string }, school: { id: string, schoolId: number, name: string, type: string | null, districtId: number | null, districtName: string | null, address1: string | null, address2: string | null, city: string | null, county: string | null, state: string | null, zip: string | null, gradesServed: Array<string>, teamMembersBackpackBuddy: Array<{ teamMemberId: number, type: string, firstName: string, lastName: string, title: string | null, phone: string | null, email: string | null }> }, agreement: { version: string, date: string } } };

export type BackpackBuddyIntakeQueryVariables = Exact<{
  termYear: number;
}>;


export type BackpackBuddyIntakeQuery = { programTerms: Array<{ termId: number, type: TermType, year: number, termFormatted: string }>, backpackBuddyConfig: { schoolEnabled: boolean, summerEnabled: boolean } };

export type BackpackBuddyInProgressQueryVariables = Exact<{
  schoolId: number;
  termId: number;
  exceptId?: number | null | undefined;
}>;


export type BackpackBuddyInProgressQuery = { applicationInProgressBackpackBuddy: { applicationBackpackBuddyId: number, termYear: number, starterName: string, starterEmail: string, contactEmail: string } | null };

export type BackpackBuddyUserApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type BackpackBuddyUserApplicationsQuery = { userApplicationsBackpackBuddy: Array<{ id: number, schoolOrSiteName: string, applicationYear: number, termType: TermType, termFormatted: string, status: ApplicationStatus, submittedAt: string | null }> };

export type SaveBackpackBuddyStepOneMutationVariables = Exact<{
  input: SaveApplicationStepOneInput;
}>;


export type SaveBackpackBuddyStepOneMutation = { saveApplicationStepOne: { applicationBackpackBuddyId: number, status: ApplicationStatus, stepsCompleted: number } };

export type SaveBackpackBuddyStepTwoMutationVariables = Exact<{
  input: SaveApplicationStepTwoInput;
}>;


export type SaveBackpackBuddyStepTwoMutation = { saveApplicationStepTwo: { applicationBackpackBuddyId: number, status: ApplicationStatus, stepsCompleted: number } };

export type SaveBackpackBuddyStepThreeMutationVariables = Exact<{
  input: SaveApplicationStepThreeInput;
}>;


export type SaveBackpackBuddyStepThreeMutation = { saveApplicationStepThree: { applicationBackpackBuddyId: number, status: ApplicationStatus, stepsCompleted: number } };

export type ApplicationDistrictsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationDistrictsQuery = { allDistricts: Array<{ id: string, districtId: number, name: string }> };

export type ApplicationSchoolsQueryVariables = Exact<{
  districtId: number;
  schoolType: string;
}>;


export type ApplicationSchoolsQuery = { allSchools: Array<{ id: string, schoolId: number, name: string, districtId: number | null }> };

export type ApplicationSchoolPrefillQueryVariables = Exact<{
  schoolId: number;
}>;


export type ApplicationSchoolPrefillQuery = { applicationSchool: { id: string, schoolId: number, address1: string | null, address2: string | null, city: string | null, county: string | null, state: string | null, zip: string | null, gradesServed: Array<string>, teamMembersBackpackBuddy: Array<{ teamMemberId: number, type: string, firstName: string, lastName: string, title: string | null, phone: string | null, email: string | null }> } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, expiresAt: string, userType: UserType } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { token: string, expiresAt: string, userType: UserType } };

export type SendPasswordResetEmailMutationVariables = Exact<{
  input: SendPasswordResetEmailInput;
}>;


export type SendPasswordResetEmailMutation = { sendPasswordResetEmail: { success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type SchoolContactsFieldsFragment = { id: string, schoolId: number, name: string, lastEditedTeamMembers: string | null, teamMembers: Array<{ teamMemberId: number, type: string, firstName: string, lastName: string, title: string | null, phone: string | null, email: string | null }> };

export type SchoolContactsQueryVariables = Exact<{
  schoolId: number;
}>;


export type SchoolContactsQuery = { schoolContacts: { id: string, schoolId: number, name: string, lastEditedTeamMembers: string | null, teamMembers: Array<{ teamMemberId: number, type: string, firstName: string, lastName: string, title: string | null, phone: string | null, email: string | null }> } };

export type EditSchoolContactsMutationVariables = Exact<{
  input: EditSchoolContactsInput;
}>;


export type EditSchoolContactsMutation = { editSchoolContacts: { id: string, schoolId: number, name: string, lastEditedTeamMembers: string | null, teamMembers: Array<{ teamMemberId: number, type: string, firstName: string, lastName: string, title: string | null, phone: string | null, email: string | null }> } };

export type BackpackBuddyNotificationQueryVariables = Exact<{ [key: string]: never; }>;


export type BackpackBuddyNotificationQuery = { notification: { notificationId: number, text: string } | null };

export type SchoolReportsQueryVariables = Exact<{
  startDate: string;
  endDate: string;
  schoolId?: number | null | undefined;
}>;


export type SchoolReportsQuery = { schoolReports: Array<{ schoolId: number, name: string, backpackBuddyId: string | null, termMonths: Array<{ termMonthId: number, termMonthFormatted: string, startDate: string, weeklyAllocation: number, monthlyAllocation: number, allocated: number, distributed: number, discarded: number, distributionDates: Array<{ termMonthDistributionDateId: number, date: string }>, distributions: Array<{ distributionId: number, studentName: string, studentIdNumber: string, testimonial: string | null, distributionDateEntries: Array<{ termMonthDistributionDateId: number, distributionNumber: number }> }>, distributionReport: { comments: string | null, submittedBy: string | null, educatorId: number | null, createdAt: string } | null }> }> };

export type SaveDistributionMutationVariables = Exact<{
  input: SaveDistributionInput;
}>;


export type SaveDistributionMutation = { saveDistribution: { distributionId: number } };

export type DeleteDistributionsMutationVariables = Exact<{
  distributionIds: Array<number> | number;
}>;


export type DeleteDistributionsMutation = { deleteDistributions: number };

export type CopyStudentsMutationVariables = Exact<{
  termMonthId: number;
}>;


export type CopyStudentsMutation = { copyStudents: number };

export type UploadStudentsMutationVariables = Exact<{
  input: UploadStudentsInput;
}>;


export type UploadStudentsMutation = { uploadStudents: number };

export type SubmitReportMutationVariables = Exact<{
  input: SubmitReportInput;
}>;


export type SubmitReportMutation = { submitReport: { comments: string | null, submittedBy: string | null, createdAt: string } };

export type DeleteReportsMutationVariables = Exact<{
  termMonthIds: Array<number> | number;
}>;


export type DeleteReportsMutation = { deleteReports: number };

export type StorageObjectsQueryVariables = Exact<{
  bucket: string;
}>;


export type StorageObjectsQuery = { awsObjects: Array<{ Key: string, LastModified: string, Size: number, title: string, url: string }> };

export type ApplicationSignatureDetailsQueryVariables = Exact<{
  applicationId: string;
  programName?: string | null | undefined;
}>;


export type ApplicationSignatureDetailsQuery = { applicationSignatureDetails: { id: string, applicationId: number, schoolId: number, status: ApplicationStatus, programName: string, submittedAt: string | null, signedAt: string | null, nameSignFirst: string | null, nameSignSecond: string | null, nameSignThird: string | null, agreeToProgramPurpose: boolean, agreeToProgramResponsibilities: boolean, agreeNondiscrimination: boolean, certifiedAgreement: boolean | null, certifiedNonDiscrimination: boolean | null, signeeName: string | null, signeeEmail: string | null, school: { name: string, districtName: string | null, address1: string | null, address2: string | null, city: string | null, county: string | null, state: string | null, zip: string | null, organizationType: string | null, schoolMarketAgencyNumber: string | null }, principal: { firstName: string, lastName: string, fullName: string, email: string }, agreement: { version: string, date: string } } | null };

export type PrincipalSignatureMutationVariables = Exact<{
  input: PrincipalSignatureInput;
}>;


export type PrincipalSignatureMutation = { principalSignature: { success: boolean, message: string } };

export type SurveysQueryVariables = Exact<{
  schoolId?: number | null | undefined;
}>;


export type SurveysQuery = { surveys: Array<{ surveyId: number, title: string, link: string, createdAt: string }> };

export type PingQueryVariables = Exact<{ [key: string]: never; }>;


export type PingQuery = { health: string };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { educatorUser: { id: string, educatorId: number, firstName: string, lastName: string, fullName: string, email: string, phone: string | null, type: UserType, applicationBackpackBuddyRequired: boolean, applicationBackpackBuddyRequiredId: number | null, applicationSchoolMarketRequired: boolean, applicationSchoolMarketRequiredId: number | null, applicationTeachersAidRequired: boolean, applicationTeachersAidRequiredId: number | null, applicationKidsCafeRequired: boolean, applicationKidsCafeRequiredId: number | null, applicationPartnerServicesRequired: boolean, applicationPartnerServicesRequiredId: number | null, schools: Array<{ id: string, schoolId: number, name: string, districtId: number | null, districtName: string | null }>, sites: Array<{ id: string, siteId: number, name: string }>, organizations: Array<{ id: string, organizationId: number, name: string }> }, enums: Array<{ name: string, options: Array<{ value: string, label: string }> }> };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export const SchoolContactsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolContactsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolContacts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditedTeamMembers"}},{"kind":"Field","name":{"kind":"Name","value":"teamMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SchoolContactsFieldsFragment, unknown>;
export const UserApplicationsBackpackBuddyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserApplicationsBackpackBuddy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userApplicationsBackpackBuddy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrSiteName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationYear"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"termFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]} as unknown as DocumentNode<UserApplicationsBackpackBuddyQuery, UserApplicationsBackpackBuddyQueryVariables>;
export const AccountProgramTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountProgramTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programName"}}},{"kind":"Argument","name":{"kind":"Name","value":"termYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]} as unknown as DocumentNode<AccountProgramTermsQuery, AccountProgramTermsQueryVariables>;
export const EditProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<EditProfileMutation, EditProfileMutationVariables>;
export const BackpackBuddyApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackpackBuddyApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationBackpackBuddy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationBackpackBuddyId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"stepsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"termId"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"termFormatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isContinuation"}},{"kind":"Field","name":{"kind":"Name","value":"organizationType"}},{"kind":"Field","name":{"kind":"Name","value":"nonProfitOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"numTotalEnrollment"}},{"kind":"Field","name":{"kind":"Name","value":"numFreeLunch"}},{"kind":"Field","name":{"kind":"Name","value":"numReducedLunch"}},{"kind":"Field","name":{"kind":"Name","value":"certififedVerification"}},{"kind":"Field","name":{"kind":"Name","value":"programInterests"}},{"kind":"Field","name":{"kind":"Name","value":"willHelpMediaEvents"}},{"kind":"Field","name":{"kind":"Name","value":"willDistributeInfo"}},{"kind":"Field","name":{"kind":"Name","value":"emailSecondaryCoordinator"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToProgramPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToProgramResponsibilities"}},{"kind":"Field","name":{"kind":"Name","value":"agreeNondiscrimination"}},{"kind":"Field","name":{"kind":"Name","value":"nameSignFirst"}},{"kind":"Field","name":{"kind":"Name","value":"nameSignSecond"}},{"kind":"Field","name":{"kind":"Name","value":"nameSignThird"}},{"kind":"Field","name":{"kind":"Name","value":"verifyPrincipalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"school"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"gradesServed"}},{"kind":"Field","name":{"kind":"Name","value":"teamMembersBackpackBuddy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"agreement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<BackpackBuddyApplicationQuery, BackpackBuddyApplicationQueryVariables>;
export const BackpackBuddyIntakeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackpackBuddyIntake"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programName"},"value":{"kind":"EnumValue","value":"BACKPACK_BUDDY"}},{"kind":"Argument","name":{"kind":"Name","value":"termYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"termFormatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backpackBuddyConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"summerEnabled"}}]}}]}}]} as unknown as DocumentNode<BackpackBuddyIntakeQuery, BackpackBuddyIntakeQueryVariables>;
export const BackpackBuddyInProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackpackBuddyInProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exceptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationInProgressBackpackBuddy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"termId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termId"}}},{"kind":"Argument","name":{"kind":"Name","value":"exceptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exceptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationBackpackBuddyId"}},{"kind":"Field","name":{"kind":"Name","value":"termYear"}},{"kind":"Field","name":{"kind":"Name","value":"starterName"}},{"kind":"Field","name":{"kind":"Name","value":"starterEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}}]}}]}}]} as unknown as DocumentNode<BackpackBuddyInProgressQuery, BackpackBuddyInProgressQueryVariables>;
export const BackpackBuddyUserApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackpackBuddyUserApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userApplicationsBackpackBuddy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrSiteName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationYear"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"termFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]} as unknown as DocumentNode<BackpackBuddyUserApplicationsQuery, BackpackBuddyUserApplicationsQueryVariables>;
export const SaveBackpackBuddyStepOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBackpackBuddyStepOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveApplicationStepOneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveApplicationStepOne"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationBackpackBuddyId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepsCompleted"}}]}}]}}]} as unknown as DocumentNode<SaveBackpackBuddyStepOneMutation, SaveBackpackBuddyStepOneMutationVariables>;
export const SaveBackpackBuddyStepTwoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBackpackBuddyStepTwo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveApplicationStepTwoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveApplicationStepTwo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationBackpackBuddyId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepsCompleted"}}]}}]}}]} as unknown as DocumentNode<SaveBackpackBuddyStepTwoMutation, SaveBackpackBuddyStepTwoMutationVariables>;
export const SaveBackpackBuddyStepThreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBackpackBuddyStepThree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveApplicationStepThreeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveApplicationStepThree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationBackpackBuddyId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepsCompleted"}}]}}]}}]} as unknown as DocumentNode<SaveBackpackBuddyStepThreeMutation, SaveBackpackBuddyStepThreeMutationVariables>;
export const ApplicationDistrictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationDistricts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allDistricts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ApplicationDistrictsQuery, ApplicationDistrictsQueryVariables>;
export const ApplicationSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"districtId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"districtId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"districtId"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}}]}}]}}]} as unknown as DocumentNode<ApplicationSchoolsQuery, ApplicationSchoolsQueryVariables>;
export const ApplicationSchoolPrefillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationSchoolPrefill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"gradesServed"}},{"kind":"Field","name":{"kind":"Name","value":"teamMembersBackpackBuddy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationSchoolPrefillQuery, ApplicationSchoolPrefillQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const SendPasswordResetEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordResetEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendPasswordResetEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordResetEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendPasswordResetEmailMutation, SendPasswordResetEmailMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SchoolContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolContactsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolContactsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolContacts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditedTeamMembers"}},{"kind":"Field","name":{"kind":"Name","value":"teamMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SchoolContactsQuery, SchoolContactsQueryVariables>;
export const EditSchoolContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditSchoolContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditSchoolContactsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editSchoolContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchoolContactsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchoolContactsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolContacts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastEditedTeamMembers"}},{"kind":"Field","name":{"kind":"Name","value":"teamMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<EditSchoolContactsMutation, EditSchoolContactsMutationVariables>;
export const BackpackBuddyNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackpackBuddyNotification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"program"},"value":{"kind":"EnumValue","value":"BACKPACK_BUDDY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<BackpackBuddyNotificationQuery, BackpackBuddyNotificationQueryVariables>;
export const SchoolReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"backpackBuddyId"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termMonthId"}},{"kind":"Field","name":{"kind":"Name","value":"termMonthFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"allocated"}},{"kind":"Field","name":{"kind":"Name","value":"distributed"}},{"kind":"Field","name":{"kind":"Name","value":"discarded"}},{"kind":"Field","name":{"kind":"Name","value":"distributionDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termMonthDistributionDateId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"distributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"studentIdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testimonial"}},{"kind":"Field","name":{"kind":"Name","value":"distributionDateEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termMonthDistributionDateId"}},{"kind":"Field","name":{"kind":"Name","value":"distributionNumber"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"distributionReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"educatorId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SchoolReportsQuery, SchoolReportsQueryVariables>;
export const SaveDistributionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDistribution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDistributionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDistribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributionId"}}]}}]}}]} as unknown as DocumentNode<SaveDistributionMutation, SaveDistributionMutationVariables>;
export const DeleteDistributionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDistributions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"distributionIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDistributions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"distributionIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distributionIds"}}}]}]}}]} as unknown as DocumentNode<DeleteDistributionsMutation, DeleteDistributionsMutationVariables>;
export const CopyStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termMonthId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"termMonthId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termMonthId"}}}]}]}}]} as unknown as DocumentNode<CopyStudentsMutation, CopyStudentsMutationVariables>;
export const UploadStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadStudentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<UploadStudentsMutation, UploadStudentsMutationVariables>;
export const SubmitReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SubmitReportMutation, SubmitReportMutationVariables>;
export const DeleteReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termMonthIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"termMonthIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termMonthIds"}}}]}]}}]} as unknown as DocumentNode<DeleteReportsMutation, DeleteReportsMutationVariables>;
export const StorageObjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorageObjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awsObjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Key"}},{"kind":"Field","name":{"kind":"Name","value":"LastModified"}},{"kind":"Field","name":{"kind":"Name","value":"Size"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StorageObjectsQuery, StorageObjectsQueryVariables>;
export const ApplicationSignatureDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationSignatureDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSignatureDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"programName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"school"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"organizationType"}},{"kind":"Field","name":{"kind":"Name","value":"schoolMarketAgencyNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"principal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nameSignFirst"}},{"kind":"Field","name":{"kind":"Name","value":"nameSignSecond"}},{"kind":"Field","name":{"kind":"Name","value":"nameSignThird"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToProgramPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToProgramResponsibilities"}},{"kind":"Field","name":{"kind":"Name","value":"agreeNondiscrimination"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAgreement"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedNonDiscrimination"}},{"kind":"Field","name":{"kind":"Name","value":"signeeName"}},{"kind":"Field","name":{"kind":"Name","value":"signeeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"agreement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationSignatureDetailsQuery, ApplicationSignatureDetailsQueryVariables>;
export const PrincipalSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PrincipalSignature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrincipalSignatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principalSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PrincipalSignatureMutation, PrincipalSignatureMutationVariables>;
export const SurveysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Surveys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SurveysQuery, SurveysQueryVariables>;
export const PingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"}}]}}]} as unknown as DocumentNode<PingQuery, PingQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"educatorUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"educatorId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"applicationBackpackBuddyRequired"}},{"kind":"Field","name":{"kind":"Name","value":"applicationBackpackBuddyRequiredId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationSchoolMarketRequired"}},{"kind":"Field","name":{"kind":"Name","value":"applicationSchoolMarketRequiredId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationTeachersAidRequired"}},{"kind":"Field","name":{"kind":"Name","value":"applicationTeachersAidRequiredId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationKidsCafeRequired"}},{"kind":"Field","name":{"kind":"Name","value":"applicationKidsCafeRequiredId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationPartnerServicesRequired"}},{"kind":"Field","name":{"kind":"Name","value":"applicationPartnerServicesRequiredId"}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"enums"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;