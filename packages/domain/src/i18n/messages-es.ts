/**
 * Spanish for the domain's messages (messages.ts): validation and refusals shown on the screens
 * educators, site contacts and principals see. Imported as '@portal/domain/i18n/messages-es'
 * by the web's Spanish catalogue chunk and by the server's Spanish mails, never by the barrel.
 *
 * Neutral Latin-American / US Spanish with the formal "usted" (the issue 20 glossary:
 * application = solicitud, principal = director(a), report = informe, …). Program names are
 * proper names and stay. The server keeps answering in English; screens translate at display.
 */
import { MESSAGES } from '../messages.ts';

type Catalogue = typeof MESSAGES;

/** Every key of MESSAGES, a function entry with the same parameters: a missing key fails tsc. */
export type SpanishMessages = {
  readonly [K in keyof Catalogue]: Catalogue[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

/** The nouns the domain gives tooManyItems and tooManyAtOnce (input-limits.ts, rules.ts, …). */
const NOUNS: Readonly<Record<string, string>> = {
  applications: 'solicitudes',
  choices: 'opciones',
  'distribution dates': 'fechas de distribución',
  distributions: 'distribuciones',
  enumerations: 'enumeraciones',
  items: 'elementos',
  'organization members': 'miembros de la organización',
  organizations: 'organizaciones',
  reports: 'informes',
  schools: 'escuelas',
  'site members': 'miembros del sitio',
  sites: 'sitios',
  students: 'estudiantes',
  teachers: 'maestros',
  'team members': 'miembros del equipo',
};

const noun = (english: string) => NOUNS[english] ?? english;

/**
 * tooManyAtOnce's count as es-US writes it (5,000: US Spanish groups digits as US English does).
 * A count read back from an English text ('5,000') arrives as a string. The other messages
 * interpolate their numbers as the English does.
 */
function count(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  return Number.isFinite(n) ? n.toLocaleString('es-US') : String(value);
}

/** A term as termLabel writes it ('Summer 2025', '2025-2026 School Year'), after "para". */
function term(english: string): string {
  const summer = /^Summer (\d{4})$/.exec(english);
  if (summer) return `el verano de ${summer[1]}`;
  const schoolYear = /^(\d{4}-\d{4}) School Year$/.exec(english);
  if (schoolYear) return `el año escolar ${schoolYear[1]}`;
  return english;
}

/** A message inside a message (uploadRow's issue) in Spanish when it is one of ours. */
const inner = (text: string) => spanishForMessage(text) ?? text;

export const MESSAGES_ES: SpanishMessages = {
  // Shared validation
  required: 'Obligatorio',
  invalidEmail: 'Correo electrónico no válido',
  invalidPhone: 'Número de teléfono no válido, debe tener 10 dígitos',
  maxLength10: 'Debe tener 10 caracteres o menos',
  minLength6: 'Debe tener 6 caracteres o más',
  uppercase: 'Debe contener una letra mayúscula',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  invalidUrl: 'URL no válida',
  invalidTime: 'Hora no válida',
  invalidDate: 'Fecha no válida',
  invalidEin: 'EIN no válido, debe tener 9 dígitos (12-3456789)',
  lessThanEnrollment: 'Debe ser menor que la matrícula total',
  missingRequiredFields: 'Faltan campos obligatorios. Revise los campos de arriba.',
  youMustReadAgreement: 'Debe leer el acuerdo que aparece arriba',
  maxLength: (n) => `Debe tener ${n} caracteres o menos`,
  invalidNumber: 'Debe ser un número',
  wholeNumber: 'Debe ser un número entero',
  nonNegative: 'Debe ser 0 o más',
  startAfterEnd: 'La fecha de inicio no puede ser posterior a la fecha de finalización',
  emailMustBeUnique: 'El correo electrónico debe ser único',
  controlCharacters: 'No debe contener caracteres de control',
  tooManyItems: (max, what) => `Como máximo ${max} ${noun(what)}`,
  tooManyAtOnce: (max, what) => `Como máximo ${count(max)} ${noun(what)} a la vez.`,

  // Terms and intake
  notAcceptingSummer: 'Actualmente no estamos aceptando nuevas solicitudes de verano',
  notAcceptingSchoolYear: 'Actualmente no estamos aceptando nuevas solicitudes del año escolar',
  notAcceptingThisYear: 'Actualmente no estamos aceptando solicitudes para este año',
  notAcceptingThisYearNotice: 'Actualmente no estamos aceptando solicitudes para este año.',
  notAcceptingNew: 'Actualmente no estamos aceptando nuevas solicitudes',
  notAcceptingNewNotice: 'Actualmente no estamos aceptando nuevas solicitudes.',
  notForElementary: 'El programa no está disponible para escuelas primarias',
  schoolMarketNotForElementary: 'School Market no está disponible para escuelas primarias',
  applicationInProgress: (programName, year) =>
    `Esta escuela ya tiene una solicitud de ${programName} en curso para ${year}.`,
  siteApplicationInProgress: (programName, termLabel) =>
    `Este sitio ya tiene una solicitud de ${programName} en curso para ${term(termLabel)}.`,
  organizationApplicationInProgress: (programName, year) =>
    `Esta organización ya tiene una solicitud de ${programName} en curso para ${year}.`,
  partnerServicesNonProfitOnly:
    'Partner Services solo está disponible para organizaciones sin fines de lucro',

  // Team roster and signatures
  principalRequired: 'Se requiere director(a) de la escuela',
  primaryCoordinatorRequired: 'Se requiere coordinador(a) principal',
  principalAlreadyExists: 'Ya hay un(a) director(a) de la escuela',
  primaryCoordinatorAlreadyExists: 'Ya hay un(a) coordinador(a) principal',
  secondaryCoordinatorAlreadyExists: 'Ya hay un(a) coordinador(a) secundario(a)',
  principalEmailDoesntMatch: 'El correo electrónico del director(a) no coincide',
  emailDoesntMatch: 'El correo electrónico no coincide',
  teachersRequired: 'Se requieren maestros',
  signatureAlreadySubmitted: 'La firma ya fue enviada.',

  // Uploads
  uploadMustBeXlsx: 'El archivo debe ser .xlsx',
  teacherImproperPhone: 'Al menos un maestro tiene un número de teléfono incorrecto',
  teacherMissingEmail: 'Al menos un maestro tiene un correo electrónico faltante o no válido',
  teacherMissingFirstName: 'Al menos un maestro no tiene nombre',
  teacherMissingLastName: 'Al menos un maestro no tiene apellido',

  // Session, loading and errors
  notLoggedIn: 'Debe iniciar sesión para hacer esto',
  unknownError: 'Ocurrió un error desconocido.',
  networkError: 'Error de red, inténtelo de nuevo.',
  noAccess: 'No tiene acceso a esta solicitud; comuníquese con su administrador.',
  loadingErrorTitle: 'Error',
  loadingErrorText: 'Hubo un error al cargar',
  noResults: 'No hay resultados',
  noSchoolAssociations: 'No tiene escuelas asociadas',
  errorLoadingDistricts: 'Error al cargar los distritos, actualice la página.',
  errorLoadingSchools: 'Error al cargar las escuelas, actualice la página.',
  errorLoadingSites: 'Error al cargar los sitios, actualice la página.',
  errorLoadingOrganizations: 'Error al cargar las organizaciones, actualice la página.',
  unsavedChanges: 'Tiene cambios sin guardar.',

  // Success toasts
  draftSaved: 'Borrador guardado',
  saveSuccessful: 'Se guardó correctamente',
  deleteSuccessful: 'Se eliminó correctamente',
  distributionSaved: 'Distribución guardada',
  copyStudentsSuccessful: 'Estudiantes copiados correctamente',
  uploadSuccessful: 'Archivo cargado correctamente',
  reportSubmitted: 'Informe enviado',
  updateSuccessful: 'Se actualizó correctamente',
  participantUpdated: 'Participante actualizado',
  distributionsDeleted: (n) => `${n} distribuciones eliminadas`,
  distributionDeleted: 'Distribución eliminada',
  teachersAdded: 'Maestros agregados',
  signatureSubmittedSuccessfully: 'Firma enviada correctamente',
  principalEmailSent: 'Correo electrónico enviado al director(a)',
  emailSent: 'Correo electrónico enviado',
  userDeleted: 'Usuario eliminado',
  userRestored: 'Usuario restaurado',
  schoolArchived: 'Escuela archivada',
  schoolRestored: 'Escuela restaurada',
  schoolDeleted: 'Escuela eliminada',
  siteArchived: 'Sitio archivado',
  siteRestored: 'Sitio restaurado',
  siteDeleted: 'Sitio eliminado',
  organizationArchived: 'Organización archivada',
  organizationRestored: 'Organización restaurada',
  organizationDeleted: 'Organización eliminada',
  districtArchived: 'Distrito archivado',
  districtRestored: 'Distrito restaurado',

  // Confirmations
  areYouSure: '¿Está seguro(a)?',
  deleteDistributionsConfirm: (n) => `¿Está seguro(a) de que desea eliminar ${n} distribuciones?`,
  deleteDistributionConfirm: '¿Está seguro(a) de que desea eliminar esta distribución?',
  destructiveDeleteConfirm:
    '¿Está seguro(a)? Esta acción es destructiva y eliminará todos los datos de los programas relacionados.',

  // Headings and notices
  reminder: 'Recordatorio',
  applicationPending: (programName) => `Su solicitud de ${programName} está pendiente`,
  applicationPendingButton: 'Solicitud pendiente',
  pleaseWaitSubmitting: 'Espere mientras se envía',
  waitlistHeading: (programName) => `Lista de espera de ${programName}`,
  programApplicationTitle: (termYear) => `Solicitud del programa ${termYear}`,
  programApplicationContinued: 'Solicitud del programa (continuación)',
  programApplicationAgreement: 'Acuerdo de la solicitud del programa',
  schoolMarketApplicationTitle: (year) => `Solicitud del programa School Market ${year}`,
  resourcesIntro:
    'Cargue cualquier recurso importante para uso exclusivo de los administradores del programa.',
  submittedBy: (name, date) => `Enviado por ${name} ${date}`,
  kidsCafeSummerAtCapacity:
    'El programa de comidas de verano está a su capacidad máxima. Los sitios nuevos se colocarán en la lista de espera.',
  kidsCafeWaitlisted:
    'El programa está a su capacidad máxima. Los sitios nuevos se colocarán en la lista de espera.',

  // Accounts
  invalidCredentials: 'Correo electrónico o contraseña no válidos',
  emailTaken: 'Ya existe una cuenta con este correo electrónico',
  districtNameTaken: 'Ya existe un distrito con este nombre',
  resetTokenInvalid: 'Este enlace para restablecer la contraseña no es válido o ha vencido',
  applicationHeldForReview:
    'La persona indicada como director(a) en su solicitud no es la que tenemos registrada para ' +
    'esta escuela, por lo que todavía no se envió el correo electrónico para la firma. Nuestro ' +
    'personal lo verificará con la escuela y se comunicará con usted.',
  tooManyAttempts: 'Demasiados intentos, inténtelo de nuevo más tarde.',
  requestTooLarge: 'Este envío es demasiado grande. Envíe menos datos a la vez.',
  requestLengthRequired: 'Este envío debe indicar su tamaño.',
  resetEmailSent:
    'Si existe una cuenta con ese correo electrónico, le enviamos un enlace para restablecer su contraseña.',
  passwordResetSuccessful: 'Contraseña restablecida correctamente',
  registrationSuccessful: 'Registro completado correctamente',
  forbidden: 'No tiene permiso para hacer esto',
  notFound: 'No se encontró',
  applicationLocked: 'Esta solicitud ya no se puede modificar',
  previousStepsRequired: 'Primero complete los pasos anteriores',
  signatureLinkInvalid: 'Este enlace de firma no es válido o ha vencido',
  schoolNotFound: 'Elija una escuela de la lista',
  siteNotFound: 'Elija un sitio de la lista',
  siteAlreadyExists: 'Ya existe un sitio con este nombre y esta dirección',
  organizationNotFound: 'Elija una organización de la lista',
  organizationEinTaken: 'Ya existe una organización con este EIN',
  reportIsSubmitted: 'Este informe ya fue enviado',
  reportAlreadySubmitted: 'Este informe ya se había enviado',
  studentIdInMonth: 'Ya hay un estudiante con esta identificación en este mes',
  distributionDatesChanged:
    'Las fechas de distribución de este mes cambiaron; vuelva a cargar la página',
  uploadNoStudents: 'El archivo no tiene estudiantes',
  uploadTooManyStudents: (max) => `El archivo tiene más de ${max} estudiantes`,
  uploadRow: (row, issue) => `Fila ${row}: ${inner(issue)}`,
  requiredStudentName: 'El nombre del estudiante es obligatorio',
  requiredStudentId: 'La identificación del estudiante es obligatoria',
  studentNameTooLong: (max) => `El nombre del estudiante debe tener ${max} caracteres o menos`,
  studentIdTooLong: (max) =>
    `La identificación del estudiante debe tener ${max} caracteres o menos`,
  studentNameControlCharacters: 'El nombre del estudiante no debe contener caracteres de control',
  studentIdControlCharacters:
    'La identificación del estudiante no debe contener caracteres de control',
  sameStudentIdAs: (row) => `Misma identificación de estudiante que la fila ${row}`,
};

type Entry = readonly [key: keyof Catalogue, value: Catalogue[keyof Catalogue]];
const entries = Object.entries(MESSAGES) as unknown as Entry[];

/** The Spanish of each string message, by its English text. */
const byText = new Map<string, string>();
for (const [key, english] of entries) {
  const spanish = MESSAGES_ES[key];
  if (typeof english === 'string' && typeof spanish === 'string') byText.set(english, spanish);
}

/** A function message read back from its text: the pattern, and which argument each group is. */
interface Pattern {
  regexp: RegExp;
  argumentOf: number[];
  spanish: (...args: string[]) => string;
  /** How many characters of the text are the message's own (not arguments). */
  literal: number;
}

/** Stands for argument i while a function message's pattern is derived (never in a text). */
const sentinel = (i: number) => `\u{E000}${i}\u{E001}`;
const SENTINEL = /\u{E000}(\d+)\u{E001}/gu;

/**
 * Each function message called with a sentinel per argument, the rest escaped: 'Row ¤0¤: ¤1¤'
 * becomes /^Row ([\s\S]+?): ([\s\S]+?)$/. The sentinels are strings; the English functions only
 * interpolate them (toLocaleString on a string gives it back).
 */
function patternOf(english: (...args: never[]) => string, spanish: Pattern['spanish']): Pattern {
  const args = Array.from({ length: english.length }, (_, i) => sentinel(i));
  const text = (english as unknown as (...a: string[]) => string)(...args);
  const argumentOf: number[] = [];
  let source = '';
  let last = 0;
  for (const match of text.matchAll(SENTINEL)) {
    source += escapeRegExp(text.slice(last, match.index));
    source += '([\\s\\S]+?)';
    argumentOf.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  source += escapeRegExp(text.slice(last));
  const literal = text.replace(SENTINEL, '').length;
  return { regexp: new RegExp(`^${source}$`), argumentOf, spanish, literal };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Tried with the most literal text first, so that 'At most 5,000 distributions at once.' is
 * tooManyAtOnce's and not tooManyItems' ('At most {max} {noun}').
 */
const patterns: Pattern[] = entries
  .flatMap(([key, english]) => {
    const spanish = MESSAGES_ES[key];
    if (typeof english !== 'function' || typeof spanish !== 'function') return [];
    return [patternOf(english, spanish as unknown as Pattern['spanish'])];
  })
  .sort((a, b) => b.literal - a.literal);

/**
 * The Spanish of a text that is a MESSAGES value, or undefined: a string message by its exact
 * text, a function message by its pattern ('Must be 255 characters or less' → 'Debe tener 255
 * caracteres o menos'), the arguments carried over (a message inside, as uploadRow's issue, is
 * translated too).
 */
export function spanishForMessage(english: string): string | undefined {
  const exact = byText.get(english);
  if (exact !== undefined) return exact;
  for (const { regexp, argumentOf, spanish } of patterns) {
    const match = regexp.exec(english);
    if (!match) continue;
    const args: string[] = [];
    argumentOf.forEach((argument, group) => {
      args[argument] = match[group + 1] ?? '';
    });
    return spanish(...args);
  }
  return undefined;
}
