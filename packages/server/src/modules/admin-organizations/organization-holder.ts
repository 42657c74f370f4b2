import { MESSAGES, PROGRAMS_BY_KEY } from '@portal/domain';
import { applicationPartnerServices } from '../../db/schema/application-partner-services.ts';
import type { ApplicationStatus } from '../../db/schema/enums.ts';
import { organizationMembers, organizations } from '../../db/schema/organizations.ts';
import type { ConsoleHolder } from '../admin-holders/console-holder.ts';
import {
  onPartnerServicesApproved,
  onPartnerServicesUnapproved,
  type ApprovedPartnerServicesApplication,
} from '../applications/partner-services/approval.ts';
import { ORGANIZATIONS_ENTITY } from '../applications/partner-services/new-agency.ts';
import { ORGANIZATION_APPLICATIONS_ENTITY } from './organization-view.ts';

const a = applicationPartnerServices;

/** A Partner Services application as the console changes its status and deletes it. */
type OrganizationApplication = ApprovedPartnerServicesApplication & {
  status: ApplicationStatus;
  deletedAt: Date | null;
};

/** The Partner Services organizations console's holder (admin-holders/console-holder.ts). */
export const ORGANIZATION_HOLDER: ConsoleHolder<
  typeof organizations.$inferSelect,
  OrganizationApplication
> = {
  noun: 'organization',
  entity: ORGANIZATIONS_ENTITY,
  table: organizations,
  id: organizations.id,
  deletedAt: organizations.deletedAt,
  statusKey: 'statusPartnerServices',
  statusUpdatedAtKey: 'statusPartnerServicesUpdatedAt',
  membersEditedKey: 'lastEditedMembers',
  snapshot: (row) => ({
    name: row.name,
    einNumber: row.einNumber,
    address1: row.address1,
    city: row.city,
    zip: row.zip,
    statusPartnerServices: row.statusPartnerServices,
    deletedAt: row.deletedAt,
  }),
  members: {
    table: organizationMembers,
    id: organizationMembers.id,
    holderId: organizationMembers.organizationId,
    holderKey: 'organizationId',
    deletedAt: organizationMembers.deletedAt,
    idKey: 'organizationMemberId',
    listField: 'members',
  },
  applications: {
    table: a,
    id: a.id,
    holderId: a.organizationId,
    status: a.status,
    deletedAt: a.deletedAt,
    entity: ORGANIZATION_APPLICATIONS_ENTITY,
    entry: PROGRAMS_BY_KEY.partnerServices,
    columns: {
      id: a.id,
      status: a.status,
      organizationId: a.organizationId,
      submittedById: a.submittedById,
      proposedOrganization: a.proposedOrganization,
      applicationYear: a.applicationYear,
      deletedAt: a.deletedAt,
    },
    holderOf: (app) => app.organizationId,
    term: (app) => String(app.applicationYear),
    yearTaken: MESSAGES.organizationApplicationInProgress,
    deletedSnapshot: (app) => ({ status: app.status, applicationYear: app.applicationYear }),
    onApproved: onPartnerServicesApproved,
    onUnapproved: onPartnerServicesUnapproved,
  },
};
