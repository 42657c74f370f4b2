import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import type { MessageKey } from '../messages.ts';
import { MESSAGES_ES, spanishForMessage } from './messages-es.ts';

type FunctionKey = {
  [K in MessageKey]: (typeof MESSAGES)[K] extends (...args: never[]) => string ? K : never;
}[MessageKey];

/** Arguments for every function message (a new one fails the type check until it has some). */
const SAMPLES: { [K in FunctionKey]: Parameters<(typeof MESSAGES)[K]> } = {
  maxLength: [255],
  tooManyItems: [100, 'team members'],
  tooManyAtOnce: [5000, 'distributions'],
  applicationInProgress: ['Backpack Buddy', 2025],
  siteApplicationInProgress: ['Kids Cafe', 'Summer 2025'],
  organizationApplicationInProgress: ['Partner Services', '2025'],
  distributionsDeleted: [12],
  deleteDistributionsConfirm: [3],
  applicationPending: ['School Market'],
  waitlistHeading: ['Kids Cafe'],
  programApplicationTitle: ['2025-2026'],
  schoolMarketApplicationTitle: [2025],
  submittedBy: ['Ana María López', '3-5-24'],
  uploadTooManyStudents: [2000],
  uploadRow: [4, MESSAGES.requiredStudentName],
  studentNameTooLong: [255],
  studentIdTooLong: [50],
  sameStudentIdAs: [2],
};

/** The one message whose Spanish is the English word. */
const SAME_IN_BOTH: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'loadingErrorTitle', // 'Error' is Spanish too.
]);

const keys = Object.keys(MESSAGES) as MessageKey[];
const stringKeys = keys.filter((k) => typeof MESSAGES[k] === 'string');
const functionKeys = keys.filter((k) => typeof MESSAGES[k] === 'function') as FunctionKey[];

const call = (key: FunctionKey, catalogue: typeof MESSAGES | typeof MESSAGES_ES): string =>
  (catalogue[key] as (...args: unknown[]) => string)(...SAMPLES[key]);

const spanishOf = (key: MessageKey): string =>
  typeof MESSAGES_ES[key] === 'string'
    ? (MESSAGES_ES[key] as string)
    : call(key as FunctionKey, MESSAGES_ES);
const englishOf = (key: MessageKey): string =>
  typeof MESSAGES[key] === 'string'
    ? (MESSAGES[key] as string)
    : call(key as FunctionKey, MESSAGES);

describe('MESSAGES_ES', () => {
  it('has exactly the keys of MESSAGES, each of the same kind', () => {
    expect(Object.keys(MESSAGES_ES).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(typeof MESSAGES_ES[key], key).toBe(typeof MESSAGES[key]);
  });

  it('samples every function message', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...functionKeys].sort());
  });

  it.each(keys)('%s: Spanish, not empty and not the English', (key) => {
    const spanish = spanishOf(key);
    expect(spanish.trim()).not.toBe('');
    if (!SAME_IN_BOTH.has(key)) expect(spanish).not.toBe(englishOf(key));
  });

  it.each(keys)('%s: keeps the numbers of the English', (key) => {
    const numbers = (text: string) => (text.match(/\d[\d,-]*/g) ?? []).sort();
    expect(numbers(spanishOf(key))).toEqual(numbers(englishOf(key)));
  });
});

describe('spanishForMessage', () => {
  it.each(stringKeys)('%s: finds the Spanish of the English text', (key) => {
    expect(spanishForMessage(MESSAGES[key] as string)).toBe(MESSAGES_ES[key]);
  });

  it.each(functionKeys)('%s: reads the text back with its arguments', (key) => {
    expect(spanishForMessage(call(key, MESSAGES))).toBe(call(key, MESSAGES_ES));
  });

  it.each([
    ['Must be 255 characters or less', 'Debe tener 255 caracteres o menos'],
    ['Must be 10 characters or less', 'Debe tener 10 caracteres o menos'],
    ['At most 100 team members', 'Como máximo 100 miembros del equipo'],
    ['At most 5,000 distributions at once.', 'Como máximo 5,000 distribuciones a la vez.'],
    ['At most 10,000 items at once.', 'Como máximo 10,000 elementos a la vez.'],
    [
      'This site already has a Kids Cafe application in progress for 2025-2026 School Year.',
      'Este sitio ya tiene una solicitud de Kids Cafe en curso para el año escolar 2025-2026.',
    ],
    [
      'This site already has a Kids Cafe application in progress for Summer 2025.',
      'Este sitio ya tiene una solicitud de Kids Cafe en curso para el verano de 2025.',
    ],
    ['Row 7: Same student ID as row 3', 'Fila 7: Misma identificación de estudiante que la fila 3'],
    ['Row 2: Invalid email address', 'Fila 2: Correo electrónico no válido'],
    ['Row 2: something new', 'Fila 2: something new'],
    ['Backpack Buddy Waitlist', 'Lista de espera de Backpack Buddy'],
    ['Program Application Continued', 'Solicitud del programa (continuación)'],
    ['Program Application 2025', 'Solicitud del programa 2025'],
    ['Submitted by Ana María López 3-5-24', 'Enviado por Ana María López 3-5-24'],
    ['Required', 'Obligatorio'],
    ['Error', 'Error'],
  ])('%j is %j', (english, spanish) => {
    expect(spanishForMessage(english)).toBe(spanish);
  });

  it.each([
    [''],
    ['Hello'],
    ['Required '],
    ['required'],
    ['Must be many characters or fewer'],
    ['Submitted by'],
    [MESSAGES_ES.required],
  ])('%j is not a message', (text) => {
    expect(spanishForMessage(text)).toBeUndefined();
  });
});
