import { z } from 'zod';
import { LONG_TEXT_MAX } from '../../constants.ts';
import {
  einField,
  optionalEinField,
  optionalMultiLineString,
  optionalPhoneField,
  optionalUrlField,
  phoneField,
} from '../../rules.ts';
import { fields, type SaveMode } from '../../applications/save-mode.ts';
import { addressShape } from '../../applications/address.ts';

/**
 * The details of a Partner Services organization as the application's organization section asks
 * them (ours, issue 18: the spec names einNumber and the address): name, EIN (9 digits, kept
 * NN-NNNNNNN), address 1, city, county, state, zip (at most 10) and phone (10 digits, kept
 * 123-456-7890) required; address 2 and website (http:// or https://) optional. A draft keeps
 * formats and lengths and lets them stay blank.
 */
export function organizationDetailsShape(mode: SaveMode) {
  const f = fields(mode);
  const draft = mode === 'draft';
  return {
    name: f.text(),
    einNumber: draft ? optionalEinField() : einField(),
    ...addressShape(mode),
    phone: draft ? optionalPhoneField() : phoneField(),
    website: optionalUrlField(),
  };
}

function profileObject() {
  return z.object({
    ...organizationDetailsShape('submit'),
    phone: optionalPhoneField(),
    notes: optionalMultiLineString(LONG_TEXT_MAX),
  });
}

export type AdminOrganizationProfileInput = z.input<ReturnType<typeof profileObject>>;

/** An Organization Profile as adminOrganizationProfileSchema gives it back: trimmed, blanks null. */
export interface AdminOrganizationProfile {
  name: string;
  /** NN-NNNNNNN. */
  einNumber: string;
  address1: string;
  address2: string | null;
  city: string;
  county: string;
  state: string;
  zip: string;
  /** 123-456-7890. */
  phone: string | null;
  website: string | null;
  notes: string | null;
}

/**
 * The Organization Profile tab of the admin console (and Add Organization): the organization's
 * details (organizationDetailsShape) with the same required fields as the application but the
 * phone, which is optional here (an agency the food bank adds from its own records may have no
 * main line; its contacts carry phones), and notes (optional, at most 5000 characters like the
 * school's and the site's). The organizationId of the GraphQL input is not part of the profile.
 */
export function adminOrganizationProfileSchema() {
  // Typed by hand: the shape's rules are the submit ones, which never give a blank as null.
  return profileObject() as z.ZodType<AdminOrganizationProfile, AdminOrganizationProfileInput>;
}
