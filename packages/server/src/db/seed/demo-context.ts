import type { Program, TermType } from '../schema/enums.ts';
import type { programTerms } from '../schema/terms.ts';

/**
 * What the demo seed (demo.ts) made before applications and reports: the ids they refer to.
 * On a file of its own, read by demo-applications.ts and demo-reports.ts alike.
 */
export interface DemoContext {
  userId(email: string): number | null;
  adminId: number | null;
  schoolIds: number[];
  termOf(program: Program, type: TermType, year: number): typeof programTerms.$inferSelect;
  /** The first demo educator linked to the index-th school. */
  linkedEducator(index: number): number | null;
}
