import type { Language } from '@portal/domain';
import type { Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import type { Services } from '../services/index.ts';

export interface Viewer {
  userId: number;
  type: 'EDUCATOR' | 'ADMIN';
  sessionId: number;
  /**
   * The user's row, read with the session in the same statement (modules/auth/sessions.ts), so
   * a read of the caller (educatorUser) needs no statement of its own. Absent when a viewer is
   * made some other way (tests).
   */
  user?: ViewerUser;
}

/** The caller's own columns as of the session lookup. */
export interface ViewerUser {
  firstName: string;
  /** The language of the user's screens and mails (issue 20); null until they have one. */
  language: Language | null;
  lastName: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The browser's session cookie on this request's answer (http/session-cookie.ts). */
export interface SessionCookie {
  /** After login or register: the new session's token, for as long as the session lasts. */
  set(session: { token: string; expiresAt: Date }): void;
  /** After logout. */
  clear(): void;
}

/** What every resolver receives: the caller, the database and the adapters to the outside. */
export interface Context {
  viewer: Viewer | null;
  /** The caller's address (rate limiting, signature records). */
  clientAddress: string;
  db: Db;
  config: Config;
  services: Services;
  sessionCookie: SessionCookie;
}
