import type { UseFormReturn } from 'react-hook-form';
import type { SchoolMarketApplication } from '@portal/domain/programs/school-market';
import type { SchoolMarketValues } from './form-values';

/** The School Market form as its sections use it. */
export type SchoolMarketFormApi = UseFormReturn<
  SchoolMarketValues,
  unknown,
  SchoolMarketApplication
>;
