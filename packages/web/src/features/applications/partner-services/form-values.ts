import type {
  PartnerServicesApplicationInput,
  PartnerServicesContactKey,
} from '@portal/domain/programs/partner-services';
import { contactTextValues } from '../../../lib/contact-values';
import type { ContactTextValues } from '../../../lib/contact-values';
import type { AddressValues } from '../address-fields';
import type { ControlValues } from '../control-values';
import type { PartnerServicesApplication, PartnerServicesOrganization } from './form-context';

/**
 * The organization: one of the caller's (its id as the select holds it) or null for a new
 * agency, then its details and its two contacts.
 */
export type OrganizationValues = AddressValues & {
  organizationId: string | null;
  name: string;
  einNumber: string;
  phone: string;
  website: string;
} & Record<PartnerServicesContactKey, ContactTextValues>;

/** The form as its controls hold it: the schema's fields (before it normalises them). */
export type PartnerServicesValues = ControlValues<
  Omit<PartnerServicesApplicationInput, 'organization'>
> & { organization: OrganizationValues };

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The organization's details and contacts from the API's (blank when there is none); state TX. */
export function organizationDetails(
  organization: Omit<PartnerServicesOrganization, 'id' | 'organizationId'> | null | undefined,
): Omit<OrganizationValues, 'organizationId'> {
  const o = organization;
  return {
    name: text(o?.name),
    einNumber: text(o?.einNumber),
    address1: text(o?.address1),
    address2: text(o?.address2),
    city: text(o?.city),
    county: text(o?.county),
    state: o?.state ?? 'TX',
    zip: text(o?.zip),
    phone: text(o?.phone),
    website: text(o?.website),
    primaryPointOfContact: contactTextValues(o?.primaryPointOfContact),
    secondaryPointOfContact: contactTextValues(o?.secondaryPointOfContact),
  };
}

/** The form's first values: the application's, or blank for a new one of `applicationYear`. */
export function partnerServicesDefaults(
  application: PartnerServicesApplication | null,
  applicationYear: number,
): PartnerServicesValues {
  const a = application;
  const organizationId = a?.organization.organizationId;
  return {
    applicationYear: String(a?.applicationYear ?? applicationYear),
    new: a?.new ?? null,
    organization: {
      organizationId: organizationId ? String(organizationId) : null,
      ...organizationDetails(a?.organization),
    },
    daysOfOperation: a ? [...a.daysOfOperation] : [],
    operatingHoursStartTime: text(a?.operatingHoursStartTime),
    operatingHoursEndTime: text(a?.operatingHoursEndTime),
    gateCode: text(a?.gateCode),
    isNonProfit: a?.isNonProfit ?? null,
    isReligious: a?.isReligious ?? null,
    servicesInterest: a ? [...a.servicesInterest] : [],
    servicesInterestOther: text(a?.servicesInterestOther),
    peopleServedPerMonth: numberText(a?.peopleServedPerMonth),
    hasDryStorage: a?.hasDryStorage ?? null,
    hasCoolerStorage: a?.hasCoolerStorage ?? null,
    hasFreezerStorage: a?.hasFreezerStorage ?? null,
    hasFoodSafetyCertification: a?.hasFoodSafetyCertification ?? null,
    nameSign: text(a?.nameSign),
    agreeToProgramPurpose: a?.agreeToProgramPurpose ?? false,
    agreeNondiscrimination: a?.agreeNondiscrimination ?? false,
    agreeNoReligiousActivity: a?.agreeNoReligiousActivity ?? false,
    certififedVerification: a?.certififedVerification ?? false,
  };
}
