import type { UseFormReturn } from 'react-hook-form';
import type { StepOne } from '@portal/domain/programs/backpack-buddy';
import type { StepOneValues } from './step-one-values';

/** The step 1 form as its sections use it. */
export type StepOneFormApi = UseFormReturn<StepOneValues, unknown, StepOne>;
