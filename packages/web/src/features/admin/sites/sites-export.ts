import {
  KIDS_CAFE_MEALS,
  KIDS_CAFE_MEAL_LABELS,
  mealFields,
} from '@portal/domain/programs/kids-cafe';
import { enumLabel, formatPhone, formatShortDate } from '@portal/domain';
import type { SheetCell, SheetData } from '../../../lib/spreadsheet';
import { yesNo } from '../../../components/admin-list/list-filters';
import { labels, rowsPerApplication, text } from '../holders/export-cells';
import { programStatusLabel } from '../holders/holder-columns';
import type { SiteExportApplication, SiteExportMember, SiteExportRow } from './sites.queries';

export const SITES_EXPORT_FILE = 'sites.xlsx';
export const SITES_EXPORT_SHEET = 'Sites';

const SITE_HEADERS = [
  'Site Name',
  'Site Type',
  'Address 1',
  'Address 2',
  'Cross Street',
  'City',
  'County',
  'State',
  'Zip',
  'Closest School',
  'Program Status',
  'Returning',
  'Archived',
];

const APPLICATION_HEADERS = [
  'Application Type',
  'Application Year',
  'Application Status',
  'Submitted At',
  'Submitted By',
  'Start Date',
  'End Date',
  'Operating Hours Start',
  'Operating Hours End',
  'Expected Participants',
  'Age Ranges',
  'Days for Service',
  ...KIDS_CAFE_MEALS.flatMap((meal) => {
    const label = KIDS_CAFE_MEAL_LABELS[meal];
    return [label, `${label} Start`, `${label} End`, `${label} Participants`];
  }),
  'Earliest Delivery Time',
  'Special Delivery Notes',
];

const contactHeaders = (role: string) => [
  `${role} Name`,
  `${role} Title`,
  `${role} Phone`,
  `${role} Email`,
  `${role} Supervisor`,
];

/**
 * The headers of the sites export (spec 3 §7 "many columns covering the site, the application
 * and both contacts"; the list is ours): the site, the application, then both points of contact.
 */
export const SITES_EXPORT_HEADERS: readonly string[] = [
  ...SITE_HEADERS,
  ...APPLICATION_HEADERS,
  ...contactHeaders('Primary Contact'),
  ...contactHeaders('Secondary Contact'),
];

/** An application's MM/DD/YYYY date as the lists write dates: M-D-YY ('06/03/2024' → '6-3-24'). */
export function formDateShort(value: string | null | undefined): SheetCell {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value?.trim() ?? '');
  if (!match) return text(value);
  const [, month, day, year] = match;
  return `${Number(month)}-${Number(day)}-${year!.slice(2)}`;
}

function mealCells(application: SiteExportApplication): SheetCell[] {
  return KIDS_CAFE_MEALS.flatMap((meal) => {
    const f = mealFields(meal);
    const chosen = application[f.interest];
    return [
      yesNo(chosen),
      text(application[f.startTime]),
      text(application[f.endTime]),
      application[f.numExpectedParticipants] ?? null,
    ];
  });
}

function applicationCells(application: SiteExportApplication | undefined): SheetCell[] {
  if (!application) return APPLICATION_HEADERS.map(() => null);
  return [
    text(enumLabel('termTypes', application.type)),
    application.applicationYearDisplayed,
    text(enumLabel('applicationStatuses', application.status)),
    text(formatShortDate(application.submittedAt)),
    text(application.submittedByName),
    formDateShort(application.startDate),
    formDateShort(application.endDate),
    text(application.operatingHoursStartTime),
    text(application.operatingHoursEndTime),
    application.numExpectedParticipants ?? null,
    labels('participantAgeRanges', application.participantAgeRanges),
    labels('daysForService', application.daysForService),
    ...mealCells(application),
    text(application.earliestDeliveryTime),
    text(application.specialDeliveryNotes),
  ];
}

function contactCells(member: SiteExportMember | null | undefined): SheetCell[] {
  if (!member) return [null, null, null, null, null];
  return [
    text(member.fullName),
    text(member.title),
    text(formatPhone(member.phone)),
    text(member.email),
    yesNo(member.isSupervisor),
  ];
}

/**
 * One row per application of the sites given (the rows the table shows, in its order, as the
 * export query answers them), newest first, the site and contact cells repeated; a site without
 * an application has one row with the application cells blank. Dates are M-D-YY. Text is raw
 * here: the export button makes it safe to open.
 */
export function sitesExportRows(rows: readonly SiteExportRow[]): SheetCell[][] {
  return rows.flatMap((row) => {
    const site: SheetCell[] = [
      text(row.name),
      text(enumLabel('kidsCafeSiteTypes', row.type)),
      text(row.address1),
      text(row.address2),
      text(row.crossStreet),
      text(row.city),
      text(enumLabel('counties', row.county)),
      text(enumLabel('states', row.state)),
      text(row.zip),
      text(row.closestSchool),
      text(programStatusLabel(row)),
      text(row.returning),
      yesNo(row.deletedAt != null),
    ];
    const contacts = [
      ...contactCells(row.primaryPointOfContact),
      ...contactCells(row.secondaryPointOfContact),
    ];
    return rowsPerApplication(site, row.applications, applicationCells, contacts);
  });
}

/** The one sheet of sites.xlsx. */
export function sitesExportSheet(rows: readonly SiteExportRow[]): SheetData {
  return {
    name: SITES_EXPORT_SHEET,
    columns: SITES_EXPORT_HEADERS.map((header) => ({ header })),
    rows: sitesExportRows(rows),
  };
}
