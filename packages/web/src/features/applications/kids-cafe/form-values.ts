import { KIDS_CAFE_MEALS, mealFields } from '@portal/domain/programs/kids-cafe';
import type {
  KidsCafeApplicationInput,
  KidsCafeContactKey,
  KidsCafeMeal,
} from '@portal/domain/programs/kids-cafe';
import type { KidsCafeContactFieldsFragment } from '../../../gql/graphql';
import { contactTextValues } from '../../../lib/contact-values';
import type { ContactTextValues } from '../../../lib/contact-values';
import type { ControlValues } from '../control-values';
import type { KidsCafeApplication, KidsCafeSite } from './form-context';

/** A contact as its text boxes and its Yes/No question hold it. */
export type ContactValues = ContactTextValues & { isSupervisor: boolean | null };

/** The site: chosen from the dropdown (its id as the select holds it), then its details. */
export type SiteValues = {
  siteId: string;
  name: string;
  address1: string;
  address2: string;
  crossStreet: string;
  city: string;
  county: string;
  state: string;
  zip: string;
  closestSchool: string;
} & Record<KidsCafeContactKey, ContactValues>;

/** The form as its controls hold it: the schema's fields (before it normalises them). */
export type KidsCafeValues = ControlValues<Omit<KidsCafeApplicationInput, 'site'>> & {
  site: SiteValues;
};

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A contact's controls from the API's contact (blank when there is none). */
export function contactValues(
  contact: Omit<KidsCafeContactFieldsFragment, 'type'> | null | undefined,
): ContactValues {
  return { ...contactTextValues(contact), isSupervisor: contact?.isSupervisor ?? null };
}

/** The site's controls from the API's site; the state defaults to TX as on the other forms. */
export function siteValues(site: KidsCafeSite | null | undefined): SiteValues {
  return {
    siteId: numberText(site?.siteId),
    name: text(site?.name),
    address1: text(site?.address1),
    address2: text(site?.address2),
    crossStreet: text(site?.crossStreet),
    city: text(site?.city),
    county: text(site?.county),
    state: site?.state ?? 'TX',
    zip: text(site?.zip),
    closestSchool: text(site?.closestSchool),
    primaryPointOfContact: contactValues(site?.primaryPointOfContact),
    secondaryPointOfContact: contactValues(site?.secondaryPointOfContact),
  };
}

/** The four fields of each meal (interestBreakfast, breakfastStartTime, …). */
export type MealKey = {
  [M in KidsCafeMeal]: ReturnType<typeof mealFields<M>>[keyof ReturnType<typeof mealFields<M>>];
}[KidsCafeMeal];
type MealValues = Pick<KidsCafeValues, MealKey>;

/** Each meal's interest box, times and count, from the application (unchecked and blank). */
function mealValues(application: KidsCafeApplication | null): MealValues {
  const values: Record<string, string | boolean> = {};
  for (const meal of KIDS_CAFE_MEALS) {
    const f = mealFields(meal);
    values[f.interest] = application?.[f.interest] ?? false;
    values[f.startTime] = text(application?.[f.startTime]);
    values[f.endTime] = text(application?.[f.endTime]);
    values[f.numExpectedParticipants] = numberText(application?.[f.numExpectedParticipants]);
  }
  return values as MealValues;
}

/** The form's first values: the application's, or blank for a new one of `applicationYear`. */
export function kidsCafeDefaults(
  application: KidsCafeApplication | null,
  applicationYear: number,
): KidsCafeValues {
  const a = application;
  return {
    type: text(a?.type),
    applicationYear: String(a?.applicationYear ?? applicationYear),
    new: a?.new ?? null,
    site: siteValues(a?.site),
    siteType: text(a?.siteType),
    forProfit: a?.forProfit ?? null,
    participatedAgriculture: a?.participatedAgriculture ?? null,
    agricultureSponsor: text(a?.agricultureSponsor),
    childcareLicense: text(a?.childcareLicense),
    hasWifi: a?.hasWifi ?? null,
    hasRecordingDevice: a?.hasRecordingDevice ?? null,
    hasStorage: a?.hasStorage ?? null,
    receivesDeliveries: a?.receivesDeliveries ?? null,
    hasMicrowave: a?.hasMicrowave ?? null,
    isTexasRisingStar: text(a?.isTexasRisingStar),
    isFederalParticipant: a?.isFederalParticipant ?? null,
    isOpenEnrolledYear: a?.isOpenEnrolledYear ?? null,
    hasInfantsEnrolled: a?.hasInfantsEnrolled ?? null,
    hasAfterSchool: a?.hasAfterSchool ?? null,
    startDate: text(a?.startDate),
    endDate: text(a?.endDate),
    operatingHoursStartTime: text(a?.operatingHoursStartTime),
    operatingHoursEndTime: text(a?.operatingHoursEndTime),
    gateCode: text(a?.gateCode),
    numExpectedParticipants: numberText(a?.numExpectedParticipants),
    participantAgeRanges: a ? [...a.participantAgeRanges] : [],
    daysForService: a ? [...a.daysForService] : [],
    ...mealValues(a),
    specialDeliveryNotes: text(a?.specialDeliveryNotes),
    earliestDeliveryTime: text(a?.earliestDeliveryTime),
    enrichmentPrograms: text(a?.enrichmentPrograms),
    closureDates: text(a?.closureDates),
    fieldTrips: text(a?.fieldTrips),
    referredBy: text(a?.referredBy),
    readProgramAgreement: a?.readProgramAgreement ?? false,
    nameSign: text(a?.nameSign),
    agreeToProgramPurpose: a?.agreeToProgramPurpose ?? false,
    agreeToReimbursement: a?.agreeToReimbursement ?? false,
    agreeToDocumentation: a?.agreeToDocumentation ?? false,
    certififedVerification: a?.certififedVerification ?? false,
  };
}
