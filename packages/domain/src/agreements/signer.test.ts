import { describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '../programs.ts';
import { signerDecision, signerRole } from './signer.ts';

const person = (email: string | null) => ({ firstName: 'Pat', email });

describe('signerRole (spec 2 §6)', () => {
  it.each([
    ['backpackBuddy', 'Houston ISD', 'PRINCIPAL'],
    ['teachersAid', 'Houston ISD', 'PRINCIPAL'],
    ['schoolMarket', 'Houston ISD', 'PRIMARY_POINT_OF_CONTACT'],
    ['schoolMarket', 'Houston Independent School District', 'PRIMARY_POINT_OF_CONTACT'],
    ['schoolMarket', 'Aldine ISD', 'PRINCIPAL'],
    ['schoolMarket', null, 'PRINCIPAL'],
    ['kidsCafe', 'Houston ISD', null],
    ['partnerServices', null, null],
  ] as const)('%s in %s is signed by the %s', (program, district, role) => {
    expect(signerRole(PROGRAMS_BY_KEY[program], district)).toBe(role);
  });
});

describe('signerDecision (issue 12: no approval back door)', () => {
  it.each([
    ['nobody on record: the named signer is mailed', undefined, 'new@s.org', 'send', 'new@s.org'],
    ['on record and named alike: mailed', 'p@s.org', 'p@s.org', 'send', 'p@s.org'],
    ['same address in other case and spacing', 'P@S.org', ' p@s.ORG ', 'send', 'P@S.org'],
    ['somebody else named: held for review', 'p@s.org', 'me@evil.test', 'review', null],
    ['nobody named, somebody on record: held', 'p@s.org', null, 'review', null],
    ['on record without email, named mailed', null, 'new@s.org', 'send', 'new@s.org'],
    ['nobody anywhere: missing', undefined, null, 'missing', null],
  ] as const)('%s', (_name, recorded, named, kind, to) => {
    const decision = signerDecision(
      recorded === undefined ? undefined : person(recorded),
      person(named),
    );
    expect(decision.kind).toBe(kind);
    if (decision.kind === 'send') expect(decision.to.email).toBe(to);
    if (decision.kind === 'review') {
      expect(decision).toMatchObject({ namedEmail: named, onRecordEmail: recorded });
    }
  });
});
