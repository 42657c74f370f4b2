/** Words for the audit log's entries on the Change History of a school. */

const ACTIONS: Record<string, string> = {
  CREATE: 'Created',
  UPDATE_PROFILE: 'Updated the school profile',
  UPDATE_CONTACTS: 'Updated the contacts',
  UPDATE_PROGRAM_STATUS: 'Changed the program status',
  UPDATE_APPLICATION_STATUS: 'Changed the application status',
  ARCHIVE: 'Archived',
  RESTORE: 'Restored',
  DELETE: 'Deleted',
};

/** Fields whose names read badly when split into words. */
const FIELDS: Record<string, string> = {
  type: 'School type',
  districtId: 'District',
  backpackBuddyId: 'Backpack Buddy ID',
  schoolMarketAgencyNumber: 'Agency number',
  teachersAidSchoolNumber: 'School number',
  numTotalEnrollment: 'Total enrollment',
  numReducedLunch: 'Reduced lunch',
  numFreeLunch: 'Free lunch',
  statusBackpackBuddy: 'Program status',
  statusSchoolMarket: 'Program status',
  statusTeachersAid: 'Program status',
};

/** 'SOME_ACTION', 'someField', 'some_field' or 'address1' as 'Some action', 'Some field', 'Address 1'. */
function sentenceCase(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What an entry did, in words. Entries of the school's applications (entity types such as
 * application_backpack_buddy) name the application.
 */
export function actionText(entry: { action: string; entityType: string; entityId: number }) {
  const action = ACTIONS[entry.action] ?? sentenceCase(entry.action);
  return entry.entityType.startsWith('application')
    ? `${action} (application ${entry.entityId})`
    : action;
}

export function fieldText(field: string): string {
  return FIELDS[field] ?? sentenceCase(field);
}

/** A value of the log (JSON text) as a person reads it; an empty one as '(empty)'. */
export function valueText(json: string | null): string {
  if (json === null) return '(empty)';
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  return readable(value);
}

function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '(empty)';
    const separator = value.some((item) => typeof item === 'object' && item !== null) ? '; ' : ', ';
    return value.map((item) => readable(item)).join(separator);
  }
  if (typeof value === 'object') {
    // A record such as a contact: its name, then its other filled fields (ids left out).
    const record = value as Record<string, unknown>;
    const name = [record.firstName, record.lastName].filter(Boolean).map(String).join(' ');
    const rest = Object.entries(record)
      .filter(([key]) => key !== 'firstName' && key !== 'lastName' && !/Id$/.test(key))
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([key, v]) => `${sentenceCase(key)}: ${readable(v)}`)
      .join(', ');
    if (name && rest) return `${name} (${rest})`;
    return name || rest || '(empty)';
  }
  return String(value);
}
