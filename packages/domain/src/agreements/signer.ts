import { sameEmail } from '../applications/principal-signature.ts';
import type { Program } from '../programs.ts';
import { isHoustonIsd } from './catalogue.ts';

/** The roster role whose holder signs a school's application by the emailed link. */
export type SignerRole = 'PRINCIPAL' | 'PRIMARY_POINT_OF_CONTACT';

/**
 * Who signs a program's application for a school (spec 2 §6), from the program's `signer` fact:
 * the PRINCIPAL; for 'principal-or-primary-contact' (School Market) the PRIMARY_POINT_OF_CONTACT
 * of a Houston ISD school; nobody (null) for a program without a signer.
 */
export function signerRole(
  program: Pick<Program, 'signer'>,
  districtName: string | null | undefined,
): SignerRole | null {
  switch (program.signer) {
    case 'none':
      return null;
    case 'principal-or-primary-contact':
      return isHoustonIsd(districtName) ? 'PRIMARY_POINT_OF_CONTACT' : 'PRINCIPAL';
    case 'principal':
      return 'PRINCIPAL';
  }
}

export interface SignerContact {
  firstName: string;
  email: string | null;
}

export type SignerDecision<T extends SignerContact> =
  | { kind: 'send'; to: T & { email: string } }
  | { kind: 'review'; namedEmail: string | null; onRecordEmail: string }
  | { kind: 'missing' };

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
