/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends {
    [key: string]: unknown;
}> = {
    [K in keyof T]: T[K];
};
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | {
    [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never;
};
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Application tab settings; an omitted field is left as it is. A field the program does not have is refused. */
export type AdminApplicationSettingsInput = {
    acceptingApplications?: boolean | null | undefined;
    applicationYear?: number | null | undefined;
    waitlistEnabled?: boolean | null | undefined;
    waitlisted?: boolean | null | undefined;
};
export type AdminApplicationStatusInput = {
    id: number;
    status: ApplicationStatus;
};
export type AdminEmailInput = {
    emailId: number;
    messageBody: string;
    status: string;
    subjectLine: string;
};
export type AdminSiteApplicationStatusInput = {
    applicationKidsCafeId: number;
    status: ApplicationStatus;
};
/** Active Terms toggles; an omitted field is left as it is. */
export type AdminTermSettingsInput = {
    schoolEnabled?: boolean | null | undefined;
    summerEnabled?: boolean | null | undefined;
};
export type AdminUpdateApplicationsInput = {
    /** At most 100. */
    applications: Array<AdminApplicationStatusInput>;
    program: SchoolProgram;
    schoolId: number;
};
export type AdminUpdateDistrictInput = {
    /** Omitted to create a district. */
    districtId?: number | null | undefined;
    name: string;
};
export type AdminUpdateEducatorUserInput = {
    /** Omitted to create an account (which is mailed a link to set its password). */
    educatorId?: number | null | undefined;
    email: string;
    firstName: string;
    lastName: string;
    /** At most 200. */
    schoolIds: Array<number>;
    /** The Kids Cafe sites (at most 200); omitted to leave the account's sites as they are. */
    siteIds?: Array<number> | null | undefined;
};
export type AdminUpdateProgramStatusInput = {
    program: SchoolProgram;
    schoolId: number;
    status: string;
};
export type AdminUpdateSchoolContactsInput = {
    program: SchoolProgram;
    schoolId: number;
    /** At most 100. */
    teamMembers: Array<TeamMemberInput>;
};
export type AdminUpdateSchoolProfileInput = {
    address1?: string | null | undefined;
    address2?: string | null | undefined;
    city?: string | null | undefined;
    county?: string | null | undefined;
    districtId?: number | null | undefined;
    /** At most 16 (the options of the gradesServed enumeration). */
    gradesServed?: Array<string> | null | undefined;
    name?: string | null | undefined;
    notes?: string | null | undefined;
    numFreeLunch?: string | null | undefined;
    numReducedLunch?: string | null | undefined;
    numTotalEnrollment?: string | null | undefined;
    participatedLastYear?: boolean | null | undefined;
    program: SchoolProgram;
    programId?: string | null | undefined;
    schoolId: number;
    state?: string | null | undefined;
    type?: string | null | undefined;
    zip?: string | null | undefined;
};
export type AdminUpdateSiteApplicationsInput = {
    /** At most 100. */
    applications: Array<AdminSiteApplicationStatusInput>;
    siteId: number;
};
export type AdminUpdateSiteMembersInput = {
    siteId: number;
    /** At most 2: the primary and the secondary point of contact. */
    siteMembers: Array<SiteMemberInput>;
};
export type AdminUpdateSiteProfileInput = {
    address1?: string | null | undefined;
    address2?: string | null | undefined;
    city?: string | null | undefined;
    closestSchool?: string | null | undefined;
    county?: string | null | undefined;
    crossStreet?: string | null | undefined;
    name?: string | null | undefined;
    notes?: string | null | undefined;
    siteId: number;
    state?: string | null | undefined;
    type?: string | null | undefined;
    zip?: string | null | undefined;
};
export type AdminUpdateSiteStatusInput = {
    siteId: number;
    status: string;
};
export type ApplicationStatus = 'APPROVED' | 'DENIED' | 'IN_PROGRESS' | 'PENDING' | 'PENDING_PRINCIPAL' | 'WAITLISTED' | 'WITHDRAWN';
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
    /** At most 100. */
    teamMembers: Array<TeamMemberInput>;
};
/** A school's food safety certificate as of today (UTC): its latest expiration date decides. */
export type FoodSafetyCertificateState = 'CURRENT'
/** The latest expiration date has passed. */
 | 'EXPIRED'
/** Expires within 30 days (FOOD_SAFETY_EXPIRING_DAYS), today included. */
 | 'EXPIRING_SOON'
/** No food safety entry. */
 | 'NONE';
export type KidsCafeContactInput = {
    email?: string | null | undefined;
    firstName?: string | null | undefined;
    isSupervisor?: boolean | null | undefined;
    lastName?: string | null | undefined;
    phone?: string | null | undefined;
    title?: string | null | undefined;
};
export type KidsCafeSiteInput = {
    address1?: string | null | undefined;
    address2?: string | null | undefined;
    city?: string | null | undefined;
    closestSchool?: string | null | undefined;
    county?: string | null | undefined;
    crossStreet?: string | null | undefined;
    name?: string | null | undefined;
    primaryPointOfContact?: KidsCafeContactInput | null | undefined;
    secondaryPointOfContact?: KidsCafeContactInput | null | undefined;
    /** The site chosen from the dropdown (allSites); needed even in a draft. */
    siteId?: number | null | undefined;
    state?: string | null | undefined;
    zip?: string | null | undefined;
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
export type Program = 'BACKPACK_BUDDY' | 'KIDS_CAFE' | 'PARTNER_SERVICES' | 'SCHOOL_MARKET' | 'TEACHERS_AID';
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
    /** At most 31 (one per distribution date of the month). */
    dateEntries: Array<DistributionDateEntryInput>;
    /** Absent to add a student. */
    distributionId?: number | null | undefined;
    studentIdNumber: string;
    studentName: string;
    termMonthId: number;
    testimonial?: string | null | undefined;
};
export type SaveKidsCafeApplicationInput = {
    agreeToDocumentation?: boolean | null | undefined;
    agreeToProgramPurpose?: boolean | null | undefined;
    agreeToReimbursement?: boolean | null | undefined;
    agricultureSponsor?: string | null | undefined;
    /** Absent to start a new application. */
    applicationKidsCafeId?: number | null | undefined;
    applicationYear?: number | null | undefined;
    bogoLunchEndTime?: string | null | undefined;
    bogoLunchNumExpectedParticipants?: string | null | undefined;
    bogoLunchStartTime?: string | null | undefined;
    breakfastEndTime?: string | null | undefined;
    breakfastNumExpectedParticipants?: string | null | undefined;
    breakfastStartTime?: string | null | undefined;
    brunchEndTime?: string | null | undefined;
    brunchNumExpectedParticipants?: string | null | undefined;
    brunchStartTime?: string | null | undefined;
    certififedVerification?: boolean | null | undefined;
    childcareLicense?: string | null | undefined;
    closureDates?: string | null | undefined;
    /** At most 6. */
    daysForService?: Array<string> | null | undefined;
    draft: boolean;
    earliestDeliveryTime?: string | null | undefined;
    /** MM/DD/YYYY. */
    endDate?: string | null | undefined;
    enrichmentPrograms?: string | null | undefined;
    fieldTrips?: string | null | undefined;
    forProfit?: boolean | null | undefined;
    gateCode?: string | null | undefined;
    hasAfterSchool?: boolean | null | undefined;
    hasInfantsEnrolled?: boolean | null | undefined;
    hasMicrowave?: boolean | null | undefined;
    hasRecordingDevice?: boolean | null | undefined;
    hasStorage?: boolean | null | undefined;
    hasWifi?: boolean | null | undefined;
    interestBogoLunch?: boolean | null | undefined;
    interestBreakfast?: boolean | null | undefined;
    interestBrunch?: boolean | null | undefined;
    interestLunch?: boolean | null | undefined;
    interestSnack?: boolean | null | undefined;
    interestSupper?: boolean | null | undefined;
    isFederalParticipant?: boolean | null | undefined;
    isOpenEnrolledYear?: boolean | null | undefined;
    isTexasRisingStar?: string | null | undefined;
    lunchEndTime?: string | null | undefined;
    lunchNumExpectedParticipants?: string | null | undefined;
    lunchStartTime?: string | null | undefined;
    nameSign?: string | null | undefined;
    new?: boolean | null | undefined;
    numExpectedParticipants?: string | null | undefined;
    operatingHoursEndTime?: string | null | undefined;
    operatingHoursStartTime?: string | null | undefined;
    /** At most 7 (the age ranges but EIGHTEEN_PLUS). */
    participantAgeRanges?: Array<string> | null | undefined;
    participatedAgriculture?: boolean | null | undefined;
    readProgramAgreement?: boolean | null | undefined;
    receivesDeliveries?: boolean | null | undefined;
    referredBy?: string | null | undefined;
    site?: KidsCafeSiteInput | null | undefined;
    siteType?: string | null | undefined;
    snackEndTime?: string | null | undefined;
    snackNumExpectedParticipants?: string | null | undefined;
    snackStartTime?: string | null | undefined;
    specialDeliveryNotes?: string | null | undefined;
    /** MM/DD/YYYY. */
    startDate?: string | null | undefined;
    supperEndTime?: string | null | undefined;
    supperNumExpectedParticipants?: string | null | undefined;
    supperStartTime?: string | null | undefined;
    /** SCHOOL or SUMMER. */
    type?: string | null | undefined;
};
export type SaveSchoolMarketApplicationInput = {
    address1?: string | null | undefined;
    address2?: string | null | undefined;
    agreeNondiscrimination?: boolean | null | undefined;
    agreeToProgramPurpose?: boolean | null | undefined;
    agreeToProgramResponsibilities?: boolean | null | undefined;
    /** Absent to start a new application. */
    applicationSchoolMarketId?: number | null | undefined;
    certififedVerification?: boolean | null | undefined;
    city?: string | null | undefined;
    county?: string | null | undefined;
    districtId?: number | null | undefined;
    draft: boolean;
    gradesServed?: Array<string> | null | undefined;
    marketType?: string | null | undefined;
    nameSignFirst?: string | null | undefined;
    nameSignSecond?: string | null | undefined;
    nameSignThird?: string | null | undefined;
    new?: boolean | null | undefined;
    nonProfitOrganizations?: string | null | undefined;
    numFreeLunch?: string | null | undefined;
    numReducedLunch?: string | null | undefined;
    numTotalEnrollment?: string | null | undefined;
    operatingFrequency?: string | null | undefined;
    organizationType?: string | null | undefined;
    preferredDistributionDay?: string | null | undefined;
    preferredDistributionTime?: string | null | undefined;
    primaryPointOfContact?: SchoolMarketContactInput | null | undefined;
    principal?: SchoolMarketContactInput | null | undefined;
    schoolId?: number | null | undefined;
    schoolType?: string | null | undefined;
    secondaryPreferredDistributionDay?: string | null | undefined;
    secondaryPreferredDistributionTime?: string | null | undefined;
    state?: string | null | undefined;
    termId?: number | null | undefined;
    zip?: string | null | undefined;
};
export type SaveTeachersAidApplicationStepOneInput = {
    address1?: string | null | undefined;
    address2?: string | null | undefined;
    /** Absent to start a new application. */
    applicationTeachersAidId?: number | null | undefined;
    city?: string | null | undefined;
    county?: string | null | undefined;
    /** Percentages as typed (25, 25%, 0.25 is read as 0.25%). */
    demographicAsian?: string | null | undefined;
    demographicBlack?: string | null | undefined;
    demographicHispanic?: string | null | undefined;
    demographicWhite?: string | null | undefined;
    districtId?: number | null | undefined;
    draft: boolean;
    gradesServed?: Array<string> | null | undefined;
    new?: boolean | null | undefined;
    nonProfitOrganizations?: string | null | undefined;
    numFreeLunch?: string | null | undefined;
    numReducedLunch?: string | null | undefined;
    numTotalEnrollment?: string | null | undefined;
    organizationType?: string | null | undefined;
    principal?: TeachersAidContactInput | null | undefined;
    schoolId?: number | null | undefined;
    schoolType?: string | null | undefined;
    siteCoordinator?: TeachersAidContactInput | null | undefined;
    state?: string | null | undefined;
    termId?: number | null | undefined;
    zip?: string | null | undefined;
};
export type SaveTeachersAidApplicationStepThreeInput = {
    applicationTeachersAidId: number;
    certifiedAgreement?: boolean | null | undefined;
    certifiedNonDiscrimination?: boolean | null | undefined;
    certifiedProgramRules?: boolean | null | undefined;
    draft: boolean;
    nameSignFirst?: string | null | undefined;
    nameSignSecond?: string | null | undefined;
    nameSignThird?: string | null | undefined;
    verifyPrincipalEmail?: string | null | undefined;
};
export type SaveTeachersAidApplicationStepTwoInput = {
    applicationTeachersAidId: number;
    certififedVerification?: boolean | null | undefined;
    draft: boolean;
    /** The whole roster: teachers left out are removed. */
    teachers: Array<TeacherInput>;
};
export type SchoolMarketContactInput = {
    email?: string | null | undefined;
    firstName?: string | null | undefined;
    lastName?: string | null | undefined;
    phone?: string | null | undefined;
    title?: string | null | undefined;
};
/** The three programs whose applicants are schools. */
export type SchoolProgram = 'BACKPACK_BUDDY' | 'SCHOOL_MARKET' | 'TEACHERS_AID';
export type SendPasswordResetEmailInput = {
    email: string;
};
export type SiteMemberInput = {
    email?: string | null | undefined;
    firstName?: string | null | undefined;
    isSupervisor?: boolean | null | undefined;
    lastName?: string | null | undefined;
    phone?: string | null | undefined;
    siteMemberId?: number | null | undefined;
    title?: string | null | undefined;
    /** PRIMARY_POINT_CONTACT or SECONDARY_POINT_CONTACT. */
    type: string;
};
export type SubmitReportInput = {
    comments?: string | null | undefined;
    termMonthId: number;
};
export type TeacherInput = {
    email?: string | null | undefined;
    firstName?: string | null | undefined;
    gradesTaught?: Array<string> | null | undefined;
    lastName?: string | null | undefined;
    numStudentsTaughtPerYear?: string | null | undefined;
    phone?: string | null | undefined;
    proxyTeacher?: string | null | undefined;
    subjectsTaught?: Array<string> | null | undefined;
    /** Absent for a teacher the save adds. */
    teacherId?: number | null | undefined;
    title?: string | null | undefined;
};
export type TeachersAidContactInput = {
    email?: string | null | undefined;
    firstName?: string | null | undefined;
    lastName?: string | null | undefined;
    phone?: string | null | undefined;
    title?: string | null | undefined;
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
export type TermType = 'SCHOOL' | 'SUMMER';
export type UploadStudentsInput = {
    /** At most 2,000 rows. */
    students: Array<UploadedStudentInput>;
    termMonthId: number;
};
export type UploadedStudentInput = {
    studentIdNumber?: string | null | undefined;
    studentName?: string | null | undefined;
};
export type UserType = 'ADMIN' | 'EDUCATOR';
export type UserApplicationsBackpackBuddyQueryVariables = Exact<{
    [key: string]: never;
}>;
export type UserApplicationsBackpackBuddyQuery = {
    userApplicationsBackpackBuddy: Array<{
        id: number;
        schoolOrSiteName: string;
        applicationYear: number;
        termType: TermType;
        termFormatted: string;
        status: ApplicationStatus;
        submittedAt: string | null;
    }>;
};
export type AccountProgramTermsQueryVariables = Exact<{
    programName: Program;
    termYear?: number | null | undefined;
}>;
export type AccountProgramTermsQuery = {
    programTerms: Array<{
        termId: number;
        type: TermType;
        year: number;
    }>;
};
export type EditProfileMutationVariables = Exact<{
    input: EditProfileInput;
}>;
export type EditProfileMutation = {
    editProfile: {
        id: string;
        firstName: string;
        lastName: string;
        fullName: string;
        email: string;
        phone: string | null;
    };
};
export type UserApplicationsSchoolMarketQueryVariables = Exact<{
    [key: string]: never;
}>;
export type UserApplicationsSchoolMarketQuery = {
    userApplicationsSchoolMarket: Array<{
        id: number;
        schoolOrSiteName: string;
        applicationYear: number;
        termType: TermType;
        termFormatted: string;
        status: ApplicationStatus;
        submittedAt: string | null;
    }>;
};
export type UserApplicationsTeachersAidQueryVariables = Exact<{
    [key: string]: never;
}>;
export type UserApplicationsTeachersAidQuery = {
    userApplicationsTeachersAid: Array<{
        id: number;
        schoolOrSiteName: string;
        applicationYear: number;
        termType: TermType;
        termFormatted: string;
        status: ApplicationStatus;
        submittedAt: string | null;
    }>;
};
export type UserApplicationsKidsCafeQueryVariables = Exact<{
    [key: string]: never;
}>;
export type UserApplicationsKidsCafeQuery = {
    userApplicationsKidsCafe: Array<{
        id: number;
        schoolOrSiteName: string;
        applicationYear: number;
        termType: TermType;
        termFormatted: string;
        status: ApplicationStatus;
        submittedAt: string | null;
    }>;
    programConfig: {
        id: string;
        program: Program;
        waitlisted: boolean | null;
    };
};
export type AllocationFieldsFragment = {
    id: string;
    schoolId: number;
    termMonths: Array<{
        termMonthId: number;
        startDate: string;
        monthlyAllocation: number | null;
        termFormattedShort: string;
    }>;
    allocationEntries: Array<{
        allocationEntryId: number;
        weeklyAllocation: number;
        updatedBy: string | null;
        createdAt: string;
    }>;
};
export type AdminSchoolAllocationsQueryVariables = Exact<{
    schoolId: number;
}>;
export type AdminSchoolAllocationsQuery = {
    school: {
        id: string;
        schoolId: number;
        termMonths: Array<{
            termMonthId: number;
            startDate: string;
            monthlyAllocation: number | null;
            termFormattedShort: string;
        }>;
        allocationEntries: Array<{
            allocationEntryId: number;
            weeklyAllocation: number;
            updatedBy: string | null;
            createdAt: string;
        }>;
    };
};
export type AdminSaveAllocationMutationVariables = Exact<{
    schoolId: number;
    weeklyAllocation: string;
}>;
export type AdminSaveAllocationMutation = {
    adminSaveAllocation: {
        id: string;
        schoolId: number;
        termMonths: Array<{
            termMonthId: number;
            startDate: string;
            monthlyAllocation: number | null;
            termFormattedShort: string;
        }>;
        allocationEntries: Array<{
            allocationEntryId: number;
            weeklyAllocation: number;
            updatedBy: string | null;
            createdAt: string;
        }>;
    };
};
export type AdminDeleteAllocationEntryMutationVariables = Exact<{
    allocationEntryId: number;
}>;
export type AdminDeleteAllocationEntryMutation = {
    adminDeleteAllocationEntry: {
        id: string;
        schoolId: number;
        termMonths: Array<{
            termMonthId: number;
            startDate: string;
            monthlyAllocation: number | null;
            termFormattedShort: string;
        }>;
        allocationEntries: Array<{
            allocationEntryId: number;
            weeklyAllocation: number;
            updatedBy: string | null;
            createdAt: string;
        }>;
    };
};
export type AuditHistoryFieldsFragment = {
    id: string;
    action: string;
    entityType: string;
    entityId: number;
    actorName: string | null;
    createdAt: string;
    changes: Array<{
        field: string;
        before: string | null;
        after: string | null;
    }>;
};
export type AdminDistrictsQueryVariables = Exact<{
    [key: string]: never;
}>;
export type AdminDistrictsQuery = {
    adminDistricts: Array<{
        id: string;
        districtId: number;
        name: string;
        deletedAt: string | null;
        schoolCount: number;
    }>;
};
export type AdminDistrictDetailFieldsFragment = {
    id: string;
    districtId: number;
    name: string;
    deletedAt: string | null;
    updatedAt: string;
    schoolCount: number;
    schools: Array<string>;
    history: Array<{
        id: string;
        action: string;
        entityType: string;
        entityId: number;
        actorName: string | null;
        createdAt: string;
        changes: Array<{
            field: string;
            before: string | null;
            after: string | null;
        }>;
    }>;
};
export type AdminDistrictDetailsQueryVariables = Exact<{
    districtId: number;
}>;
export type AdminDistrictDetailsQuery = {
    adminDistrictDetails: {
        id: string;
        districtId: number;
        name: string;
        deletedAt: string | null;
        updatedAt: string;
        schoolCount: number;
        schools: Array<string>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminUpdateDistrictMutationVariables = Exact<{
    input: AdminUpdateDistrictInput;
}>;
export type AdminUpdateDistrictMutation = {
    adminUpdateDistrict: {
        id: string;
        districtId: number;
        name: string;
        deletedAt: string | null;
        updatedAt: string;
        schoolCount: number;
        schools: Array<string>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminArchiveDistrictMutationVariables = Exact<{
    districtId: number;
}>;
export type AdminArchiveDistrictMutation = {
    adminArchiveDistrict: {
        id: string;
        districtId: number;
        name: string;
        deletedAt: string | null;
        updatedAt: string;
        schoolCount: number;
        schools: Array<string>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminRestoreDistrictMutationVariables = Exact<{
    districtId: number;
}>;
export type AdminRestoreDistrictMutation = {
    adminRestoreDistrict: {
        id: string;
        districtId: number;
        name: string;
        deletedAt: string | null;
        updatedAt: string;
        schoolCount: number;
        schools: Array<string>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminEmailFieldsFragment = {
    id: string;
    emailId: number;
    key: string;
    name: string;
    recipients: string;
    mergeTags: Array<string>;
    status: string;
    subjectLine: string;
    messageBody: string;
    lastEdited: string | null;
    lastEditedBy: string | null;
    mergeTagDetails: Array<{
        name: string;
        description: string;
        sample: string;
        link: boolean;
    }>;
};
export type AdminEmailsQueryVariables = Exact<{
    [key: string]: never;
}>;
export type AdminEmailsQuery = {
    adminEmails: Array<{
        id: string;
        emailId: number;
        key: string;
        name: string;
        recipients: string;
        mergeTags: Array<string>;
        status: string;
        subjectLine: string;
        messageBody: string;
        lastEdited: string | null;
        lastEditedBy: string | null;
        mergeTagDetails: Array<{
            name: string;
            description: string;
            sample: string;
            link: boolean;
        }>;
    }>;
};
export type AdminEditEmailsMutationVariables = Exact<{
    emails: Array<AdminEmailInput> | AdminEmailInput;
}>;
export type AdminEditEmailsMutation = {
    adminEmails: Array<{
        id: string;
        emailId: number;
        key: string;
        name: string;
        recipients: string;
        mergeTags: Array<string>;
        status: string;
        subjectLine: string;
        messageBody: string;
        lastEdited: string | null;
        lastEditedBy: string | null;
        mergeTagDetails: Array<{
            name: string;
            description: string;
            sample: string;
            link: boolean;
        }>;
    }>;
};
export type FoodSafetyFieldsFragment = {
    id: string;
    schoolId: number;
    foodSafetyStatus: string | null;
    foodSafetyExpirationDate: string | null;
    foodSafetyCertificate: FoodSafetyCertificateState;
    foodSafetyEntries: Array<{
        foodSafetyEntryId: number;
        completedBy: string;
        completionDate: string;
        expirationDate: string;
    }>;
};
export type AdminSchoolFoodSafetyQueryVariables = Exact<{
    schoolId: number;
}>;
export type AdminSchoolFoodSafetyQuery = {
    school: {
        id: string;
        schoolId: number;
        foodSafetyStatus: string | null;
        foodSafetyExpirationDate: string | null;
        foodSafetyCertificate: FoodSafetyCertificateState;
        foodSafetyEntries: Array<{
            foodSafetyEntryId: number;
            completedBy: string;
            completionDate: string;
            expirationDate: string;
        }>;
    };
};
export type AdminUpdateFoodSafetyMutationVariables = Exact<{
    schoolId: number;
    completedBy: string;
    completionDate: string;
    expirationDate: string;
}>;
export type AdminUpdateFoodSafetyMutation = {
    adminUpdateFoodSafety: {
        id: string;
        schoolId: number;
        foodSafetyStatus: string | null;
        foodSafetyExpirationDate: string | null;
        foodSafetyCertificate: FoodSafetyCertificateState;
        foodSafetyEntries: Array<{
            foodSafetyEntryId: number;
            completedBy: string;
            completionDate: string;
            expirationDate: string;
        }>;
    };
};
export type AdminDeleteFoodSafetyEntryMutationVariables = Exact<{
    foodSafetyEntryId: number;
}>;
export type AdminDeleteFoodSafetyEntryMutation = {
    adminDeleteFoodSafetyEntry: {
        id: string;
        schoolId: number;
        foodSafetyStatus: string | null;
        foodSafetyExpirationDate: string | null;
        foodSafetyCertificate: FoodSafetyCertificateState;
        foodSafetyEntries: Array<{
            foodSafetyEntryId: number;
            completedBy: string;
            completionDate: string;
            expirationDate: string;
        }>;
    };
};
export type AdminUpdateFoodSafetyStatusMutationVariables = Exact<{
    schoolId: number;
    foodSafetyStatus: string;
}>;
export type AdminUpdateFoodSafetyStatusMutation = {
    adminUpdateFoodSafetyStatus: {
        id: string;
        schoolId: number;
        foodSafetyStatus: string | null;
        foodSafetyExpirationDate: string | null;
        foodSafetyCertificate: FoodSafetyCertificateState;
        foodSafetyEntries: Array<{
            foodSafetyEntryId: number;
            completedBy: string;
            completionDate: string;
            expirationDate: string;
        }>;
    };
};
export type AdminStorageObjectsQueryVariables = Exact<{
    bucket: string;
}>;
export type AdminStorageObjectsQuery = {
    awsObjects: Array<{
        Key: string;
        LastModified: string;
        Size: number;
        title: string;
        url: string;
    }>;
};
export type UploadS3ObjectMutationVariables = Exact<{
    file: File;
    bucket: string;
    title: string;
}>;
export type UploadS3ObjectMutation = {
    uploadS3Object: {
        Key: string;
    };
};
export type DeleteS3ObjectMutationVariables = Exact<{
    key: string;
    bucket: string;
}>;
export type DeleteS3ObjectMutation = {
    deleteS3Object: string;
};
export type AdminSurveysQueryVariables = Exact<{
    [key: string]: never;
}>;
export type AdminSurveysQuery = {
    surveys: Array<{
        surveyId: number;
        title: string;
        link: string;
        createdAt: string;
    }>;
};
export type AdminCreateSurveyMutationVariables = Exact<{
    title: string;
    link: string;
}>;
export type AdminCreateSurveyMutation = {
    adminCreateSurvey: {
        surveyId: number;
    };
};
export type AdminDeleteSurveyMutationVariables = Exact<{
    surveyId: number;
}>;
export type AdminDeleteSurveyMutation = {
    adminDeleteSurvey: {
        surveyId: number;
    };
};
export type AdminNotificationFieldsFragment = {
    id: string;
    notificationId: number;
    program: Program;
    text: string;
    lastEdited: string | null;
    lastEditedBy: string | null;
};
export type AdminNotificationQueryVariables = Exact<{
    program: Program;
}>;
export type AdminNotificationQuery = {
    adminNotification: {
        id: string;
        notificationId: number;
        program: Program;
        text: string;
        lastEdited: string | null;
        lastEditedBy: string | null;
    };
};
export type AdminEditNotificationMutationVariables = Exact<{
    notificationId: number;
    text: string;
}>;
export type AdminEditNotificationMutation = {
    adminEditNotification: {
        id: string;
        notificationId: number;
        program: Program;
        text: string;
        lastEdited: string | null;
        lastEditedBy: string | null;
    };
};
export type BackpackBuddyPrintQueryVariables = Exact<{
    id: number;
    applicationId: string;
    programName: string;
}>;
export type BackpackBuddyPrintQuery = {
    applicationBackpackBuddy: {
        id: string;
        applicationBackpackBuddyId: number;
        status: ApplicationStatus;
        new: boolean | null;
        isContinuation: boolean;
        organizationType: string | null;
        nonProfitOrganizations: string | null;
        numTotalEnrollment: number | null;
        numFreeLunch: number | null;
        numReducedLunch: number | null;
        certififedVerification: boolean | null;
        willHelpMediaEvents: boolean | null;
        willDistributeInfo: boolean | null;
        emailSecondaryCoordinator: boolean | null;
        programInterests: Array<string>;
        agreeToProgramPurpose: boolean;
        agreeToProgramResponsibilities: boolean;
        agreeNondiscrimination: boolean;
        nameSignFirst: string | null;
        nameSignSecond: string | null;
        nameSignThird: string | null;
        submittedAt: string | null;
        term: {
            termId: number;
            termFormatted: string;
        };
        submittedBy: {
            fullName: string;
            email: string;
        } | null;
        school: {
            id: string;
            schoolId: number;
            name: string;
            type: string | null;
            districtName: string | null;
            address1: string | null;
            address2: string | null;
            city: string | null;
            county: string | null;
            state: string | null;
            zip: string | null;
            gradesServed: Array<string>;
            teamMembersBackpackBuddy: Array<{
                teamMemberId: number | null;
                type: string;
                firstName: string;
                lastName: string;
                fullName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
            }>;
        };
    };
    applicationSignatureDetails: {
        id: string;
        signedAt: string | null;
        signeeName: string | null;
        signeeEmail: string | null;
        principal: {
            fullName: string;
            email: string;
        };
    } | null;
};
export type KidsCafePrintContactFieldsFragment = {
    type: string;
    fullName: string;
    title: string | null;
    phone: string | null;
    email: string | null;
    isSupervisor: boolean | null;
};
export type KidsCafePrintQueryVariables = Exact<{
    id: number;
}>;
export type KidsCafePrintQuery = {
    applicationKidsCafe: {
        id: string;
        applicationKidsCafeId: number;
        status: ApplicationStatus;
        type: TermType;
        applicationYearDisplayed: number;
        isContinuation: boolean;
        new: boolean | null;
        submittedAt: string | null;
        siteType: string | null;
        forProfit: boolean | null;
        participatedAgriculture: boolean | null;
        agricultureSponsor: string | null;
        childcareLicense: string | null;
        hasWifi: boolean | null;
        hasRecordingDevice: boolean | null;
        hasStorage: boolean | null;
        receivesDeliveries: boolean | null;
        hasMicrowave: boolean | null;
        isTexasRisingStar: string | null;
        isFederalParticipant: boolean | null;
        isOpenEnrolledYear: boolean | null;
        hasInfantsEnrolled: boolean | null;
        hasAfterSchool: boolean | null;
        startDate: string | null;
        endDate: string | null;
        operatingHoursStartTime: string | null;
        operatingHoursEndTime: string | null;
        gateCode: string | null;
        numExpectedParticipants: number | null;
        participantAgeRanges: Array<string>;
        daysForService: Array<string>;
        interestBreakfast: boolean;
        breakfastStartTime: string | null;
        breakfastEndTime: string | null;
        breakfastNumExpectedParticipants: number | null;
        interestBrunch: boolean;
        brunchStartTime: string | null;
        brunchEndTime: string | null;
        brunchNumExpectedParticipants: number | null;
        interestLunch: boolean;
        lunchStartTime: string | null;
        lunchEndTime: string | null;
        lunchNumExpectedParticipants: number | null;
        interestBogoLunch: boolean;
        bogoLunchStartTime: string | null;
        bogoLunchEndTime: string | null;
        bogoLunchNumExpectedParticipants: number | null;
        interestSnack: boolean;
        snackStartTime: string | null;
        snackEndTime: string | null;
        snackNumExpectedParticipants: number | null;
        interestSupper: boolean;
        supperStartTime: string | null;
        supperEndTime: string | null;
        supperNumExpectedParticipants: number | null;
        specialDeliveryNotes: string | null;
        earliestDeliveryTime: string | null;
        enrichmentPrograms: string | null;
        closureDates: string | null;
        fieldTrips: string | null;
        referredBy: string | null;
        readProgramAgreement: boolean;
        nameSign: string | null;
        agreeToProgramPurpose: boolean;
        agreeToReimbursement: boolean;
        agreeToDocumentation: boolean;
        certififedVerification: boolean | null;
        submittedBy: {
            fullName: string;
            email: string;
        } | null;
        site: {
            id: string;
            siteId: number;
            name: string;
            address1: string | null;
            address2: string | null;
            crossStreet: string | null;
            city: string | null;
            county: string | null;
            state: string | null;
            zip: string | null;
            closestSchool: string | null;
            primaryPointOfContact: {
                type: string;
                fullName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
                isSupervisor: boolean | null;
            } | null;
            secondaryPointOfContact: {
                type: string;
                fullName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
                isSupervisor: boolean | null;
            } | null;
        };
    };
};
export type SchoolMarketPrintQueryVariables = Exact<{
    id: number;
    applicationId: string;
    programName: string;
}>;
export type SchoolMarketPrintQuery = {
    applicationSchoolMarket: {
        id: string;
        applicationSchoolMarketId: number;
        status: ApplicationStatus;
        new: boolean | null;
        isContinuation: boolean;
        organizationType: string | null;
        nonProfitOrganizations: string | null;
        numTotalEnrollment: number | null;
        numFreeLunch: number | null;
        numReducedLunch: number | null;
        certififedVerification: boolean | null;
        marketType: string | null;
        operatingFrequency: string | null;
        preferredDistributionDay: string | null;
        preferredDistributionTime: string | null;
        secondaryPreferredDistributionDay: string | null;
        secondaryPreferredDistributionTime: string | null;
        agreeToProgramPurpose: boolean;
        agreeToProgramResponsibilities: boolean;
        agreeNondiscrimination: boolean;
        nameSignFirst: string | null;
        nameSignSecond: string | null;
        nameSignThird: string | null;
        submittedAt: string | null;
        signedAt: string | null;
        signerRole: string;
        term: {
            termId: number;
            type: TermType;
            year: number;
            termFormatted: string;
        };
        submittedBy: {
            fullName: string;
            email: string;
        } | null;
        school: {
            id: string;
            schoolId: number;
            name: string;
            type: string | null;
            districtName: string | null;
            address1: string | null;
            address2: string | null;
            city: string | null;
            county: string | null;
            state: string | null;
            zip: string | null;
            gradesServed: Array<string>;
            schoolMarketAgencyNumber: string | null;
            primaryPointOfContact: {
                firstName: string;
                lastName: string;
                fullName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
            } | null;
            principal: {
                firstName: string;
                lastName: string;
                fullName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
            } | null;
        };
    };
    applicationSignatureDetails: {
        id: string;
        signedAt: string | null;
        signeeName: string | null;
        signeeEmail: string | null;
        principal: {
            fullName: string;
            email: string;
        };
    } | null;
};
export type TeachersAidPrintQueryVariables = Exact<{
    id: number;
    applicationId: string;
    programName: string;
}>;
export type TeachersAidPrintQuery = {
    applicationTeachersAid: {
        id: string;
        applicationTeachersAidId: number;
        status: ApplicationStatus;
        new: boolean | null;
        isContinuation: boolean;
        organizationType: string | null;
        nonProfitOrganizations: string | null;
        numTotalEnrollment: number | null;
        numFreeLunch: number | null;
        numReducedLunch: number | null;
        demographicAsian: number | null;
        demographicBlack: number | null;
        demographicHispanic: number | null;
        demographicWhite: number | null;
        certififedVerification: boolean | null;
        certifiedProgramRules: boolean;
        certifiedAgreement: boolean;
        certifiedNonDiscrimination: boolean;
        nameSignFirst: string | null;
        nameSignSecond: string | null;
        nameSignThird: string | null;
        submittedAt: string | null;
        signedAt: string | null;
        term: {
            termId: number;
            type: TermType;
            year: number;
            termFormatted: string;
        };
        submittedBy: {
            fullName: string;
            email: string;
        } | null;
        teachers: Array<{
            teacherId: number;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string;
            proxyTeacher: string | null;
            gradesTaught: Array<string>;
            subjectsTaught: Array<string>;
            numStudentsTaughtPerYear: number | null;
        }>;
        school: {
            id: string;
            schoolId: number;
            name: string;
            type: string | null;
            districtName: string | null;
            address1: string | null;
            address2: string | null;
            city: string | null;
            county: string | null;
            state: string | null;
            zip: string | null;
            gradesServed: Array<string>;
            teachersAidSchoolNumber: string | null;
            siteCoordinator: {
                firstName: string;
                lastName: string;
                fullName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
            } | null;
            principal: {
                firstName: string;
                lastName: string;
                fullName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
            } | null;
        };
    };
    applicationSignatureDetails: {
        id: string;
        signedAt: string | null;
        signeeName: string | null;
        signeeEmail: string | null;
        principal: {
            fullName: string;
            email: string;
        };
    } | null;
};
export type SchoolDetailFieldsFragment = {
    id: string;
    schoolId: number;
    program: SchoolProgram;
    name: string;
    type: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    county: string | null;
    state: string | null;
    zip: string | null;
    districtId: number | null;
    districtName: string | null;
    gradesServed: Array<string>;
    notes: string | null;
    deletedAt: string | null;
    lastEdited: string | null;
    lastEditedTeamMembers: string | null;
    programId: string | null;
    programStatus: string | null;
    programStatusUpdatedAt: string | null;
    approvedApplicationId: number | null;
    numTotalEnrollment: number | null;
    numReducedLunch: number | null;
    numFreeLunch: number | null;
    participatedLastYear: boolean | null;
    teamMembers: Array<{
        teamMemberId: number | null;
        type: string;
        firstName: string;
        lastName: string;
        title: string | null;
        phone: string | null;
        email: string | null;
    }>;
    applications: Array<{
        applicationId: number;
        termId: number;
        termFormattedShort: string;
        submittedAt: string | null;
        submittedByName: string | null;
        isContinuation: boolean;
        status: ApplicationStatus;
        createdAt: string;
        signerReview: {
            namedEmail: string | null;
            onRecordEmail: string;
        } | null;
    }>;
    history: Array<{
        id: string;
        action: string;
        entityType: string;
        entityId: number;
        actorName: string | null;
        createdAt: string;
        changes: Array<{
            field: string;
            before: string | null;
            after: string | null;
        }>;
    }>;
};
export type AdminSchoolBackpackBuddyQueryVariables = Exact<{
    schoolId: number;
}>;
export type AdminSchoolBackpackBuddyQuery = {
    school: {
        id: string;
        schoolId: number;
        program: SchoolProgram;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        districtId: number | null;
        districtName: string | null;
        gradesServed: Array<string>;
        notes: string | null;
        deletedAt: string | null;
        lastEdited: string | null;
        lastEditedTeamMembers: string | null;
        programId: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        approvedApplicationId: number | null;
        numTotalEnrollment: number | null;
        numReducedLunch: number | null;
        numFreeLunch: number | null;
        participatedLastYear: boolean | null;
        teamMembers: Array<{
            teamMemberId: number | null;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        }>;
        applications: Array<{
            applicationId: number;
            termId: number;
            termFormattedShort: string;
            submittedAt: string | null;
            submittedByName: string | null;
            isContinuation: boolean;
            status: ApplicationStatus;
            createdAt: string;
            signerReview: {
                namedEmail: string | null;
                onRecordEmail: string;
            } | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminSchoolSchoolMarketQueryVariables = Exact<{
    schoolId: number;
}>;
export type AdminSchoolSchoolMarketQuery = {
    school: {
        id: string;
        schoolId: number;
        program: SchoolProgram;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        districtId: number | null;
        districtName: string | null;
        gradesServed: Array<string>;
        notes: string | null;
        deletedAt: string | null;
        lastEdited: string | null;
        lastEditedTeamMembers: string | null;
        programId: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        approvedApplicationId: number | null;
        numTotalEnrollment: number | null;
        numReducedLunch: number | null;
        numFreeLunch: number | null;
        participatedLastYear: boolean | null;
        teamMembers: Array<{
            teamMemberId: number | null;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        }>;
        applications: Array<{
            applicationId: number;
            termId: number;
            termFormattedShort: string;
            submittedAt: string | null;
            submittedByName: string | null;
            isContinuation: boolean;
            status: ApplicationStatus;
            createdAt: string;
            signerReview: {
                namedEmail: string | null;
                onRecordEmail: string;
            } | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminSchoolTeachersAidQueryVariables = Exact<{
    schoolId: number;
}>;
export type AdminSchoolTeachersAidQuery = {
    school: {
        id: string;
        schoolId: number;
        program: SchoolProgram;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        districtId: number | null;
        districtName: string | null;
        gradesServed: Array<string>;
        notes: string | null;
        deletedAt: string | null;
        lastEdited: string | null;
        lastEditedTeamMembers: string | null;
        programId: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        approvedApplicationId: number | null;
        numTotalEnrollment: number | null;
        numReducedLunch: number | null;
        numFreeLunch: number | null;
        participatedLastYear: boolean | null;
        teamMembers: Array<{
            teamMemberId: number | null;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        }>;
        applications: Array<{
            applicationId: number;
            termId: number;
            termFormattedShort: string;
            submittedAt: string | null;
            submittedByName: string | null;
            isContinuation: boolean;
            status: ApplicationStatus;
            createdAt: string;
            signerReview: {
                namedEmail: string | null;
                onRecordEmail: string;
            } | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type SchoolDetailDistrictsQueryVariables = Exact<{
    [key: string]: never;
}>;
export type SchoolDetailDistrictsQuery = {
    allDistricts: Array<{
        id: string;
        districtId: number;
        name: string;
    }>;
};
export type AdminUpdateSchoolProfileMutationVariables = Exact<{
    input: AdminUpdateSchoolProfileInput;
}>;
export type AdminUpdateSchoolProfileMutation = {
    adminUpdateSchoolProfile: {
        id: string;
        schoolId: number;
        program: SchoolProgram;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        districtId: number | null;
        districtName: string | null;
        gradesServed: Array<string>;
        notes: string | null;
        deletedAt: string | null;
        lastEdited: string | null;
        lastEditedTeamMembers: string | null;
        programId: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        approvedApplicationId: number | null;
        numTotalEnrollment: number | null;
        numReducedLunch: number | null;
        numFreeLunch: number | null;
        participatedLastYear: boolean | null;
        teamMembers: Array<{
            teamMemberId: number | null;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        }>;
        applications: Array<{
            applicationId: number;
            termId: number;
            termFormattedShort: string;
            submittedAt: string | null;
            submittedByName: string | null;
            isContinuation: boolean;
            status: ApplicationStatus;
            createdAt: string;
            signerReview: {
                namedEmail: string | null;
                onRecordEmail: string;
            } | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminUpdateSchoolContactsMutationVariables = Exact<{
    input: AdminUpdateSchoolContactsInput;
}>;
export type AdminUpdateSchoolContactsMutation = {
    adminUpdateSchoolContacts: {
        id: string;
        schoolId: number;
        program: SchoolProgram;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        districtId: number | null;
        districtName: string | null;
        gradesServed: Array<string>;
        notes: string | null;
        deletedAt: string | null;
        lastEdited: string | null;
        lastEditedTeamMembers: string | null;
        programId: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        approvedApplicationId: number | null;
        numTotalEnrollment: number | null;
        numReducedLunch: number | null;
        numFreeLunch: number | null;
        participatedLastYear: boolean | null;
        teamMembers: Array<{
            teamMemberId: number | null;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        }>;
        applications: Array<{
            applicationId: number;
            termId: number;
            termFormattedShort: string;
            submittedAt: string | null;
            submittedByName: string | null;
            isContinuation: boolean;
            status: ApplicationStatus;
            createdAt: string;
            signerReview: {
                namedEmail: string | null;
                onRecordEmail: string;
            } | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminUpdateProgramStatusMutationVariables = Exact<{
    input: AdminUpdateProgramStatusInput;
}>;
export type AdminUpdateProgramStatusMutation = {
    adminUpdateProgramStatus: {
        id: string;
        schoolId: number;
        program: SchoolProgram;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        districtId: number | null;
        districtName: string | null;
        gradesServed: Array<string>;
        notes: string | null;
        deletedAt: string | null;
        lastEdited: string | null;
        lastEditedTeamMembers: string | null;
        programId: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        approvedApplicationId: number | null;
        numTotalEnrollment: number | null;
        numReducedLunch: number | null;
        numFreeLunch: number | null;
        participatedLastYear: boolean | null;
        teamMembers: Array<{
            teamMemberId: number | null;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        }>;
        applications: Array<{
            applicationId: number;
            termId: number;
            termFormattedShort: string;
            submittedAt: string | null;
            submittedByName: string | null;
            isContinuation: boolean;
            status: ApplicationStatus;
            createdAt: string;
            signerReview: {
                namedEmail: string | null;
                onRecordEmail: string;
            } | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminUpdateApplicationsMutationVariables = Exact<{
    input: AdminUpdateApplicationsInput;
}>;
export type AdminUpdateApplicationsMutation = {
    adminUpdateApplications: {
        id: string;
        schoolId: number;
        program: SchoolProgram;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        districtId: number | null;
        districtName: string | null;
        gradesServed: Array<string>;
        notes: string | null;
        deletedAt: string | null;
        lastEdited: string | null;
        lastEditedTeamMembers: string | null;
        programId: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        approvedApplicationId: number | null;
        numTotalEnrollment: number | null;
        numReducedLunch: number | null;
        numFreeLunch: number | null;
        participatedLastYear: boolean | null;
        teamMembers: Array<{
            teamMemberId: number | null;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        }>;
        applications: Array<{
            applicationId: number;
            termId: number;
            termFormattedShort: string;
            submittedAt: string | null;
            submittedByName: string | null;
            isContinuation: boolean;
            status: ApplicationStatus;
            createdAt: string;
            signerReview: {
                namedEmail: string | null;
                onRecordEmail: string;
            } | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminDeleteApplicationMutationVariables = Exact<{
    program: SchoolProgram;
    applicationId: number;
}>;
export type AdminDeleteApplicationMutation = {
    adminDeleteApplication: {
        id: string;
        schoolId: number;
        program: SchoolProgram;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        districtId: number | null;
        districtName: string | null;
        gradesServed: Array<string>;
        notes: string | null;
        deletedAt: string | null;
        lastEdited: string | null;
        lastEditedTeamMembers: string | null;
        programId: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        approvedApplicationId: number | null;
        numTotalEnrollment: number | null;
        numReducedLunch: number | null;
        numFreeLunch: number | null;
        participatedLastYear: boolean | null;
        teamMembers: Array<{
            teamMemberId: number | null;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        }>;
        applications: Array<{
            applicationId: number;
            termId: number;
            termFormattedShort: string;
            submittedAt: string | null;
            submittedByName: string | null;
            isContinuation: boolean;
            status: ApplicationStatus;
            createdAt: string;
            signerReview: {
                namedEmail: string | null;
                onRecordEmail: string;
            } | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type ResendPrincipalSignatureEmailMutationVariables = Exact<{
    program: SchoolProgram;
    applicationId: number;
}>;
export type ResendPrincipalSignatureEmailMutation = {
    resendPrincipalSignatureEmail: boolean;
};
export type AdminArchiveSchoolMutationVariables = Exact<{
    schoolId: number;
}>;
export type AdminArchiveSchoolMutation = {
    adminArchiveSchool: boolean;
};
export type AdminRestoreSchoolMutationVariables = Exact<{
    schoolId: number;
}>;
export type AdminRestoreSchoolMutation = {
    adminRestoreSchool: boolean;
};
export type AdminDeleteSchoolMutationVariables = Exact<{
    schoolId: number;
}>;
export type AdminDeleteSchoolMutation = {
    adminDeleteSchool: boolean;
};
export type SchoolListTermsQueryVariables = Exact<{
    programName: Program;
}>;
export type SchoolListTermsQuery = {
    programTerms: Array<{
        termId: number;
        termFormattedShort: string;
    }>;
};
export type SchoolListRowFieldsFragment = {
    schoolId: number;
    name: string;
    districtName: string | null;
    city: string | null;
    programId: string | null;
    programStatus: string | null;
    returning: string;
    principalName: string | null;
    principalEmail: string | null;
    contactName: string | null;
    contactEmail: string | null;
    deletedAt: string | null;
    applications: Array<{
        applicationId: number;
        status: ApplicationStatus;
    }>;
};
export type SchoolExportRowFieldsFragment = {
    address1: string | null;
    county: string | null;
    zip: string | null;
    contactPhone: string | null;
    schoolId: number;
    name: string;
    districtName: string | null;
    city: string | null;
    programId: string | null;
    programStatus: string | null;
    returning: string;
    principalName: string | null;
    principalEmail: string | null;
    contactName: string | null;
    contactEmail: string | null;
    deletedAt: string | null;
    applications: Array<{
        termFormattedShort: string;
        submittedAt: string | null;
        submittedByName: string | null;
        isContinuation: boolean;
        numTotalEnrollment: number | null;
        numReducedLunch: number | null;
        numFreeLunch: number | null;
        applicationId: number;
        status: ApplicationStatus;
    }>;
};
export type SchoolListBackpackBuddyQueryVariables = Exact<{
    termId?: number | null | undefined;
}>;
export type SchoolListBackpackBuddyQuery = {
    schools: Array<{
        foodSafetyCertificate: FoodSafetyCertificateState;
        foodSafetyExpirationDate: string | null;
        schoolId: number;
        name: string;
        districtName: string | null;
        city: string | null;
        programId: string | null;
        programStatus: string | null;
        returning: string;
        principalName: string | null;
        principalEmail: string | null;
        contactName: string | null;
        contactEmail: string | null;
        deletedAt: string | null;
        applications: Array<{
            applicationId: number;
            status: ApplicationStatus;
        }>;
    }>;
};
export type SchoolListSchoolMarketQueryVariables = Exact<{
    termId?: number | null | undefined;
}>;
export type SchoolListSchoolMarketQuery = {
    schools: Array<{
        schoolId: number;
        name: string;
        districtName: string | null;
        city: string | null;
        programId: string | null;
        programStatus: string | null;
        returning: string;
        principalName: string | null;
        principalEmail: string | null;
        contactName: string | null;
        contactEmail: string | null;
        deletedAt: string | null;
        applications: Array<{
            applicationId: number;
            status: ApplicationStatus;
        }>;
    }>;
};
export type SchoolListTeachersAidQueryVariables = Exact<{
    termId?: number | null | undefined;
}>;
export type SchoolListTeachersAidQuery = {
    schools: Array<{
        schoolId: number;
        name: string;
        districtName: string | null;
        city: string | null;
        programId: string | null;
        programStatus: string | null;
        returning: string;
        principalName: string | null;
        principalEmail: string | null;
        contactName: string | null;
        contactEmail: string | null;
        deletedAt: string | null;
        applications: Array<{
            applicationId: number;
            status: ApplicationStatus;
        }>;
    }>;
};
export type SchoolExportBackpackBuddyQueryVariables = Exact<{
    termId?: number | null | undefined;
}>;
export type SchoolExportBackpackBuddyQuery = {
    schools: Array<{
        address1: string | null;
        county: string | null;
        zip: string | null;
        contactPhone: string | null;
        schoolId: number;
        name: string;
        districtName: string | null;
        city: string | null;
        programId: string | null;
        programStatus: string | null;
        returning: string;
        principalName: string | null;
        principalEmail: string | null;
        contactName: string | null;
        contactEmail: string | null;
        deletedAt: string | null;
        applications: Array<{
            termFormattedShort: string;
            submittedAt: string | null;
            submittedByName: string | null;
            isContinuation: boolean;
            numTotalEnrollment: number | null;
            numReducedLunch: number | null;
            numFreeLunch: number | null;
            applicationId: number;
            status: ApplicationStatus;
        }>;
    }>;
};
export type SchoolExportSchoolMarketQueryVariables = Exact<{
    termId?: number | null | undefined;
}>;
export type SchoolExportSchoolMarketQuery = {
    schools: Array<{
        address1: string | null;
        county: string | null;
        zip: string | null;
        contactPhone: string | null;
        schoolId: number;
        name: string;
        districtName: string | null;
        city: string | null;
        programId: string | null;
        programStatus: string | null;
        returning: string;
        principalName: string | null;
        principalEmail: string | null;
        contactName: string | null;
        contactEmail: string | null;
        deletedAt: string | null;
        applications: Array<{
            termFormattedShort: string;
            submittedAt: string | null;
            submittedByName: string | null;
            isContinuation: boolean;
            numTotalEnrollment: number | null;
            numReducedLunch: number | null;
            numFreeLunch: number | null;
            applicationId: number;
            status: ApplicationStatus;
        }>;
    }>;
};
export type SchoolExportTeachersAidQueryVariables = Exact<{
    termId?: number | null | undefined;
}>;
export type SchoolExportTeachersAidQuery = {
    schools: Array<{
        address1: string | null;
        county: string | null;
        zip: string | null;
        contactPhone: string | null;
        schoolId: number;
        name: string;
        districtName: string | null;
        city: string | null;
        programId: string | null;
        programStatus: string | null;
        returning: string;
        principalName: string | null;
        principalEmail: string | null;
        contactName: string | null;
        contactEmail: string | null;
        deletedAt: string | null;
        applications: Array<{
            termFormattedShort: string;
            submittedAt: string | null;
            submittedByName: string | null;
            isContinuation: boolean;
            numTotalEnrollment: number | null;
            numReducedLunch: number | null;
            numFreeLunch: number | null;
            applicationId: number;
            status: ApplicationStatus;
        }>;
    }>;
};
export type AdminProgramSettingsFieldsFragment = {
    id: string;
    program: Program;
    lastEdited: string | null;
    lastEditedBy: string | null;
    nextTermYear: number | null;
    config: {
        id: string;
        program: Program;
        schoolEnabled: boolean | null;
        summerEnabled: boolean | null;
        waitlistEnabled: boolean | null;
        acceptingApplications: boolean | null;
        waitlisted: boolean | null;
        applicationYear: number | null;
        lastEdited: string | null;
    };
    terms: Array<{
        termId: number;
        type: TermType;
        year: number;
        termFormatted: string;
        startDate: string;
        endDate: string;
    }>;
    history: Array<{
        id: string;
        action: string;
        entityType: string;
        entityId: number;
        actorName: string | null;
        createdAt: string;
        changes: Array<{
            field: string;
            before: string | null;
            after: string | null;
        }>;
    }>;
};
export type AdminProgramSettingsQueryVariables = Exact<{
    program: Program;
}>;
export type AdminProgramSettingsQuery = {
    adminProgramSettings: {
        id: string;
        program: Program;
        lastEdited: string | null;
        lastEditedBy: string | null;
        nextTermYear: number | null;
        config: {
            id: string;
            program: Program;
            schoolEnabled: boolean | null;
            summerEnabled: boolean | null;
            waitlistEnabled: boolean | null;
            acceptingApplications: boolean | null;
            waitlisted: boolean | null;
            applicationYear: number | null;
            lastEdited: string | null;
        };
        terms: Array<{
            termId: number;
            type: TermType;
            year: number;
            termFormatted: string;
            startDate: string;
            endDate: string;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminUpdateTermSettingsMutationVariables = Exact<{
    program: Program;
    input: AdminTermSettingsInput;
}>;
export type AdminUpdateTermSettingsMutation = {
    adminUpdateTermSettings: {
        id: string;
        program: Program;
        lastEdited: string | null;
        lastEditedBy: string | null;
        nextTermYear: number | null;
        config: {
            id: string;
            program: Program;
            schoolEnabled: boolean | null;
            summerEnabled: boolean | null;
            waitlistEnabled: boolean | null;
            acceptingApplications: boolean | null;
            waitlisted: boolean | null;
            applicationYear: number | null;
            lastEdited: string | null;
        };
        terms: Array<{
            termId: number;
            type: TermType;
            year: number;
            termFormatted: string;
            startDate: string;
            endDate: string;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminUpdateApplicationSettingsMutationVariables = Exact<{
    program: Program;
    input: AdminApplicationSettingsInput;
}>;
export type AdminUpdateApplicationSettingsMutation = {
    adminUpdateApplicationSettings: {
        id: string;
        program: Program;
        lastEdited: string | null;
        lastEditedBy: string | null;
        nextTermYear: number | null;
        config: {
            id: string;
            program: Program;
            schoolEnabled: boolean | null;
            summerEnabled: boolean | null;
            waitlistEnabled: boolean | null;
            acceptingApplications: boolean | null;
            waitlisted: boolean | null;
            applicationYear: number | null;
            lastEdited: string | null;
        };
        terms: Array<{
            termId: number;
            type: TermType;
            year: number;
            termFormatted: string;
            startDate: string;
            endDate: string;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminCreateNextTermsMutationVariables = Exact<{
    program: Program;
    year: number;
}>;
export type AdminCreateNextTermsMutation = {
    adminCreateNextTerms: {
        id: string;
        program: Program;
        lastEdited: string | null;
        lastEditedBy: string | null;
        nextTermYear: number | null;
        config: {
            id: string;
            program: Program;
            schoolEnabled: boolean | null;
            summerEnabled: boolean | null;
            waitlistEnabled: boolean | null;
            acceptingApplications: boolean | null;
            waitlisted: boolean | null;
            applicationYear: number | null;
            lastEdited: string | null;
        };
        terms: Array<{
            termId: number;
            type: TermType;
            year: number;
            termFormatted: string;
            startDate: string;
            endDate: string;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type SiteDetailFieldsFragment = {
    id: string;
    siteId: number;
    name: string;
    type: string | null;
    address1: string | null;
    address2: string | null;
    crossStreet: string | null;
    city: string | null;
    county: string | null;
    state: string | null;
    zip: string | null;
    closestSchool: string | null;
    notes: string | null;
    deletedAt: string | null;
    programStatus: string | null;
    programStatusUpdatedAt: string | null;
    lastEdited: string | null;
    lastEditedSiteMembers: string | null;
    returning: string;
    siteMembers: Array<{
        id: string;
        siteMemberId: number;
        type: string;
        firstName: string;
        lastName: string;
        title: string | null;
        phone: string | null;
        email: string | null;
        isSupervisor: boolean;
    }>;
    applications: Array<{
        id: string;
        applicationKidsCafeId: number;
        type: TermType;
        applicationYearDisplayed: number;
        status: ApplicationStatus;
        createdAt: string;
        submittedAt: string | null;
        submittedByName: string | null;
    }>;
    history: Array<{
        id: string;
        action: string;
        entityType: string;
        entityId: number;
        actorName: string | null;
        createdAt: string;
        changes: Array<{
            field: string;
            before: string | null;
            after: string | null;
        }>;
    }>;
};
export type AdminSiteQueryVariables = Exact<{
    siteId: number;
}>;
export type AdminSiteQuery = {
    site: {
        id: string;
        siteId: number;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        crossStreet: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        closestSchool: string | null;
        notes: string | null;
        deletedAt: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        lastEdited: string | null;
        lastEditedSiteMembers: string | null;
        returning: string;
        siteMembers: Array<{
            id: string;
            siteMemberId: number;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
            isSupervisor: boolean;
        }>;
        applications: Array<{
            id: string;
            applicationKidsCafeId: number;
            type: TermType;
            applicationYearDisplayed: number;
            status: ApplicationStatus;
            createdAt: string;
            submittedAt: string | null;
            submittedByName: string | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminUpdateSiteProfileMutationVariables = Exact<{
    input: AdminUpdateSiteProfileInput;
}>;
export type AdminUpdateSiteProfileMutation = {
    adminUpdateSiteProfile: {
        id: string;
        siteId: number;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        crossStreet: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        closestSchool: string | null;
        notes: string | null;
        deletedAt: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        lastEdited: string | null;
        lastEditedSiteMembers: string | null;
        returning: string;
        siteMembers: Array<{
            id: string;
            siteMemberId: number;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
            isSupervisor: boolean;
        }>;
        applications: Array<{
            id: string;
            applicationKidsCafeId: number;
            type: TermType;
            applicationYearDisplayed: number;
            status: ApplicationStatus;
            createdAt: string;
            submittedAt: string | null;
            submittedByName: string | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminUpdateSiteMembersMutationVariables = Exact<{
    input: AdminUpdateSiteMembersInput;
}>;
export type AdminUpdateSiteMembersMutation = {
    adminUpdateSiteMembers: {
        id: string;
        siteId: number;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        crossStreet: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        closestSchool: string | null;
        notes: string | null;
        deletedAt: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        lastEdited: string | null;
        lastEditedSiteMembers: string | null;
        returning: string;
        siteMembers: Array<{
            id: string;
            siteMemberId: number;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
            isSupervisor: boolean;
        }>;
        applications: Array<{
            id: string;
            applicationKidsCafeId: number;
            type: TermType;
            applicationYearDisplayed: number;
            status: ApplicationStatus;
            createdAt: string;
            submittedAt: string | null;
            submittedByName: string | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminUpdateSiteStatusMutationVariables = Exact<{
    input: AdminUpdateSiteStatusInput;
}>;
export type AdminUpdateSiteStatusMutation = {
    adminUpdateSiteStatus: {
        id: string;
        siteId: number;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        crossStreet: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        closestSchool: string | null;
        notes: string | null;
        deletedAt: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        lastEdited: string | null;
        lastEditedSiteMembers: string | null;
        returning: string;
        siteMembers: Array<{
            id: string;
            siteMemberId: number;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
            isSupervisor: boolean;
        }>;
        applications: Array<{
            id: string;
            applicationKidsCafeId: number;
            type: TermType;
            applicationYearDisplayed: number;
            status: ApplicationStatus;
            createdAt: string;
            submittedAt: string | null;
            submittedByName: string | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminUpdateSiteApplicationsMutationVariables = Exact<{
    input: AdminUpdateSiteApplicationsInput;
}>;
export type AdminUpdateSiteApplicationsMutation = {
    adminUpdateSiteApplications: {
        id: string;
        siteId: number;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        crossStreet: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        closestSchool: string | null;
        notes: string | null;
        deletedAt: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        lastEdited: string | null;
        lastEditedSiteMembers: string | null;
        returning: string;
        siteMembers: Array<{
            id: string;
            siteMemberId: number;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
            isSupervisor: boolean;
        }>;
        applications: Array<{
            id: string;
            applicationKidsCafeId: number;
            type: TermType;
            applicationYearDisplayed: number;
            status: ApplicationStatus;
            createdAt: string;
            submittedAt: string | null;
            submittedByName: string | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminDeleteSiteApplicationMutationVariables = Exact<{
    applicationKidsCafeId: number;
}>;
export type AdminDeleteSiteApplicationMutation = {
    adminDeleteSiteApplication: {
        id: string;
        siteId: number;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        crossStreet: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        closestSchool: string | null;
        notes: string | null;
        deletedAt: string | null;
        programStatus: string | null;
        programStatusUpdatedAt: string | null;
        lastEdited: string | null;
        lastEditedSiteMembers: string | null;
        returning: string;
        siteMembers: Array<{
            id: string;
            siteMemberId: number;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
            isSupervisor: boolean;
        }>;
        applications: Array<{
            id: string;
            applicationKidsCafeId: number;
            type: TermType;
            applicationYearDisplayed: number;
            status: ApplicationStatus;
            createdAt: string;
            submittedAt: string | null;
            submittedByName: string | null;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminArchiveSiteMutationVariables = Exact<{
    siteId: number;
}>;
export type AdminArchiveSiteMutation = {
    adminArchiveSite: boolean;
};
export type AdminRestoreSiteMutationVariables = Exact<{
    siteId: number;
}>;
export type AdminRestoreSiteMutation = {
    adminRestoreSite: boolean;
};
export type AdminDeleteSiteMutationVariables = Exact<{
    siteId: number;
}>;
export type AdminDeleteSiteMutation = {
    adminDeleteSite: boolean;
};
export type SiteListRowFieldsFragment = {
    siteId: number;
    name: string;
    address1: string | null;
    city: string | null;
    county: string | null;
    zip: string | null;
    programStatus: string | null;
    returning: string;
    contactName: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
    deletedAt: string | null;
};
export type SiteListQueryVariables = Exact<{
    type?: TermType | null | undefined;
    applicationYear?: number | null | undefined;
}>;
export type SiteListQuery = {
    sites: Array<{
        siteId: number;
        name: string;
        address1: string | null;
        city: string | null;
        county: string | null;
        zip: string | null;
        programStatus: string | null;
        returning: string;
        contactName: string | null;
        contactEmail: string | null;
        contactPhone: string | null;
        deletedAt: string | null;
    }>;
};
export type SiteExportQueryVariables = Exact<{
    type?: TermType | null | undefined;
    applicationYear?: number | null | undefined;
}>;
export type SiteExportQuery = {
    sites: Array<{
        siteId: number;
        name: string;
        type: string | null;
        address1: string | null;
        address2: string | null;
        crossStreet: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        closestSchool: string | null;
        programStatus: string | null;
        returning: string;
        deletedAt: string | null;
        primaryPointOfContact: {
            fullName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
            isSupervisor: boolean;
        } | null;
        secondaryPointOfContact: {
            fullName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
            isSupervisor: boolean;
        } | null;
        applications: Array<{
            applicationKidsCafeId: number;
            type: TermType;
            applicationYearDisplayed: number;
            status: ApplicationStatus;
            submittedAt: string | null;
            submittedByName: string | null;
            startDate: string | null;
            endDate: string | null;
            operatingHoursStartTime: string | null;
            operatingHoursEndTime: string | null;
            numExpectedParticipants: number | null;
            participantAgeRanges: Array<string>;
            daysForService: Array<string>;
            interestBreakfast: boolean;
            breakfastStartTime: string | null;
            breakfastEndTime: string | null;
            breakfastNumExpectedParticipants: number | null;
            interestBrunch: boolean;
            brunchStartTime: string | null;
            brunchEndTime: string | null;
            brunchNumExpectedParticipants: number | null;
            interestLunch: boolean;
            lunchStartTime: string | null;
            lunchEndTime: string | null;
            lunchNumExpectedParticipants: number | null;
            interestBogoLunch: boolean;
            bogoLunchStartTime: string | null;
            bogoLunchEndTime: string | null;
            bogoLunchNumExpectedParticipants: number | null;
            interestSnack: boolean;
            snackStartTime: string | null;
            snackEndTime: string | null;
            snackNumExpectedParticipants: number | null;
            interestSupper: boolean;
            supperStartTime: string | null;
            supperEndTime: string | null;
            supperNumExpectedParticipants: number | null;
            earliestDeliveryTime: string | null;
            specialDeliveryNotes: string | null;
        }>;
    }>;
};
export type EducatorUsersQueryVariables = Exact<{
    [key: string]: never;
}>;
export type EducatorUsersQuery = {
    educatorUsers: Array<{
        id: string;
        educatorId: number;
        firstName: string;
        lastName: string;
        email: string;
        phone: string | null;
        createdAt: string;
        deletedAt: string | null;
        schools: Array<{
            id: string;
            schoolId: number;
            name: string;
            districtId: number | null;
            districtName: string | null;
        }>;
        sites: Array<{
            id: string;
            siteId: number;
            name: string;
        }>;
    }>;
};
export type AdminEducatorUserFieldsFragment = {
    id: string;
    educatorId: number;
    firstName: string;
    lastName: string;
    fullName: string;
    email: string;
    phone: string | null;
    createdAt: string;
    updatedAt: string;
    deletedAt: string | null;
    schools: Array<{
        id: string;
        schoolId: number;
        name: string;
        districtId: number | null;
        districtName: string | null;
    }>;
    sites: Array<{
        id: string;
        siteId: number;
        name: string;
    }>;
    history: Array<{
        id: string;
        action: string;
        entityType: string;
        entityId: number;
        actorName: string | null;
        createdAt: string;
        changes: Array<{
            field: string;
            before: string | null;
            after: string | null;
        }>;
    }>;
};
export type AdminEducatorUserDetailsQueryVariables = Exact<{
    educatorId: number;
}>;
export type AdminEducatorUserDetailsQuery = {
    adminEducatorUserDetails: {
        id: string;
        educatorId: number;
        firstName: string;
        lastName: string;
        fullName: string;
        email: string;
        phone: string | null;
        createdAt: string;
        updatedAt: string;
        deletedAt: string | null;
        schools: Array<{
            id: string;
            schoolId: number;
            name: string;
            districtId: number | null;
            districtName: string | null;
        }>;
        sites: Array<{
            id: string;
            siteId: number;
            name: string;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminSchoolOptionsQueryVariables = Exact<{
    [key: string]: never;
}>;
export type AdminSchoolOptionsQuery = {
    adminSchoolOptions: Array<{
        id: string;
        schoolId: number;
        name: string;
        districtId: number | null;
        districtName: string | null;
    }>;
};
export type AdminSiteOptionsQueryVariables = Exact<{
    [key: string]: never;
}>;
export type AdminSiteOptionsQuery = {
    adminSiteOptions: Array<{
        id: string;
        siteId: number;
        name: string;
    }>;
};
export type AdminUpdateEducatorUserMutationVariables = Exact<{
    input: AdminUpdateEducatorUserInput;
}>;
export type AdminUpdateEducatorUserMutation = {
    adminUpdateEducatorUser: {
        id: string;
        educatorId: number;
        firstName: string;
        lastName: string;
        fullName: string;
        email: string;
        phone: string | null;
        createdAt: string;
        updatedAt: string;
        deletedAt: string | null;
        schools: Array<{
            id: string;
            schoolId: number;
            name: string;
            districtId: number | null;
            districtName: string | null;
        }>;
        sites: Array<{
            id: string;
            siteId: number;
            name: string;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminDeleteEducatorUserMutationVariables = Exact<{
    educatorId: number;
}>;
export type AdminDeleteEducatorUserMutation = {
    adminDeleteEducatorUser: {
        id: string;
        educatorId: number;
        firstName: string;
        lastName: string;
        fullName: string;
        email: string;
        phone: string | null;
        createdAt: string;
        updatedAt: string;
        deletedAt: string | null;
        schools: Array<{
            id: string;
            schoolId: number;
            name: string;
            districtId: number | null;
            districtName: string | null;
        }>;
        sites: Array<{
            id: string;
            siteId: number;
            name: string;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminRestoreEducatorUserMutationVariables = Exact<{
    educatorId: number;
}>;
export type AdminRestoreEducatorUserMutation = {
    adminRestoreEducatorUser: {
        id: string;
        educatorId: number;
        firstName: string;
        lastName: string;
        fullName: string;
        email: string;
        phone: string | null;
        createdAt: string;
        updatedAt: string;
        deletedAt: string | null;
        schools: Array<{
            id: string;
            schoolId: number;
            name: string;
            districtId: number | null;
            districtName: string | null;
        }>;
        sites: Array<{
            id: string;
            siteId: number;
            name: string;
        }>;
        history: Array<{
            id: string;
            action: string;
            entityType: string;
            entityId: number;
            actorName: string | null;
            createdAt: string;
            changes: Array<{
                field: string;
                before: string | null;
                after: string | null;
            }>;
        }>;
    };
};
export type AdminSendPasswordResetEmailMutationVariables = Exact<{
    input: SendPasswordResetEmailInput;
}>;
export type AdminSendPasswordResetEmailMutation = {
    sendPasswordResetEmail: {
        success: boolean;
        message: string;
    };
};
export type BackpackBuddyApplicationQueryVariables = Exact<{
    id: number;
}>;
export type BackpackBuddyApplicationQuery = {
    applicationBackpackBuddy: {
        id: string;
        applicationBackpackBuddyId: number;
        status: ApplicationStatus;
        heldForReview: boolean;
        draft: boolean;
        new: boolean | null;
        stepsCompleted: number;
        termId: number;
        isContinuation: boolean;
        organizationType: string | null;
        nonProfitOrganizations: string | null;
        numTotalEnrollment: number | null;
        numFreeLunch: number | null;
        numReducedLunch: number | null;
        certififedVerification: boolean | null;
        programInterests: Array<string>;
        willHelpMediaEvents: boolean | null;
        willDistributeInfo: boolean | null;
        emailSecondaryCoordinator: boolean | null;
        agreeToProgramPurpose: boolean;
        agreeToProgramResponsibilities: boolean;
        agreeNondiscrimination: boolean;
        nameSignFirst: string | null;
        nameSignSecond: string | null;
        nameSignThird: string | null;
        verifyPrincipalEmail: string | null;
        submittedAt: string | null;
        term: {
            termId: number;
            type: TermType;
            year: number;
            termFormatted: string;
        };
        school: {
            id: string;
            schoolId: number;
            name: string;
            type: string | null;
            districtId: number | null;
            districtName: string | null;
            address1: string | null;
            address2: string | null;
            city: string | null;
            county: string | null;
            state: string | null;
            zip: string | null;
            gradesServed: Array<string>;
            teamMembersBackpackBuddy: Array<{
                teamMemberId: number | null;
                type: string;
                firstName: string;
                lastName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
            }>;
        };
        agreement: {
            version: string;
            date: string;
        };
    };
};
export type BackpackBuddyIntakeQueryVariables = Exact<{
    termYear: number;
}>;
export type BackpackBuddyIntakeQuery = {
    programTerms: Array<{
        termId: number;
        type: TermType;
        year: number;
        termFormatted: string;
    }>;
    backpackBuddyConfig: {
        schoolEnabled: boolean;
        summerEnabled: boolean;
    };
};
export type BackpackBuddyInProgressQueryVariables = Exact<{
    schoolId: number;
    termId: number;
    exceptId?: number | null | undefined;
}>;
export type BackpackBuddyInProgressQuery = {
    applicationInProgressBackpackBuddy: {
        applicationBackpackBuddyId: number;
        termYear: number;
        starterName: string;
        starterEmail: string;
        contactEmail: string;
    } | null;
};
export type BackpackBuddyUserApplicationsQueryVariables = Exact<{
    [key: string]: never;
}>;
export type BackpackBuddyUserApplicationsQuery = {
    userApplicationsBackpackBuddy: Array<{
        id: number;
        schoolOrSiteName: string;
        applicationYear: number;
        termType: TermType;
        termFormatted: string;
        status: ApplicationStatus;
        submittedAt: string | null;
    }>;
};
export type SaveBackpackBuddyStepOneMutationVariables = Exact<{
    input: SaveApplicationStepOneInput;
}>;
export type SaveBackpackBuddyStepOneMutation = {
    saveApplicationStepOne: {
        applicationBackpackBuddyId: number;
        status: ApplicationStatus;
        stepsCompleted: number;
    };
};
export type SaveBackpackBuddyStepTwoMutationVariables = Exact<{
    input: SaveApplicationStepTwoInput;
}>;
export type SaveBackpackBuddyStepTwoMutation = {
    saveApplicationStepTwo: {
        applicationBackpackBuddyId: number;
        status: ApplicationStatus;
        stepsCompleted: number;
    };
};
export type SaveBackpackBuddyStepThreeMutationVariables = Exact<{
    input: SaveApplicationStepThreeInput;
}>;
export type SaveBackpackBuddyStepThreeMutation = {
    saveApplicationStepThree: {
        applicationBackpackBuddyId: number;
        status: ApplicationStatus;
        stepsCompleted: number;
    };
};
export type KidsCafeApplicationQueryVariables = Exact<{
    id: number;
}>;
export type KidsCafeApplicationQuery = {
    applicationKidsCafe: {
        id: string;
        applicationKidsCafeId: number;
        status: ApplicationStatus;
        draft: boolean;
        new: boolean | null;
        type: TermType;
        applicationYear: number;
        applicationYearDisplayed: number;
        submittedAt: string | null;
        siteType: string | null;
        forProfit: boolean | null;
        participatedAgriculture: boolean | null;
        agricultureSponsor: string | null;
        childcareLicense: string | null;
        hasWifi: boolean | null;
        hasRecordingDevice: boolean | null;
        hasStorage: boolean | null;
        receivesDeliveries: boolean | null;
        hasMicrowave: boolean | null;
        isTexasRisingStar: string | null;
        isFederalParticipant: boolean | null;
        isOpenEnrolledYear: boolean | null;
        hasInfantsEnrolled: boolean | null;
        hasAfterSchool: boolean | null;
        startDate: string | null;
        endDate: string | null;
        operatingHoursStartTime: string | null;
        operatingHoursEndTime: string | null;
        gateCode: string | null;
        numExpectedParticipants: number | null;
        participantAgeRanges: Array<string>;
        daysForService: Array<string>;
        interestBreakfast: boolean;
        breakfastStartTime: string | null;
        breakfastEndTime: string | null;
        breakfastNumExpectedParticipants: number | null;
        interestBrunch: boolean;
        brunchStartTime: string | null;
        brunchEndTime: string | null;
        brunchNumExpectedParticipants: number | null;
        interestLunch: boolean;
        lunchStartTime: string | null;
        lunchEndTime: string | null;
        lunchNumExpectedParticipants: number | null;
        interestBogoLunch: boolean;
        bogoLunchStartTime: string | null;
        bogoLunchEndTime: string | null;
        bogoLunchNumExpectedParticipants: number | null;
        interestSnack: boolean;
        snackStartTime: string | null;
        snackEndTime: string | null;
        snackNumExpectedParticipants: number | null;
        interestSupper: boolean;
        supperStartTime: string | null;
        supperEndTime: string | null;
        supperNumExpectedParticipants: number | null;
        specialDeliveryNotes: string | null;
        earliestDeliveryTime: string | null;
        enrichmentPrograms: string | null;
        closureDates: string | null;
        fieldTrips: string | null;
        referredBy: string | null;
        readProgramAgreement: boolean;
        nameSign: string | null;
        agreeToProgramPurpose: boolean;
        agreeToReimbursement: boolean;
        agreeToDocumentation: boolean;
        certififedVerification: boolean | null;
        site: {
            id: string;
            siteId: number;
            name: string;
            address1: string | null;
            address2: string | null;
            crossStreet: string | null;
            city: string | null;
            county: string | null;
            state: string | null;
            zip: string | null;
            closestSchool: string | null;
            primaryPointOfContact: {
                type: string;
                firstName: string;
                lastName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
                isSupervisor: boolean | null;
            } | null;
            secondaryPointOfContact: {
                type: string;
                firstName: string;
                lastName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
                isSupervisor: boolean | null;
            } | null;
        };
    };
};
export type KidsCafeSiteFieldsFragment = {
    id: string;
    siteId: number;
    name: string;
    address1: string | null;
    address2: string | null;
    crossStreet: string | null;
    city: string | null;
    county: string | null;
    state: string | null;
    zip: string | null;
    closestSchool: string | null;
    primaryPointOfContact: {
        type: string;
        firstName: string;
        lastName: string;
        title: string | null;
        phone: string | null;
        email: string | null;
        isSupervisor: boolean | null;
    } | null;
    secondaryPointOfContact: {
        type: string;
        firstName: string;
        lastName: string;
        title: string | null;
        phone: string | null;
        email: string | null;
        isSupervisor: boolean | null;
    } | null;
};
export type KidsCafeContactFieldsFragment = {
    type: string;
    firstName: string;
    lastName: string;
    title: string | null;
    phone: string | null;
    email: string | null;
    isSupervisor: boolean | null;
};
export type KidsCafeIntakeQueryVariables = Exact<{
    [key: string]: never;
}>;
export type KidsCafeIntakeQuery = {
    programConfig: {
        id: string;
        program: Program;
        acceptingApplications: boolean | null;
        waitlisted: boolean | null;
        applicationYear: number | null;
    };
};
export type KidsCafeSitesQueryVariables = Exact<{
    [key: string]: never;
}>;
export type KidsCafeSitesQuery = {
    allSites: Array<{
        id: string;
        siteId: number;
        name: string;
    }>;
};
export type KidsCafeSiteQueryVariables = Exact<{
    siteId: number;
}>;
export type KidsCafeSiteQuery = {
    kidsCafeSite: {
        id: string;
        siteId: number;
        name: string;
        address1: string | null;
        address2: string | null;
        crossStreet: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        closestSchool: string | null;
        primaryPointOfContact: {
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
            isSupervisor: boolean | null;
        } | null;
        secondaryPointOfContact: {
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
            isSupervisor: boolean | null;
        } | null;
    };
};
export type KidsCafeUserApplicationsQueryVariables = Exact<{
    [key: string]: never;
}>;
export type KidsCafeUserApplicationsQuery = {
    userApplicationsKidsCafe: Array<{
        id: number;
        schoolOrSiteName: string;
        applicationYear: number;
        termType: TermType;
        termFormatted: string;
        status: ApplicationStatus;
        submittedAt: string | null;
    }>;
};
export type SaveKidsCafeApplicationMutationVariables = Exact<{
    input: SaveKidsCafeApplicationInput;
}>;
export type SaveKidsCafeApplicationMutation = {
    saveKidsCafeApplication: {
        applicationKidsCafeId: number;
        status: ApplicationStatus;
    };
};
export type SchoolMarketApplicationQueryVariables = Exact<{
    id: number;
}>;
export type SchoolMarketApplicationQuery = {
    applicationSchoolMarket: {
        id: string;
        applicationSchoolMarketId: number;
        status: ApplicationStatus;
        heldForReview: boolean;
        draft: boolean;
        new: boolean | null;
        termId: number;
        isContinuation: boolean;
        organizationType: string | null;
        nonProfitOrganizations: string | null;
        numTotalEnrollment: number | null;
        numReducedLunch: number | null;
        numFreeLunch: number | null;
        marketType: string | null;
        operatingFrequency: string | null;
        preferredDistributionDay: string | null;
        preferredDistributionTime: string | null;
        secondaryPreferredDistributionDay: string | null;
        secondaryPreferredDistributionTime: string | null;
        agreeToProgramPurpose: boolean;
        agreeNondiscrimination: boolean;
        agreeToProgramResponsibilities: boolean;
        nameSignFirst: string | null;
        nameSignSecond: string | null;
        nameSignThird: string | null;
        certififedVerification: boolean | null;
        submittedAt: string | null;
        signerRole: string;
        term: {
            termId: number;
            type: TermType;
            year: number;
            termFormatted: string;
        };
        school: {
            id: string;
            schoolId: number;
            name: string;
            type: string | null;
            districtId: number | null;
            districtName: string | null;
            address1: string | null;
            address2: string | null;
            city: string | null;
            county: string | null;
            state: string | null;
            zip: string | null;
            gradesServed: Array<string>;
            schoolMarketAgencyNumber: string | null;
            primaryPointOfContact: {
                firstName: string;
                lastName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
            } | null;
            principal: {
                firstName: string;
                lastName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
            } | null;
        };
        agreement: {
            version: string;
            date: string;
        };
    };
};
export type SchoolMarketIntakeQueryVariables = Exact<{
    termYear: number;
}>;
export type SchoolMarketIntakeQuery = {
    programTerms: Array<{
        termId: number;
        type: TermType;
        year: number;
        termFormatted: string;
    }>;
    programConfig: {
        id: string;
        program: Program;
        schoolEnabled: boolean | null;
        summerEnabled: boolean | null;
    };
};
export type SchoolMarketInProgressQueryVariables = Exact<{
    schoolId: number;
    termId: number;
    exceptId?: number | null | undefined;
}>;
export type SchoolMarketInProgressQuery = {
    applicationInProgressSchoolMarket: {
        applicationSchoolMarketId: number;
        termYear: number;
        starterName: string;
        starterEmail: string;
        contactEmail: string;
    } | null;
};
export type SchoolMarketSchoolQueryVariables = Exact<{
    schoolId: number;
}>;
export type SchoolMarketSchoolQuery = {
    schoolMarketSchool: {
        id: string;
        schoolId: number;
        address1: string | null;
        address2: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        gradesServed: Array<string>;
        primaryPointOfContact: {
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        } | null;
        principal: {
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        } | null;
    };
};
export type SchoolMarketUserApplicationsQueryVariables = Exact<{
    [key: string]: never;
}>;
export type SchoolMarketUserApplicationsQuery = {
    userApplicationsSchoolMarket: Array<{
        id: number;
        schoolOrSiteName: string;
        applicationYear: number;
        termType: TermType;
        termFormatted: string;
        status: ApplicationStatus;
        submittedAt: string | null;
    }>;
};
export type SaveSchoolMarketApplicationMutationVariables = Exact<{
    input: SaveSchoolMarketApplicationInput;
}>;
export type SaveSchoolMarketApplicationMutation = {
    saveSchoolMarketApplication: {
        applicationSchoolMarketId: number;
        status: ApplicationStatus;
        applicationBackpackBuddyId: number | null;
    };
};
export type ApplicationDistrictsQueryVariables = Exact<{
    [key: string]: never;
}>;
export type ApplicationDistrictsQuery = {
    allDistricts: Array<{
        id: string;
        districtId: number;
        name: string;
    }>;
};
export type ApplicationSchoolsQueryVariables = Exact<{
    districtId: number;
    schoolType: string;
}>;
export type ApplicationSchoolsQuery = {
    allSchools: Array<{
        id: string;
        schoolId: number;
        name: string;
        districtId: number | null;
    }>;
};
export type ApplicationSchoolPrefillQueryVariables = Exact<{
    schoolId: number;
}>;
export type ApplicationSchoolPrefillQuery = {
    applicationSchool: {
        id: string;
        schoolId: number;
        address1: string | null;
        address2: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        gradesServed: Array<string>;
        teamMembersBackpackBuddy: Array<{
            teamMemberId: number | null;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        }>;
    };
};
export type StartPageQueryVariables = Exact<{
    program: Program;
    termYear?: number | null | undefined;
    withTerms: boolean;
}>;
export type StartPageQuery = {
    programConfig: {
        id: string;
        program: Program;
        schoolEnabled: boolean | null;
        summerEnabled: boolean | null;
        waitlistEnabled: boolean | null;
        acceptingApplications: boolean | null;
        waitlisted: boolean | null;
        applicationYear: number | null;
    };
    programTerms?: Array<{
        termId: number;
        type: TermType;
        year: number;
    }>;
};
export type TeachersAidApplicationQueryVariables = Exact<{
    id: number;
}>;
export type TeachersAidApplicationQuery = {
    applicationTeachersAid: {
        id: string;
        applicationTeachersAidId: number;
        status: ApplicationStatus;
        heldForReview: boolean;
        draft: boolean;
        new: boolean | null;
        stepsCompleted: number;
        termId: number;
        isContinuation: boolean;
        organizationType: string | null;
        nonProfitOrganizations: string | null;
        numTotalEnrollment: number | null;
        numReducedLunch: number | null;
        numFreeLunch: number | null;
        demographicAsian: number | null;
        demographicBlack: number | null;
        demographicHispanic: number | null;
        demographicWhite: number | null;
        certififedVerification: boolean | null;
        certifiedProgramRules: boolean;
        certifiedAgreement: boolean;
        certifiedNonDiscrimination: boolean;
        nameSignFirst: string | null;
        nameSignSecond: string | null;
        nameSignThird: string | null;
        verifyPrincipalEmail: string | null;
        submittedAt: string | null;
        term: {
            termId: number;
            type: TermType;
            year: number;
            termFormatted: string;
        };
        teachers: Array<{
            teacherId: number;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string;
            proxyTeacher: string | null;
            gradesTaught: Array<string>;
            subjectsTaught: Array<string>;
            numStudentsTaughtPerYear: number | null;
        }>;
        school: {
            id: string;
            schoolId: number;
            name: string;
            type: string | null;
            districtId: number | null;
            districtName: string | null;
            address1: string | null;
            address2: string | null;
            city: string | null;
            county: string | null;
            state: string | null;
            zip: string | null;
            gradesServed: Array<string>;
            teachersAidSchoolNumber: string | null;
            siteCoordinator: {
                firstName: string;
                lastName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
            } | null;
            principal: {
                firstName: string;
                lastName: string;
                title: string | null;
                phone: string | null;
                email: string | null;
            } | null;
        };
        agreement: {
            version: string;
            date: string;
        };
    };
};
export type TeachersAidIntakeQueryVariables = Exact<{
    termYear: number;
}>;
export type TeachersAidIntakeQuery = {
    programTerms: Array<{
        termId: number;
        type: TermType;
        year: number;
        termFormatted: string;
    }>;
    programConfig: {
        id: string;
        program: Program;
        schoolEnabled: boolean | null;
        summerEnabled: boolean | null;
    };
};
export type TeachersAidInProgressQueryVariables = Exact<{
    schoolId: number;
    termId: number;
    exceptId?: number | null | undefined;
}>;
export type TeachersAidInProgressQuery = {
    applicationInProgressTeachersAid: {
        applicationTeachersAidId: number;
        termYear: number;
        starterName: string;
        starterEmail: string;
        contactEmail: string;
    } | null;
};
export type TeachersAidSchoolQueryVariables = Exact<{
    schoolId: number;
}>;
export type TeachersAidSchoolQuery = {
    teachersAidSchool: {
        id: string;
        schoolId: number;
        address1: string | null;
        address2: string | null;
        city: string | null;
        county: string | null;
        state: string | null;
        zip: string | null;
        gradesServed: Array<string>;
        siteCoordinator: {
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        } | null;
        principal: {
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        } | null;
    };
};
export type TeachersAidUserApplicationsQueryVariables = Exact<{
    [key: string]: never;
}>;
export type TeachersAidUserApplicationsQuery = {
    userApplicationsTeachersAid: Array<{
        id: number;
        schoolOrSiteName: string;
        applicationYear: number;
        termType: TermType;
        termFormatted: string;
        status: ApplicationStatus;
        submittedAt: string | null;
    }>;
};
export type SaveTeachersAidStepOneMutationVariables = Exact<{
    input: SaveTeachersAidApplicationStepOneInput;
}>;
export type SaveTeachersAidStepOneMutation = {
    saveTeachersAidApplicationStepOne: {
        applicationTeachersAidId: number;
        status: ApplicationStatus;
        stepsCompleted: number;
    };
};
export type SaveTeachersAidStepTwoMutationVariables = Exact<{
    input: SaveTeachersAidApplicationStepTwoInput;
}>;
export type SaveTeachersAidStepTwoMutation = {
    saveTeachersAidApplicationStepTwo: {
        applicationTeachersAidId: number;
        status: ApplicationStatus;
        stepsCompleted: number;
    };
};
export type SaveTeachersAidStepThreeMutationVariables = Exact<{
    input: SaveTeachersAidApplicationStepThreeInput;
}>;
export type SaveTeachersAidStepThreeMutation = {
    saveTeachersAidApplicationStepThree: {
        applicationTeachersAidId: number;
        status: ApplicationStatus;
        stepsCompleted: number;
    };
};
export type LoginMutationVariables = Exact<{
    input: LoginInput;
}>;
export type LoginMutation = {
    login: {
        expiresAt: string;
        userType: UserType;
    };
};
export type RegisterMutationVariables = Exact<{
    input: RegisterInput;
}>;
export type RegisterMutation = {
    register: {
        expiresAt: string;
        userType: UserType;
    };
};
export type SendPasswordResetEmailMutationVariables = Exact<{
    input: SendPasswordResetEmailInput;
}>;
export type SendPasswordResetEmailMutation = {
    sendPasswordResetEmail: {
        success: boolean;
        message: string;
    };
};
export type ResetPasswordMutationVariables = Exact<{
    input: ResetPasswordInput;
}>;
export type ResetPasswordMutation = {
    resetPassword: {
        success: boolean;
        message: string;
    };
};
export type SchoolContactsFieldsFragment = {
    id: string;
    schoolId: number;
    name: string;
    lastEditedTeamMembers: string | null;
    teamMembers: Array<{
        teamMemberId: number | null;
        type: string;
        firstName: string;
        lastName: string;
        title: string | null;
        phone: string | null;
        email: string | null;
    }>;
};
export type SchoolContactsQueryVariables = Exact<{
    schoolId: number;
}>;
export type SchoolContactsQuery = {
    schoolContacts: {
        id: string;
        schoolId: number;
        name: string;
        lastEditedTeamMembers: string | null;
        teamMembers: Array<{
            teamMemberId: number | null;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        }>;
    };
};
export type EditSchoolContactsMutationVariables = Exact<{
    input: EditSchoolContactsInput;
}>;
export type EditSchoolContactsMutation = {
    editSchoolContacts: {
        id: string;
        schoolId: number;
        name: string;
        lastEditedTeamMembers: string | null;
        teamMembers: Array<{
            teamMemberId: number | null;
            type: string;
            firstName: string;
            lastName: string;
            title: string | null;
            phone: string | null;
            email: string | null;
        }>;
    };
};
export type BackpackBuddyNotificationQueryVariables = Exact<{
    [key: string]: never;
}>;
export type BackpackBuddyNotificationQuery = {
    notification: {
        notificationId: number;
        text: string;
    } | null;
};
export type SchoolReportsQueryVariables = Exact<{
    startDate: string;
    endDate: string;
    schoolId?: number | null | undefined;
}>;
export type SchoolReportsQuery = {
    schoolReports: Array<{
        schoolId: number;
        name: string;
        backpackBuddyId: string | null;
        termMonths: Array<{
            termMonthId: number;
            termMonthFormatted: string;
            startDate: string;
            weeklyAllocation: number;
            monthlyAllocation: number;
            allocated: number;
            distributed: number;
            discarded: number;
            distributionDates: Array<{
                termMonthDistributionDateId: number;
                date: string;
            }>;
            distributions: Array<{
                distributionId: number;
                studentName: string;
                studentIdNumber: string;
                testimonial: string | null;
                distributionDateEntries: Array<{
                    termMonthDistributionDateId: number;
                    distributionNumber: number;
                }>;
            }>;
            distributionReport: {
                comments: string | null;
                submittedBy: string | null;
                educatorId: number | null;
                createdAt: string;
            } | null;
        }>;
    }>;
};
export type SaveDistributionMutationVariables = Exact<{
    input: SaveDistributionInput;
}>;
export type SaveDistributionMutation = {
    saveDistribution: {
        distributionId: number;
    };
};
export type DeleteDistributionsMutationVariables = Exact<{
    distributionIds: Array<number> | number;
}>;
export type DeleteDistributionsMutation = {
    deleteDistributions: number;
};
export type CopyStudentsMutationVariables = Exact<{
    termMonthId: number;
}>;
export type CopyStudentsMutation = {
    copyStudents: number;
};
export type UploadStudentsMutationVariables = Exact<{
    input: UploadStudentsInput;
}>;
export type UploadStudentsMutation = {
    uploadStudents: number;
};
export type SubmitReportMutationVariables = Exact<{
    input: SubmitReportInput;
}>;
export type SubmitReportMutation = {
    submitReport: {
        comments: string | null;
        submittedBy: string | null;
        createdAt: string;
    };
};
export type DeleteReportsMutationVariables = Exact<{
    termMonthIds: Array<number> | number;
}>;
export type DeleteReportsMutation = {
    deleteReports: number;
};
export type StorageObjectsQueryVariables = Exact<{
    bucket: string;
}>;
export type StorageObjectsQuery = {
    awsObjects: Array<{
        Key: string;
        LastModified: string;
        Size: number;
        title: string;
        url: string;
    }>;
};
export type ApplicationSignatureDetailsQueryVariables = Exact<{
    applicationId: string;
    programName?: string | null | undefined;
}>;
export type ApplicationSignatureDetailsQuery = {
    applicationSignatureDetails: {
        id: string;
        applicationId: number;
        schoolId: number;
        status: ApplicationStatus;
        programName: string;
        submittedAt: string | null;
        signedAt: string | null;
        nameSignFirst: string | null;
        nameSignSecond: string | null;
        nameSignThird: string | null;
        agreeToProgramPurpose: boolean;
        agreeToProgramResponsibilities: boolean;
        agreeNondiscrimination: boolean;
        certifiedAgreement: boolean | null;
        certifiedNonDiscrimination: boolean | null;
        signeeName: string | null;
        signeeEmail: string | null;
        school: {
            name: string;
            districtName: string | null;
            address1: string | null;
            address2: string | null;
            city: string | null;
            county: string | null;
            state: string | null;
            zip: string | null;
            organizationType: string | null;
            schoolMarketAgencyNumber: string | null;
        };
        principal: {
            firstName: string;
            lastName: string;
            fullName: string;
            email: string;
        };
        agreement: {
            version: string;
            date: string;
        };
    } | null;
};
export type PrincipalSignatureMutationVariables = Exact<{
    input: PrincipalSignatureInput;
}>;
export type PrincipalSignatureMutation = {
    principalSignature: {
        success: boolean;
        message: string;
    };
};
export type SurveysQueryVariables = Exact<{
    schoolId?: number | null | undefined;
}>;
export type SurveysQuery = {
    surveys: Array<{
        surveyId: number;
        title: string;
        link: string;
        createdAt: string;
    }>;
};
export type PingQueryVariables = Exact<{
    [key: string]: never;
}>;
export type PingQuery = {
    health: string;
};
export type CurrentUserQueryVariables = Exact<{
    [key: string]: never;
}>;
export type CurrentUserQuery = {
    educatorUser: {
        id: string;
        educatorId: number;
        firstName: string;
        lastName: string;
        fullName: string;
        email: string;
        phone: string | null;
        type: UserType;
        applicationBackpackBuddyRequired: boolean;
        applicationBackpackBuddyRequiredId: number | null;
        applicationSchoolMarketRequired: boolean;
        applicationSchoolMarketRequiredId: number | null;
        applicationTeachersAidRequired: boolean;
        applicationTeachersAidRequiredId: number | null;
        applicationKidsCafeRequired: boolean;
        applicationKidsCafeRequiredId: number | null;
        applicationPartnerServicesRequired: boolean;
        applicationPartnerServicesRequiredId: number | null;
        schools: Array<{
            id: string;
            schoolId: number;
            name: string;
            districtId: number | null;
            districtName: string | null;
        }>;
        sites: Array<{
            id: string;
            siteId: number;
            name: string;
        }>;
        organizations: Array<{
            id: string;
            organizationId: number;
            name: string;
        }>;
    };
    enums: Array<{
        name: string;
        options: Array<{
            value: string;
            label: string;
        }>;
    }>;
};
export type LogoutMutationVariables = Exact<{
    [key: string]: never;
}>;
export type LogoutMutation = {
    logout: boolean;
};
export type UploadMutationVariables = Exact<{
    file: File;
    bucket: string;
    title: string;
}>;
export type UploadMutation = {
    uploadS3Object: {
        Key: string;
    };
};
export type AdminSchoolReportReminderQueryVariables = Exact<{
    schoolId: number;
}>;
export type AdminSchoolReportReminderQuery = {
    school: {
        id: string;
        schoolId: number;
        lastReportReminder: {
            monthStart: string;
            sentAt: string;
            recipients: number;
        } | null;
    };
};
export declare const AllocationFieldsFragmentDoc: DocumentNode<AllocationFieldsFragment, unknown>;
export declare const AuditHistoryFieldsFragmentDoc: DocumentNode<AuditHistoryFieldsFragment, unknown>;
export declare const AdminDistrictDetailFieldsFragmentDoc: DocumentNode<AdminDistrictDetailFieldsFragment, unknown>;
export declare const AdminEmailFieldsFragmentDoc: DocumentNode<AdminEmailFieldsFragment, unknown>;
export declare const FoodSafetyFieldsFragmentDoc: DocumentNode<FoodSafetyFieldsFragment, unknown>;
export declare const AdminNotificationFieldsFragmentDoc: DocumentNode<AdminNotificationFieldsFragment, unknown>;
export declare const KidsCafePrintContactFieldsFragmentDoc: DocumentNode<KidsCafePrintContactFieldsFragment, unknown>;
export declare const SchoolDetailFieldsFragmentDoc: DocumentNode<SchoolDetailFieldsFragment, unknown>;
export declare const SchoolListRowFieldsFragmentDoc: DocumentNode<SchoolListRowFieldsFragment, unknown>;
export declare const SchoolExportRowFieldsFragmentDoc: DocumentNode<SchoolExportRowFieldsFragment, unknown>;
export declare const AdminProgramSettingsFieldsFragmentDoc: DocumentNode<AdminProgramSettingsFieldsFragment, unknown>;
export declare const SiteDetailFieldsFragmentDoc: DocumentNode<SiteDetailFieldsFragment, unknown>;
export declare const SiteListRowFieldsFragmentDoc: DocumentNode<SiteListRowFieldsFragment, unknown>;
export declare const AdminEducatorUserFieldsFragmentDoc: DocumentNode<AdminEducatorUserFieldsFragment, unknown>;
export declare const KidsCafeContactFieldsFragmentDoc: DocumentNode<KidsCafeContactFieldsFragment, unknown>;
export declare const KidsCafeSiteFieldsFragmentDoc: DocumentNode<KidsCafeSiteFieldsFragment, unknown>;
export declare const SchoolContactsFieldsFragmentDoc: DocumentNode<SchoolContactsFieldsFragment, unknown>;
export declare const UserApplicationsBackpackBuddyDocument: DocumentNode<UserApplicationsBackpackBuddyQuery, UserApplicationsBackpackBuddyQueryVariables>;
export declare const AccountProgramTermsDocument: DocumentNode<AccountProgramTermsQuery, AccountProgramTermsQueryVariables>;
export declare const EditProfileDocument: DocumentNode<EditProfileMutation, EditProfileMutationVariables>;
export declare const UserApplicationsSchoolMarketDocument: DocumentNode<UserApplicationsSchoolMarketQuery, UserApplicationsSchoolMarketQueryVariables>;
export declare const UserApplicationsTeachersAidDocument: DocumentNode<UserApplicationsTeachersAidQuery, UserApplicationsTeachersAidQueryVariables>;
export declare const UserApplicationsKidsCafeDocument: DocumentNode<UserApplicationsKidsCafeQuery, UserApplicationsKidsCafeQueryVariables>;
export declare const AdminSchoolAllocationsDocument: DocumentNode<AdminSchoolAllocationsQuery, AdminSchoolAllocationsQueryVariables>;
export declare const AdminSaveAllocationDocument: DocumentNode<AdminSaveAllocationMutation, AdminSaveAllocationMutationVariables>;
export declare const AdminDeleteAllocationEntryDocument: DocumentNode<AdminDeleteAllocationEntryMutation, AdminDeleteAllocationEntryMutationVariables>;
export declare const AdminDistrictsDocument: DocumentNode<AdminDistrictsQuery, AdminDistrictsQueryVariables>;
export declare const AdminDistrictDetailsDocument: DocumentNode<AdminDistrictDetailsQuery, AdminDistrictDetailsQueryVariables>;
export declare const AdminUpdateDistrictDocument: DocumentNode<AdminUpdateDistrictMutation, AdminUpdateDistrictMutationVariables>;
export declare const AdminArchiveDistrictDocument: DocumentNode<AdminArchiveDistrictMutation, AdminArchiveDistrictMutationVariables>;
export declare const AdminRestoreDistrictDocument: DocumentNode<AdminRestoreDistrictMutation, AdminRestoreDistrictMutationVariables>;
export declare const AdminEmailsDocument: DocumentNode<AdminEmailsQuery, AdminEmailsQueryVariables>;
export declare const AdminEditEmailsDocument: DocumentNode<AdminEditEmailsMutation, AdminEditEmailsMutationVariables>;
export declare const AdminSchoolFoodSafetyDocument: DocumentNode<AdminSchoolFoodSafetyQuery, AdminSchoolFoodSafetyQueryVariables>;
export declare const AdminUpdateFoodSafetyDocument: DocumentNode<AdminUpdateFoodSafetyMutation, AdminUpdateFoodSafetyMutationVariables>;
export declare const AdminDeleteFoodSafetyEntryDocument: DocumentNode<AdminDeleteFoodSafetyEntryMutation, AdminDeleteFoodSafetyEntryMutationVariables>;
export declare const AdminUpdateFoodSafetyStatusDocument: DocumentNode<AdminUpdateFoodSafetyStatusMutation, AdminUpdateFoodSafetyStatusMutationVariables>;
export declare const AdminStorageObjectsDocument: DocumentNode<AdminStorageObjectsQuery, AdminStorageObjectsQueryVariables>;
export declare const UploadS3ObjectDocument: DocumentNode<UploadS3ObjectMutation, UploadS3ObjectMutationVariables>;
export declare const DeleteS3ObjectDocument: DocumentNode<DeleteS3ObjectMutation, DeleteS3ObjectMutationVariables>;
export declare const AdminSurveysDocument: DocumentNode<AdminSurveysQuery, AdminSurveysQueryVariables>;
export declare const AdminCreateSurveyDocument: DocumentNode<AdminCreateSurveyMutation, AdminCreateSurveyMutationVariables>;
export declare const AdminDeleteSurveyDocument: DocumentNode<AdminDeleteSurveyMutation, AdminDeleteSurveyMutationVariables>;
export declare const AdminNotificationDocument: DocumentNode<AdminNotificationQuery, AdminNotificationQueryVariables>;
export declare const AdminEditNotificationDocument: DocumentNode<AdminEditNotificationMutation, AdminEditNotificationMutationVariables>;
export declare const BackpackBuddyPrintDocument: DocumentNode<BackpackBuddyPrintQuery, BackpackBuddyPrintQueryVariables>;
export declare const KidsCafePrintDocument: DocumentNode<KidsCafePrintQuery, KidsCafePrintQueryVariables>;
export declare const SchoolMarketPrintDocument: DocumentNode<SchoolMarketPrintQuery, SchoolMarketPrintQueryVariables>;
export declare const TeachersAidPrintDocument: DocumentNode<TeachersAidPrintQuery, TeachersAidPrintQueryVariables>;
export declare const AdminSchoolBackpackBuddyDocument: DocumentNode<AdminSchoolBackpackBuddyQuery, AdminSchoolBackpackBuddyQueryVariables>;
export declare const AdminSchoolSchoolMarketDocument: DocumentNode<AdminSchoolSchoolMarketQuery, AdminSchoolSchoolMarketQueryVariables>;
export declare const AdminSchoolTeachersAidDocument: DocumentNode<AdminSchoolTeachersAidQuery, AdminSchoolTeachersAidQueryVariables>;
export declare const SchoolDetailDistrictsDocument: DocumentNode<SchoolDetailDistrictsQuery, SchoolDetailDistrictsQueryVariables>;
export declare const AdminUpdateSchoolProfileDocument: DocumentNode<AdminUpdateSchoolProfileMutation, AdminUpdateSchoolProfileMutationVariables>;
export declare const AdminUpdateSchoolContactsDocument: DocumentNode<AdminUpdateSchoolContactsMutation, AdminUpdateSchoolContactsMutationVariables>;
export declare const AdminUpdateProgramStatusDocument: DocumentNode<AdminUpdateProgramStatusMutation, AdminUpdateProgramStatusMutationVariables>;
export declare const AdminUpdateApplicationsDocument: DocumentNode<AdminUpdateApplicationsMutation, AdminUpdateApplicationsMutationVariables>;
export declare const AdminDeleteApplicationDocument: DocumentNode<AdminDeleteApplicationMutation, AdminDeleteApplicationMutationVariables>;
export declare const ResendPrincipalSignatureEmailDocument: DocumentNode<ResendPrincipalSignatureEmailMutation, ResendPrincipalSignatureEmailMutationVariables>;
export declare const AdminArchiveSchoolDocument: DocumentNode<AdminArchiveSchoolMutation, AdminArchiveSchoolMutationVariables>;
export declare const AdminRestoreSchoolDocument: DocumentNode<AdminRestoreSchoolMutation, AdminRestoreSchoolMutationVariables>;
export declare const AdminDeleteSchoolDocument: DocumentNode<AdminDeleteSchoolMutation, AdminDeleteSchoolMutationVariables>;
export declare const SchoolListTermsDocument: DocumentNode<SchoolListTermsQuery, SchoolListTermsQueryVariables>;
export declare const SchoolListBackpackBuddyDocument: DocumentNode<SchoolListBackpackBuddyQuery, SchoolListBackpackBuddyQueryVariables>;
export declare const SchoolListSchoolMarketDocument: DocumentNode<SchoolListSchoolMarketQuery, SchoolListSchoolMarketQueryVariables>;
export declare const SchoolListTeachersAidDocument: DocumentNode<SchoolListTeachersAidQuery, SchoolListTeachersAidQueryVariables>;
export declare const SchoolExportBackpackBuddyDocument: DocumentNode<SchoolExportBackpackBuddyQuery, SchoolExportBackpackBuddyQueryVariables>;
export declare const SchoolExportSchoolMarketDocument: DocumentNode<SchoolExportSchoolMarketQuery, SchoolExportSchoolMarketQueryVariables>;
export declare const SchoolExportTeachersAidDocument: DocumentNode<SchoolExportTeachersAidQuery, SchoolExportTeachersAidQueryVariables>;
export declare const AdminProgramSettingsDocument: DocumentNode<AdminProgramSettingsQuery, AdminProgramSettingsQueryVariables>;
export declare const AdminUpdateTermSettingsDocument: DocumentNode<AdminUpdateTermSettingsMutation, AdminUpdateTermSettingsMutationVariables>;
export declare const AdminUpdateApplicationSettingsDocument: DocumentNode<AdminUpdateApplicationSettingsMutation, AdminUpdateApplicationSettingsMutationVariables>;
export declare const AdminCreateNextTermsDocument: DocumentNode<AdminCreateNextTermsMutation, AdminCreateNextTermsMutationVariables>;
export declare const AdminSiteDocument: DocumentNode<AdminSiteQuery, AdminSiteQueryVariables>;
export declare const AdminUpdateSiteProfileDocument: DocumentNode<AdminUpdateSiteProfileMutation, AdminUpdateSiteProfileMutationVariables>;
export declare const AdminUpdateSiteMembersDocument: DocumentNode<AdminUpdateSiteMembersMutation, AdminUpdateSiteMembersMutationVariables>;
export declare const AdminUpdateSiteStatusDocument: DocumentNode<AdminUpdateSiteStatusMutation, AdminUpdateSiteStatusMutationVariables>;
export declare const AdminUpdateSiteApplicationsDocument: DocumentNode<AdminUpdateSiteApplicationsMutation, AdminUpdateSiteApplicationsMutationVariables>;
export declare const AdminDeleteSiteApplicationDocument: DocumentNode<AdminDeleteSiteApplicationMutation, AdminDeleteSiteApplicationMutationVariables>;
export declare const AdminArchiveSiteDocument: DocumentNode<AdminArchiveSiteMutation, AdminArchiveSiteMutationVariables>;
export declare const AdminRestoreSiteDocument: DocumentNode<AdminRestoreSiteMutation, AdminRestoreSiteMutationVariables>;
export declare const AdminDeleteSiteDocument: DocumentNode<AdminDeleteSiteMutation, AdminDeleteSiteMutationVariables>;
export declare const SiteListDocument: DocumentNode<SiteListQuery, SiteListQueryVariables>;
export declare const SiteExportDocument: DocumentNode<SiteExportQuery, SiteExportQueryVariables>;
export declare const EducatorUsersDocument: DocumentNode<EducatorUsersQuery, EducatorUsersQueryVariables>;
export declare const AdminEducatorUserDetailsDocument: DocumentNode<AdminEducatorUserDetailsQuery, AdminEducatorUserDetailsQueryVariables>;
export declare const AdminSchoolOptionsDocument: DocumentNode<AdminSchoolOptionsQuery, AdminSchoolOptionsQueryVariables>;
export declare const AdminSiteOptionsDocument: DocumentNode<AdminSiteOptionsQuery, AdminSiteOptionsQueryVariables>;
export declare const AdminUpdateEducatorUserDocument: DocumentNode<AdminUpdateEducatorUserMutation, AdminUpdateEducatorUserMutationVariables>;
export declare const AdminDeleteEducatorUserDocument: DocumentNode<AdminDeleteEducatorUserMutation, AdminDeleteEducatorUserMutationVariables>;
export declare const AdminRestoreEducatorUserDocument: DocumentNode<AdminRestoreEducatorUserMutation, AdminRestoreEducatorUserMutationVariables>;
export declare const AdminSendPasswordResetEmailDocument: DocumentNode<AdminSendPasswordResetEmailMutation, AdminSendPasswordResetEmailMutationVariables>;
export declare const BackpackBuddyApplicationDocument: DocumentNode<BackpackBuddyApplicationQuery, BackpackBuddyApplicationQueryVariables>;
export declare const BackpackBuddyIntakeDocument: DocumentNode<BackpackBuddyIntakeQuery, BackpackBuddyIntakeQueryVariables>;
export declare const BackpackBuddyInProgressDocument: DocumentNode<BackpackBuddyInProgressQuery, BackpackBuddyInProgressQueryVariables>;
export declare const BackpackBuddyUserApplicationsDocument: DocumentNode<BackpackBuddyUserApplicationsQuery, BackpackBuddyUserApplicationsQueryVariables>;
export declare const SaveBackpackBuddyStepOneDocument: DocumentNode<SaveBackpackBuddyStepOneMutation, SaveBackpackBuddyStepOneMutationVariables>;
export declare const SaveBackpackBuddyStepTwoDocument: DocumentNode<SaveBackpackBuddyStepTwoMutation, SaveBackpackBuddyStepTwoMutationVariables>;
export declare const SaveBackpackBuddyStepThreeDocument: DocumentNode<SaveBackpackBuddyStepThreeMutation, SaveBackpackBuddyStepThreeMutationVariables>;
export declare const KidsCafeApplicationDocument: DocumentNode<KidsCafeApplicationQuery, KidsCafeApplicationQueryVariables>;
export declare const KidsCafeIntakeDocument: DocumentNode<KidsCafeIntakeQuery, KidsCafeIntakeQueryVariables>;
export declare const KidsCafeSitesDocument: DocumentNode<KidsCafeSitesQuery, KidsCafeSitesQueryVariables>;
export declare const KidsCafeSiteDocument: DocumentNode<KidsCafeSiteQuery, KidsCafeSiteQueryVariables>;
export declare const KidsCafeUserApplicationsDocument: DocumentNode<KidsCafeUserApplicationsQuery, KidsCafeUserApplicationsQueryVariables>;
export declare const SaveKidsCafeApplicationDocument: DocumentNode<SaveKidsCafeApplicationMutation, SaveKidsCafeApplicationMutationVariables>;
export declare const SchoolMarketApplicationDocument: DocumentNode<SchoolMarketApplicationQuery, SchoolMarketApplicationQueryVariables>;
export declare const SchoolMarketIntakeDocument: DocumentNode<SchoolMarketIntakeQuery, SchoolMarketIntakeQueryVariables>;
export declare const SchoolMarketInProgressDocument: DocumentNode<SchoolMarketInProgressQuery, SchoolMarketInProgressQueryVariables>;
export declare const SchoolMarketSchoolDocument: DocumentNode<SchoolMarketSchoolQuery, SchoolMarketSchoolQueryVariables>;
export declare const SchoolMarketUserApplicationsDocument: DocumentNode<SchoolMarketUserApplicationsQuery, SchoolMarketUserApplicationsQueryVariables>;
export declare const SaveSchoolMarketApplicationDocument: DocumentNode<SaveSchoolMarketApplicationMutation, SaveSchoolMarketApplicationMutationVariables>;
export declare const ApplicationDistrictsDocument: DocumentNode<ApplicationDistrictsQuery, ApplicationDistrictsQueryVariables>;
export declare const ApplicationSchoolsDocument: DocumentNode<ApplicationSchoolsQuery, ApplicationSchoolsQueryVariables>;
export declare const ApplicationSchoolPrefillDocument: DocumentNode<ApplicationSchoolPrefillQuery, ApplicationSchoolPrefillQueryVariables>;
export declare const StartPageDocument: DocumentNode<StartPageQuery, StartPageQueryVariables>;
export declare const TeachersAidApplicationDocument: DocumentNode<TeachersAidApplicationQuery, TeachersAidApplicationQueryVariables>;
export declare const TeachersAidIntakeDocument: DocumentNode<TeachersAidIntakeQuery, TeachersAidIntakeQueryVariables>;
export declare const TeachersAidInProgressDocument: DocumentNode<TeachersAidInProgressQuery, TeachersAidInProgressQueryVariables>;
export declare const TeachersAidSchoolDocument: DocumentNode<TeachersAidSchoolQuery, TeachersAidSchoolQueryVariables>;
export declare const TeachersAidUserApplicationsDocument: DocumentNode<TeachersAidUserApplicationsQuery, TeachersAidUserApplicationsQueryVariables>;
export declare const SaveTeachersAidStepOneDocument: DocumentNode<SaveTeachersAidStepOneMutation, SaveTeachersAidStepOneMutationVariables>;
export declare const SaveTeachersAidStepTwoDocument: DocumentNode<SaveTeachersAidStepTwoMutation, SaveTeachersAidStepTwoMutationVariables>;
export declare const SaveTeachersAidStepThreeDocument: DocumentNode<SaveTeachersAidStepThreeMutation, SaveTeachersAidStepThreeMutationVariables>;
export declare const LoginDocument: DocumentNode<LoginMutation, LoginMutationVariables>;
export declare const RegisterDocument: DocumentNode<RegisterMutation, RegisterMutationVariables>;
export declare const SendPasswordResetEmailDocument: DocumentNode<SendPasswordResetEmailMutation, SendPasswordResetEmailMutationVariables>;
export declare const ResetPasswordDocument: DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export declare const SchoolContactsDocument: DocumentNode<SchoolContactsQuery, SchoolContactsQueryVariables>;
export declare const EditSchoolContactsDocument: DocumentNode<EditSchoolContactsMutation, EditSchoolContactsMutationVariables>;
export declare const BackpackBuddyNotificationDocument: DocumentNode<BackpackBuddyNotificationQuery, BackpackBuddyNotificationQueryVariables>;
export declare const SchoolReportsDocument: DocumentNode<SchoolReportsQuery, SchoolReportsQueryVariables>;
export declare const SaveDistributionDocument: DocumentNode<SaveDistributionMutation, SaveDistributionMutationVariables>;
export declare const DeleteDistributionsDocument: DocumentNode<DeleteDistributionsMutation, DeleteDistributionsMutationVariables>;
export declare const CopyStudentsDocument: DocumentNode<CopyStudentsMutation, CopyStudentsMutationVariables>;
export declare const UploadStudentsDocument: DocumentNode<UploadStudentsMutation, UploadStudentsMutationVariables>;
export declare const SubmitReportDocument: DocumentNode<SubmitReportMutation, SubmitReportMutationVariables>;
export declare const DeleteReportsDocument: DocumentNode<DeleteReportsMutation, DeleteReportsMutationVariables>;
export declare const StorageObjectsDocument: DocumentNode<StorageObjectsQuery, StorageObjectsQueryVariables>;
export declare const ApplicationSignatureDetailsDocument: DocumentNode<ApplicationSignatureDetailsQuery, ApplicationSignatureDetailsQueryVariables>;
export declare const PrincipalSignatureDocument: DocumentNode<PrincipalSignatureMutation, PrincipalSignatureMutationVariables>;
export declare const SurveysDocument: DocumentNode<SurveysQuery, SurveysQueryVariables>;
export declare const PingDocument: DocumentNode<PingQuery, PingQueryVariables>;
export declare const CurrentUserDocument: DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export declare const LogoutDocument: DocumentNode<LogoutMutation, LogoutMutationVariables>;
export declare const UploadDocument: DocumentNode<UploadMutation, UploadMutationVariables>;
export declare const AdminSchoolReportReminderDocument: DocumentNode<AdminSchoolReportReminderQuery, AdminSchoolReportReminderQueryVariables>;
export {};
