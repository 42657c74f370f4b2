/**
 * What the login and registration forms need once they are used, loaded then (see
 * use-schema-form.ts): the domain's zod schemas (the same the server checks), the GraphQL
 * client and its error messages. Their first paint needs none of it.
 */
export { loginInputSchema, registerFormSchema, MESSAGES } from '@portal/domain';
export { appApolloClient } from '../../lib/apollo-client';
export { firstErrorMessage } from '../../lib/error-messages';
export { LoginDocument, RegisterDocument } from './auth.queries';
