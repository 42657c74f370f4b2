import { z } from 'zod';
import { LONG_TEXT_MAX } from '../../constants.ts';
import type { KidsCafeSiteType } from '../../enums.ts';
import { optionalMultiLineString, optionalString } from '../../rules.ts';
import { fields, type SaveMode } from '../../applications/save-mode.ts';

/**
 * The details of a Kids Cafe site as the application's site section and the admin Site Profile
 * both ask them (spec 2 §5, spec 3 §5): site name, address 1, cross street, city, county, state,
 * zip and closest school required, address 2 optional; lengths as the school profile's (zip 10,
 * the rest 255). A draft keeps formats and lengths and lets them stay blank.
 */
export function siteDetailsShape(mode: SaveMode) {
  const f = fields(mode);
  return {
    name: f.text(),
    address1: f.text(),
    address2: optionalString(),
    crossStreet: f.text(),
    city: f.text(),
    county: f.enumOf('counties'),
    state: f.enumOf('states'),
    zip: f.text(10),
    closestSchool: f.text(),
  };
}

function profileObject() {
  return z.object({
    ...siteDetailsShape('submit'),
    type: fields('draft').enumOf('kidsCafeSiteTypes'),
    notes: optionalMultiLineString(LONG_TEXT_MAX),
  });
}

export type AdminSiteProfileInput = z.input<ReturnType<typeof profileObject>>;

/** A Site Profile as adminSiteProfileSchema gives it back: trimmed, blanks as null. */
export interface AdminSiteProfile {
  name: string;
  type: KidsCafeSiteType | null;
  address1: string;
  address2: string | null;
  crossStreet: string;
  city: string;
  county: string;
  state: string;
  zip: string;
  closestSchool: string;
  notes: string | null;
}

/**
 * The Site Profile tab of the admin console: the site's details (siteDetailsShape, all required
 * but address 2), its type (kidsCafeSiteTypes; optional, ours: spec 3 §5 does not list it among
 * the required fields) and notes (optional, at most 5000 characters like the school's).
 */
export function adminSiteProfileSchema() {
  // Typed by hand: the shape's rules are the submit ones, which never give a blank as null.
  return profileObject() as z.ZodType<AdminSiteProfile, AdminSiteProfileInput>;
}
