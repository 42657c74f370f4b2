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
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SendPasswordResetEmailDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query Ping {\n    health\n  }\n": typeof types.PingDocument,
    "\n  query CurrentUser {\n    educatorUser {\n      id\n      educatorId\n      firstName\n      lastName\n      fullName\n      email\n      phone\n      type\n      applicationBackpackBuddyRequired\n      applicationBackpackBuddyRequiredId\n      applicationSchoolMarketRequired\n      applicationSchoolMarketRequiredId\n      applicationTeachersAidRequired\n      applicationTeachersAidRequiredId\n      applicationKidsCafeRequired\n      applicationKidsCafeRequiredId\n      applicationPartnerServicesRequired\n      applicationPartnerServicesRequiredId\n      schools {\n        id\n        schoolId\n        name\n        districtId\n        districtName\n      }\n      sites {\n        id\n        siteId\n        name\n      }\n      organizations {\n        id\n        organizationId\n        name\n      }\n    }\n    enums {\n      name\n      options {\n        value\n        label\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      expiresAt\n      userType\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n      message\n    }\n  }\n": types.SendPasswordResetEmailDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
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