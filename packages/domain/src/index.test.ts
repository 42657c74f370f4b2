import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('@portal/domain entry', () => {
  it.each([
    'MESSAGES',
    'ENUMERATIONS',
    'PROGRAMS',
    'PAGE_SIZE',
    'isFilled',
    'phoneField',
    'loginInputSchema',
    'formatPhone',
    'pageWindow',
    'enumLabel',
    'programBySlug',
    'LIST_LIMITS',
    'INPUT_CEILINGS',
    'hasControlCharacters',
    'parseRecordId',
    'deleteDistributionsSchema',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
