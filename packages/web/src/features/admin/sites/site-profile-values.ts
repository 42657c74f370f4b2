import { adminSiteProfileSchema } from '@portal/domain/programs/kids-cafe';
import type { AdminSiteProfile } from '@portal/domain/programs/kids-cafe';
import type { z } from 'zod';
import type { AdminCreateSiteInput, AdminUpdateSiteProfileInput } from '../../../gql/graphql';
import type { SiteDetail } from './site-detail-program';

/** The Site Profile form as its inputs hold it, before the domain schema normalises it. */
export type SiteProfileValues = {
  name: string;
  type: string;
  address1: string;
  address2: string;
  crossStreet: string;
  city: string;
  county: string;
  state: string;
  zip: string;
  closestSchool: string;
  notes: string;
};

const text = (value: string | null | undefined) => value ?? '';

export function siteProfileValues(site: SiteDetail): SiteProfileValues {
  return {
    name: site.name,
    type: text(site.type),
    address1: text(site.address1),
    address2: text(site.address2),
    crossStreet: text(site.crossStreet),
    city: text(site.city),
    county: text(site.county),
    state: text(site.state),
    zip: text(site.zip),
    closestSchool: text(site.closestSchool),
    notes: text(site.notes),
  };
}

/** The domain's Site Profile rules (spec 3 §5), typed over the form's values. */
export function siteProfileSchema() {
  return adminSiteProfileSchema() as unknown as z.ZodType<AdminSiteProfile, SiteProfileValues>;
}

/** Add a Site's form: every field empty. */
export const EMPTY_SITE_PROFILE: SiteProfileValues = {
  name: '',
  type: '',
  address1: '',
  address2: '',
  crossStreet: '',
  city: '',
  county: '',
  state: '',
  zip: '',
  closestSchool: '',
  notes: '',
};

/** adminCreateSite's input from the schema's output. */
export function siteCreateInput(values: AdminSiteProfile): AdminCreateSiteInput {
  return {
    name: values.name,
    type: values.type,
    address1: values.address1,
    address2: values.address2,
    crossStreet: values.crossStreet,
    city: values.city,
    county: values.county,
    state: values.state,
    zip: values.zip,
    closestSchool: values.closestSchool,
    notes: values.notes,
  };
}

/** adminUpdateSiteProfile's input from the schema's output. */
export function siteProfileInput(
  site: SiteDetail,
  values: AdminSiteProfile,
): AdminUpdateSiteProfileInput {
  return { siteId: site.siteId, ...siteCreateInput(values) };
}
