import type { UseFormReturn } from 'react-hook-form';
import type { PartnerServicesApplication } from '@portal/domain/programs/partner-services';
import type { PartnerServicesValues } from './form-values';

/** The Partner Services form as its sections use it. */
export type PartnerServicesFormApi = UseFormReturn<
  PartnerServicesValues,
  unknown,
  PartnerServicesApplication
>;
