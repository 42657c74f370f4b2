import { z } from 'zod';
import { requiredString } from '../rules.ts';

/** A district's name is required (spec 3 §5); names are unique case-insensitively (server). */
export const districtSchema = z.object({ name: requiredString() });
export type DistrictInput = z.input<typeof districtSchema>;
