import type { UseFormReturn } from 'react-hook-form';
import type { TeachersAidStepOne } from '@portal/domain/programs/teachers-aid';
import type { StepOneValues } from './step-one-values';

/** The step 1 form as its sections use it. */
export type StepOneFormApi = UseFormReturn<StepOneValues, unknown, TeachersAidStepOne>;
