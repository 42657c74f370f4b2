import { adminOrganizationProfileSchema } from '@portal/domain/programs/partner-services';
import type { AdminOrganizationProfile } from '@portal/domain/programs/partner-services';
import type { z } from 'zod';
import type { AdminOrganizationProfileInput } from '../../../gql/graphql';
import type { OrganizationDetail } from './organization-detail-program';

/** The Organization Profile form as its inputs hold it, before the domain schema normalises it. */
export type OrganizationProfileValues = {
  name: string;
  einNumber: string;
  address1: string;
  address2: string;
  city: string;
  county: string;
  state: string;
  zip: string;
  phone: string;
  website: string;
  notes: string;
};

const text = (value: string | null | undefined) => value ?? '';

export function organizationProfileValues(
  organization: OrganizationDetail,
): OrganizationProfileValues {
  return {
    name: organization.name,
    einNumber: text(organization.einNumber),
    address1: text(organization.address1),
    address2: text(organization.address2),
    city: text(organization.city),
    county: text(organization.county),
    state: text(organization.state),
    zip: text(organization.zip),
    phone: text(organization.phone),
    website: text(organization.website),
    notes: text(organization.notes),
  };
}

/** The domain's Organization Profile rules, typed over the form's values. */
export function organizationProfileSchema() {
  return adminOrganizationProfileSchema() as unknown as z.ZodType<
    AdminOrganizationProfile,
    OrganizationProfileValues
  >;
}

/** Add Organization's form: every field empty. */
export const EMPTY_ORGANIZATION_PROFILE: OrganizationProfileValues = {
  name: '',
  einNumber: '',
  address1: '',
  address2: '',
  city: '',
  county: '',
  state: '',
  zip: '',
  phone: '',
  website: '',
  notes: '',
};

/**
 * adminCreateOrganization's and adminUpdateOrganizationProfile's input from the schema's output
 * (the organization's id only to update one).
 */
export function organizationProfileInput(
  values: AdminOrganizationProfile,
  organizationId?: number,
): AdminOrganizationProfileInput {
  return {
    ...(organizationId === undefined ? {} : { organizationId }),
    name: values.name,
    einNumber: values.einNumber,
    address1: values.address1,
    address2: values.address2,
    city: values.city,
    county: values.county,
    state: values.state,
    zip: values.zip,
    phone: values.phone,
    website: values.website,
    notes: values.notes,
  };
}
