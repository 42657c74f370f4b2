import type { Request } from 'express';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { bearerToken, viewerForToken } from '../modules/auth/sessions.ts';
import type { Services } from '../services/index.ts';
import type { Context } from './context.ts';
import { buildSchema } from './schema.ts';

export interface ServerContext {
  req?: Pick<Request, 'ip' | 'socket'>;
}

export type Yoga = YogaServerInstance<ServerContext, Context>;

export function createGraphqlServer(deps: {
  db: Db;
  config: Config;
  services: Services;
  schema?: GraphQLSchema;
}): Yoga {
  const schema = deps.schema ?? buildSchema();
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: process.env.NODE_ENV !== 'production',
    logging: {
      debug: (...args) => deps.services.logger.debug(args),
      info: (...args) => deps.services.logger.info(args),
      warn: (...args) => deps.services.logger.warn(args),
      error: (...args) => deps.services.logger.error(args),
    },
    context: async ({ request, req }) => {
      const token = bearerToken(request.headers.get('authorization'));
      const viewer = token ? await viewerForToken(deps.db, token) : null;
      return {
        viewer,
        clientAddress: req?.ip ?? req?.socket?.remoteAddress ?? 'unknown',
        db: deps.db,
        config: deps.config,
        services: deps.services,
      };
    },
  });
}
