import { describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { applicationRedirect } from './application-redirect';
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
