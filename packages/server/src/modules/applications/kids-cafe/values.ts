import { usDayToIso } from '@portal/domain';
import {
  KIDS_CAFE_CHILDCARE_SITE_TYPE,
  type KidsCafeApplication,
} from '@portal/domain/programs/kids-cafe';
import type { applicationKidsCafe } from '../../../db/schema/application-kids-cafe.ts';

type Columns = typeof applicationKidsCafe.$inferInsert;
type Answers = Omit<KidsCafeApplication, 'site' | 'startDate' | 'endDate'>;

/**
 * The application's own columns of a parsed form: every answer but the site (kept as the
 * proposal, proposed-site.ts) under its column's name; dates (MM/DD/YYYY) as the date columns
 * keep them (YYYY-MM-DD).
 */
export function applicationColumnsOf(data: KidsCafeApplication) {
  const { site, startDate, endDate, ...answers } = data;
  // Does not compile when an answer of the form has no column of the same name and type.
  const columns: Pick<Columns, keyof Answers> = answers;
  return {
    ...columns,
    siteId: site.siteId,
    isChildcareCenter: data.siteType ? data.siteType === KIDS_CAFE_CHILDCARE_SITE_TYPE : null,
    startDate: startDate ? usDayToIso(startDate) : null,
    endDate: endDate ? usDayToIso(endDate) : null,
  };
}
