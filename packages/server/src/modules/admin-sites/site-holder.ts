import { MESSAGES, PROGRAMS_BY_KEY } from '@portal/domain';
import { applicationKidsCafe } from '../../db/schema/application-kids-cafe.ts';
import { siteMembers, sites } from '../../db/schema/sites.ts';
import type { ConsoleHolder } from '../admin-holders/console-holder.ts';
import {
  onKidsCafeUnapproved,
  onKidsCafeApproved,
  type ApprovedKidsCafeApplication,
} from '../applications/kids-cafe/approval.ts';
import { kidsCafeTermFormatted } from '../applications/kids-cafe/years.ts';
import { SITES_ENTITY, SITE_APPLICATIONS_ENTITY } from './site-view.ts';

const a = applicationKidsCafe;

/** A Kids Cafe application as the console changes its status and deletes it. */
type SiteApplication = ApprovedKidsCafeApplication & {
  status: (typeof a.$inferSelect)['status'];
  deletedAt: Date | null;
};

/** The Kids Cafe sites console's holder (admin-holders/console-holder.ts). */
export const SITE_HOLDER: ConsoleHolder<typeof sites.$inferSelect, SiteApplication> = {
  noun: 'site',
  entity: SITES_ENTITY,
  table: sites,
  id: sites.id,
  deletedAt: sites.deletedAt,
  statusKey: 'statusKidsCafe',
  statusUpdatedAtKey: 'statusKidsCafeUpdatedAt',
  membersEditedKey: 'lastEditedSiteMembers',
  snapshot: (site) => ({
    name: site.name,
    type: site.type,
    address1: site.address1,
    city: site.city,
    zip: site.zip,
    statusKidsCafe: site.statusKidsCafe,
    deletedAt: site.deletedAt,
  }),
  members: {
    table: siteMembers,
    id: siteMembers.id,
    holderId: siteMembers.siteId,
    holderKey: 'siteId',
    deletedAt: siteMembers.deletedAt,
    idKey: 'siteMemberId',
    listField: 'siteMembers',
  },
  applications: {
    table: a,
    id: a.id,
    holderId: a.siteId,
    status: a.status,
    deletedAt: a.deletedAt,
    entity: SITE_APPLICATIONS_ENTITY,
    entry: PROGRAMS_BY_KEY.kidsCafe,
    columns: {
      id: a.id,
      status: a.status,
      siteId: a.siteId,
      submittedById: a.submittedById,
      proposedSite: a.proposedSite,
      type: a.type,
      applicationYear: a.applicationYear,
      deletedAt: a.deletedAt,
    },
    holderOf: (app) => app.siteId,
    term: (app) => kidsCafeTermFormatted(app.type, app.applicationYear),
    yearTaken: MESSAGES.siteApplicationInProgress,
    deletedSnapshot: (app) => ({
      status: app.status,
      type: app.type,
      applicationYear: app.applicationYear,
    }),
    onApproved: onKidsCafeApproved,
    onUnapproved: onKidsCafeUnapproved,
  },
};
