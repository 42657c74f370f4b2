import { describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import {
  applicationRedirect,
  oneStepApplication,
  readOnlyAdminRedirect,
} from './application-redirect';
import type { RedirectInput } from './application-redirect';

const program = PROGRAMS_BY_KEY.backpackBuddy;
const base: RedirectInput = {
  program,
  step: 'step-1',
  id: '7',
  isAdmin: false,
  required: true,
  requiredId: null,
  application: { status: 'IN_PROGRESS', stepsCompleted: 1 },
  failed: false,
};

describe('application redirect rules', () => {
  it.each<[string, Partial<RedirectInput>, string | null]>([
    [
      'required, no id: the start page',
      { step: undefined, id: undefined },
      '/backpack-buddy/start',
    ],
    [
      'required with an open application: its step 1',
      { step: undefined, id: undefined, requiredId: 12 },
      '/backpack-buddy/application/step-1/12',
    ],
    [
      'not required: a new application',
      { step: undefined, id: undefined, required: false, search: '?termYear=2026' },
      '/backpack-buddy/application/step-1?termYear=2026',
    ],
    ['a new application on step 1 stays', { id: undefined, application: undefined }, null],
    [
      'a later step without an application: step 1',
      { step: 'step-2', id: undefined, application: undefined },
      '/backpack-buddy/application/step-1',
    ],
    ['an unknown step: /login', { step: 'step-9' }, '/login'],
    ['a failing application: /login', { failed: true, application: null }, '/login'],
    ['a missing application: /login', { application: null }, '/login'],
    ['a malformed id: /login', { id: 'abc' }, '/login'],
    [
      'an admin with a failing application: the schools',
      { isAdmin: true, failed: true, application: null },
      '/backpack-buddy/schools',
    ],
    ['still loading: stay', { application: undefined }, null],
    [
      'PENDING_PRINCIPAL forces the status screen',
      { step: 'step-2', application: { status: 'PENDING_PRINCIPAL', stepsCompleted: 3 } },
      '/backpack-buddy/application/status/7',
    ],
    [
      'the status screen of a pending application stays',
      { step: 'status', application: { status: 'PENDING_PRINCIPAL', stepsCompleted: 3 } },
      null,
    ],
    [
      'IN_PROGRESS on the status screen: step 1',
      { step: 'status' },
      '/backpack-buddy/application/step-1/7',
    ],
    [
      'a step whose previous step is not saved: the first unsaved step',
      { step: 'step-3', application: { status: 'IN_PROGRESS', stepsCompleted: 1 } },
      '/backpack-buddy/application/step-2/7',
    ],
    [
      'an approved application may be viewed on every step',
      { step: 'step-3', isAdmin: true, application: { status: 'APPROVED', stepsCompleted: 3 } },
      null,
    ],
  ])('%s', (_name, input, expected) => {
    expect(applicationRedirect({ ...base, ...input })).toBe(expected);
  });
});

// Kids Cafe (spec 2 §2): step-1 and status; PENDING is its pending status; admins go to the sites.
const kidsCafe: RedirectInput = {
  ...base,
  program: PROGRAMS_BY_KEY.kidsCafe,
  application: { status: 'IN_PROGRESS', stepsCompleted: 0 },
};

describe('Kids Cafe redirect rules', () => {
  it.each<[string, Partial<RedirectInput>, string | null]>([
    [
      'needs an application and has none: the start page',
      { step: undefined, id: undefined },
      '/kids-cafe/start',
    ],
    [
      'needs an application and has one: its step-1',
      { step: undefined, id: undefined, requiredId: 7 },
      '/kids-cafe/application/step-1/7',
    ],
    [
      'no longer required: a new application, keeping its year',
      { step: undefined, id: undefined, required: false, search: '?applicationYear=2025' },
      '/kids-cafe/application/step-1?applicationYear=2025',
    ],
    ['a new application on step-1 stays', { id: undefined, application: undefined }, null],
    [
      'the status step without an id: step-1',
      { step: 'status', id: undefined, application: undefined },
      '/kids-cafe/application/step-1',
    ],
    ['an unknown step: /login', { step: 'step-2' }, '/login'],
    ['an educator whose application fails: /login', { failed: true, application: null }, '/login'],
    [
      'an admin whose application fails: the sites',
      { isAdmin: true, failed: true, application: null },
      '/kids-cafe/sites',
    ],
    [
      'PENDING forces the status step',
      { application: { status: 'PENDING', stepsCompleted: 0 } },
      '/kids-cafe/application/status/7',
    ],
    [
      'the status step of a pending application stays',
      { step: 'status', application: { status: 'PENDING', stepsCompleted: 0 } },
      null,
    ],
    [
      'IN_PROGRESS on the status step: step-1',
      { step: 'status' },
      '/kids-cafe/application/step-1/7',
    ],
    [
      'an approved application stays on its (read-only) step-1',
      { application: { status: 'APPROVED', stepsCompleted: 0 } },
      null,
    ],
    [
      'an admin on the status step: the sites',
      { isAdmin: true, step: 'status', application: { status: 'PENDING', stepsCompleted: 0 } },
      '/kids-cafe/sites',
    ],
    [
      'an admin opening a pending application: its read-only step-1',
      { isAdmin: true, application: { status: 'PENDING', stepsCompleted: 0 } },
      null,
    ],
  ])('%s', (_name, input, expected) => {
    expect(readOnlyAdminRedirect({ ...kidsCafe, ...input })).toBe(expected);
  });

  it('differs from the shared rules only for admins', () => {
    const pending = { ...kidsCafe, application: { status: 'PENDING', stepsCompleted: 0 } };
    expect(applicationRedirect(pending)).toBe(readOnlyAdminRedirect(pending));
    expect(applicationRedirect({ ...pending, isAdmin: true })).toBe(
      '/kids-cafe/application/status/7',
    );
  });
});

describe("a one-step form's application", () => {
  it.each<[string, Parameters<typeof oneStepApplication>, ReturnType<typeof oneStepApplication>]>([
    ['no id', [null, false, undefined], { application: undefined, failed: false }],
    ['loading', [7, false, undefined], { application: undefined, failed: false }],
    ['failed', [7, true, undefined], { application: null, failed: true }],
    [
      'loaded',
      [7, false, { status: 'PENDING' }],
      { application: { status: 'PENDING', stepsCompleted: 0 }, failed: false },
    ],
  ])('%s', (_name, args, expected) => {
    expect(oneStepApplication(...args)).toEqual(expected);
  });
});
