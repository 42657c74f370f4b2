import { FIRST_NAMES, LAST_NAMES } from './demo-data.ts';

export interface Person {
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  email: string;
}

const ROLE_OFFSETS = { principal: 0, primary: 5, secondary: 9, coordinator: 13, contact: 17 };
const TITLES = {
  principal: 'Principal',
  primary: 'Counselor',
  secondary: 'Social Worker',
  coordinator: 'Assistant Principal',
  contact: 'Family Engagement Specialist',
};

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** A fictional, stable person for role `role` of the n-th school, site or organization. */
export function person(
  n: number,
  role: keyof typeof ROLE_OFFSETS,
  domain: string,
  areaCode: string,
): Person {
  const k = ROLE_OFFSETS[role];
  const firstName = pick(FIRST_NAMES, n * 3 + k);
  const lastName = pick(LAST_NAMES, n * 7 + k * 3);
  const line = String(1000 + ((n * 37 + k * 11) % 9000)).padStart(4, '0');
  return {
    firstName,
    lastName,
    title: TITLES[role],
    phone: `${areaCode}-555-${line}`,
    email: `${firstName}.${lastName}@${domain}`.toLowerCase(),
  };
}

/** 'Houston ISD' → 'houstonisd.example.org' */
export const emailDomain = (name: string) =>
  `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.org`;
