import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Context } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string in UTC. */
  DateTime: { input: Date | string; output: Date | string; }
};

export type AdminUser = {
  __typename?: 'AdminUser';
  adminId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  type: UserType;
};

/** A new session. The token goes in the Authorization header as 'Bearer <token>'. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  expiresAt: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
  userType: UserType;
};

export type BackpackBuddyConfig = {
  __typename?: 'BackpackBuddyConfig';
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  schoolEnabled: Scalars['Boolean']['output'];
  summerEnabled: Scalars['Boolean']['output'];
};

export type EducatorUser = {
  __typename?: 'EducatorUser';
  /** True while the user has no approved Backpack Buddy application for any of their schools. */
  applicationBackpackBuddyRequired: Scalars['Boolean']['output'];
  /** The user's open (not approved) Backpack Buddy application, if any. */
  applicationBackpackBuddyRequiredId: Maybe<Scalars['Int']['output']>;
  applicationKidsCafeRequired: Scalars['Boolean']['output'];
  applicationKidsCafeRequiredId: Maybe<Scalars['Int']['output']>;
  applicationPartnerServicesRequired: Scalars['Boolean']['output'];
  applicationPartnerServicesRequiredId: Maybe<Scalars['Int']['output']>;
  applicationSchoolMarketRequired: Scalars['Boolean']['output'];
  applicationSchoolMarketRequiredId: Maybe<Scalars['Int']['output']>;
  applicationTeachersAidRequired: Scalars['Boolean']['output'];
  applicationTeachersAidRequiredId: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  educatorId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  organizations: Array<UserOrganization>;
  phone: Maybe<Scalars['String']['output']>;
  schools: Array<UserSchool>;
  sites: Array<UserSite>;
  type: UserType;
  updatedAt: Scalars['DateTime']['output'];
};

export type EnumOption = {
  __typename?: 'EnumOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Enumeration = {
  __typename?: 'Enumeration';
  name: Scalars['String']['output'];
  options: Array<EnumOption>;
};

export type KidsCafeConfig = {
  __typename?: 'KidsCafeConfig';
  acceptingApplications: Scalars['Boolean']['output'];
  applicationYear: Scalars['Int']['output'];
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  waitlisted: Scalars['Boolean']['output'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  login: AuthPayload;
  /** Revokes the caller's session. */
  logout: Scalars['Boolean']['output'];
  register: AuthPayload;
  resetPassword: MessagePayload;
  /** Answers the same whether or not the address belongs to an account. */
  sendPasswordResetEmail: MessagePayload;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSendPasswordResetEmailArgs = {
  input: SendPasswordResetEmailInput;
};

export type Notification = {
  __typename?: 'Notification';
  notificationId: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

export type PartnerServicesConfig = {
  __typename?: 'PartnerServicesConfig';
  acceptingApplications: Scalars['Boolean']['output'];
  lastEdited: Maybe<Scalars['DateTime']['output']>;
};

/** The five programs of the food bank. */
export type Program =
  | 'BACKPACK_BUDDY'
  | 'KIDS_CAFE'
  | 'PARTNER_SERVICES'
  | 'SCHOOL_MARKET'
  | 'TEACHERS_AID';

export type ProgramTerm = {
  __typename?: 'ProgramTerm';
  endDate: Scalars['DateTime']['output'];
  startDate: Scalars['DateTime']['output'];
  /** For example '2025-2026 School Year' or 'Summer 2025'. */
  termFormatted: Scalars['String']['output'];
  /** For example 'SY 25-26' or 'SU 25'. */
  termFormattedShort: Scalars['String']['output'];
  termId: Scalars['Int']['output'];
  type: TermType;
  year: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in administrator. */
  adminUser: AdminUser;
  backpackBuddyConfig: BackpackBuddyConfig;
  /** The signed-in user (educator or admin) with program flags and linked schools, sites, organizations. */
  educatorUser: EducatorUser;
  /** Enumerations by name (all of them when names is omitted). */
  enums: Array<Enumeration>;
  /** Liveness of the API. */
  health: Scalars['String']['output'];
  kidsCafeConfig: KidsCafeConfig;
  /** The banner text of a program (Backpack Buddy by default); null when there is none. */
  notification: Maybe<Notification>;
  partnerServicesConfig: PartnerServicesConfig;
  /** The program's terms, of one year when termYear is given, newest first. */
  programTerms: Array<ProgramTerm>;
  schoolMarketConfig: SchoolMarketConfig;
  teachersAidConfig: TeachersAidConfig;
};


export type QueryEnumsArgs = {
  names?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryNotificationArgs = {
  program?: InputMaybe<Program>;
};


export type QueryProgramTermsArgs = {
  programName: Program;
  termYear?: InputMaybe<Scalars['Int']['input']>;
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  passwordResetToken: Scalars['String']['input'];
};

export type SchoolMarketConfig = {
  __typename?: 'SchoolMarketConfig';
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  schoolEnabled: Scalars['Boolean']['output'];
  summerEnabled: Scalars['Boolean']['output'];
  waitlistEnabled: Scalars['Boolean']['output'];
};

export type SendPasswordResetEmailInput = {
  email: Scalars['String']['input'];
};

export type TeachersAidConfig = {
  __typename?: 'TeachersAidConfig';
  lastEdited: Maybe<Scalars['DateTime']['output']>;
  schoolEnabled: Scalars['Boolean']['output'];
  summerEnabled: Scalars['Boolean']['output'];
  waitlistEnabled: Scalars['Boolean']['output'];
};

export type TermType =
  | 'SCHOOL'
  | 'SUMMER';

export type UserOrganization = {
  __typename?: 'UserOrganization';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  organizationId: Scalars['Int']['output'];
};

export type UserSchool = {
  __typename?: 'UserSchool';
  districtId: Maybe<Scalars['Int']['output']>;
  districtName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  schoolId: Scalars['Int']['output'];
};

export type UserSite = {
  __typename?: 'UserSite';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  siteId: Scalars['Int']['output'];
};

export type UserType =
  | 'ADMIN'
  | 'EDUCATOR';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminUser: ResolverTypeWrapper<AdminUser>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  BackpackBuddyConfig: ResolverTypeWrapper<BackpackBuddyConfig>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EducatorUser: ResolverTypeWrapper<EducatorUser>;
  EnumOption: ResolverTypeWrapper<EnumOption>;
  Enumeration: ResolverTypeWrapper<Enumeration>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KidsCafeConfig: ResolverTypeWrapper<KidsCafeConfig>;
  LoginInput: LoginInput;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  PartnerServicesConfig: ResolverTypeWrapper<PartnerServicesConfig>;
  Program: Program;
  ProgramTerm: ResolverTypeWrapper<ProgramTerm>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  ResetPasswordInput: ResetPasswordInput;
  SchoolMarketConfig: ResolverTypeWrapper<SchoolMarketConfig>;
  SendPasswordResetEmailInput: SendPasswordResetEmailInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TeachersAidConfig: ResolverTypeWrapper<TeachersAidConfig>;
  TermType: TermType;
  UserOrganization: ResolverTypeWrapper<UserOrganization>;
  UserSchool: ResolverTypeWrapper<UserSchool>;
  UserSite: ResolverTypeWrapper<UserSite>;
  UserType: UserType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminUser: AdminUser;
  AuthPayload: AuthPayload;
  BackpackBuddyConfig: BackpackBuddyConfig;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  EducatorUser: EducatorUser;
  EnumOption: EnumOption;
  Enumeration: Enumeration;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  KidsCafeConfig: KidsCafeConfig;
  LoginInput: LoginInput;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  PartnerServicesConfig: PartnerServicesConfig;
  ProgramTerm: ProgramTerm;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  ResetPasswordInput: ResetPasswordInput;
  SchoolMarketConfig: SchoolMarketConfig;
  SendPasswordResetEmailInput: SendPasswordResetEmailInput;
  String: Scalars['String']['output'];
  TeachersAidConfig: TeachersAidConfig;
  UserOrganization: UserOrganization;
  UserSchool: UserSchool;
  UserSite: UserSite;
};

export type AdminUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  adminId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
};

export type BackpackBuddyConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BackpackBuddyConfig'] = ResolversParentTypes['BackpackBuddyConfig']> = {
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schoolEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summerEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EducatorUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EducatorUser'] = ResolversParentTypes['EducatorUser']> = {
  applicationBackpackBuddyRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationBackpackBuddyRequiredId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationKidsCafeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationKidsCafeRequiredId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationPartnerServicesRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationPartnerServicesRequiredId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationSchoolMarketRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationSchoolMarketRequiredId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationTeachersAidRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationTeachersAidRequiredId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  educatorId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['UserOrganization']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['UserSchool']>, ParentType, ContextType>;
  sites?: Resolver<Array<ResolversTypes['UserSite']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type EnumOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnumOption'] = ResolversParentTypes['EnumOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnumerationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Enumeration'] = ResolversParentTypes['Enumeration']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['EnumOption']>, ParentType, ContextType>;
};

export type KidsCafeConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['KidsCafeConfig'] = ResolversParentTypes['KidsCafeConfig']> = {
  acceptingApplications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  waitlisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  sendPasswordResetEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationSendPasswordResetEmailArgs, 'input'>>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  notificationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartnerServicesConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerServicesConfig'] = ResolversParentTypes['PartnerServicesConfig']> = {
  acceptingApplications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ProgramTermResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProgramTerm'] = ResolversParentTypes['ProgramTerm']> = {
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  termFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termFormattedShort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TermType'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
  backpackBuddyConfig?: Resolver<ResolversTypes['BackpackBuddyConfig'], ParentType, ContextType>;
  educatorUser?: Resolver<ResolversTypes['EducatorUser'], ParentType, ContextType>;
  enums?: Resolver<Array<ResolversTypes['Enumeration']>, ParentType, ContextType, Partial<QueryEnumsArgs>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kidsCafeConfig?: Resolver<ResolversTypes['KidsCafeConfig'], ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<QueryNotificationArgs, 'program'>>;
  partnerServicesConfig?: Resolver<ResolversTypes['PartnerServicesConfig'], ParentType, ContextType>;
  programTerms?: Resolver<Array<ResolversTypes['ProgramTerm']>, ParentType, ContextType, RequireFields<QueryProgramTermsArgs, 'programName'>>;
  schoolMarketConfig?: Resolver<ResolversTypes['SchoolMarketConfig'], ParentType, ContextType>;
  teachersAidConfig?: Resolver<ResolversTypes['TeachersAidConfig'], ParentType, ContextType>;
};

export type SchoolMarketConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolMarketConfig'] = ResolversParentTypes['SchoolMarketConfig']> = {
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schoolEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summerEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waitlistEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TeachersAidConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeachersAidConfig'] = ResolversParentTypes['TeachersAidConfig']> = {
  lastEdited?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schoolEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summerEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waitlistEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserOrganizationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserOrganization'] = ResolversParentTypes['UserOrganization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserSchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserSchool'] = ResolversParentTypes['UserSchool']> = {
  districtId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserSiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserSite'] = ResolversParentTypes['UserSite']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AdminUser?: AdminUserResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BackpackBuddyConfig?: BackpackBuddyConfigResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EducatorUser?: EducatorUserResolvers<ContextType>;
  EnumOption?: EnumOptionResolvers<ContextType>;
  Enumeration?: EnumerationResolvers<ContextType>;
  KidsCafeConfig?: KidsCafeConfigResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  PartnerServicesConfig?: PartnerServicesConfigResolvers<ContextType>;
  ProgramTerm?: ProgramTermResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SchoolMarketConfig?: SchoolMarketConfigResolvers<ContextType>;
  TeachersAidConfig?: TeachersAidConfigResolvers<ContextType>;
  UserOrganization?: UserOrganizationResolvers<ContextType>;
  UserSchool?: UserSchoolResolvers<ContextType>;
  UserSite?: UserSiteResolvers<ContextType>;
};

