import { isHoustonIsd } from './catalogue.ts';

/** The school programs whose applications a school's signer e-signs. */
export type SignedSchoolProgram = 'BACKPACK_BUDDY' | 'SCHOOL_MARKET' | 'TEACHERS_AID';

/**
 * Who signs a program's application for a school (spec 2 §6): the program's PRINCIPAL; for a
 * Houston ISD school's School Market application, the PRIMARY_POINT_OF_CONTACT.
 */
export function signerRole(
  program: SignedSchoolProgram,
  districtName: string | null | undefined,
): 'PRINCIPAL' | 'PRIMARY_POINT_OF_CONTACT' {
  return program === 'SCHOOL_MARKET' && isHoustonIsd(districtName)
    ? 'PRIMARY_POINT_OF_CONTACT'
    : 'PRINCIPAL';
}

export interface SignerContact {
  firstName: string;
  email: string | null;
}

export type SignerDecision<T extends SignerContact> =
  | { kind: 'send'; to: T & { email: string } }
  | { kind: 'review'; namedEmail: string | null; onRecordEmail: string }
  | { kind: 'missing' };

const sameEmail = (a: string | null, b: string | null) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where a submitted application's signature link goes (issue 12: approval by signature must not
 * be a back door). With a signer on record for the school, the link goes to that address, and
 * only when the application names the same person; an application naming somebody else is held
 * for an admin's review and nobody is mailed. With nobody on record (a school's first
 * application), the signer the application names is mailed.
 */
export function signerDecision<T extends SignerContact>(
  onRecord: T | undefined,
  named: T | undefined,
): SignerDecision<T> {
  if (onRecord?.email) {
    if (sameEmail(onRecord.email, named?.email ?? null)) {
      return { kind: 'send', to: { ...onRecord, email: onRecord.email } };
    }
    return { kind: 'review', namedEmail: named?.email ?? null, onRecordEmail: onRecord.email };
  }
  if (named?.email) return { kind: 'send', to: { ...named, email: named.email } };
  return { kind: 'missing' };
}
