import type { UseFormReturn } from 'react-hook-form';
import type { KidsCafeApplication } from '@portal/domain/programs/kids-cafe';
import type { KidsCafeValues } from './form-values';

/** The Kids Cafe form as its sections use it. */
export type KidsCafeFormApi = UseFormReturn<KidsCafeValues, unknown, KidsCafeApplication>;
