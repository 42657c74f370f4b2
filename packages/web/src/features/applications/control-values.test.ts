import { describe, expect, it } from 'vitest';
import type { ControlValues } from './control-values';

// The form values follow the schema's input: tsc checks the expected errors below.
type Input = {
  termId: string | number;
  new?: boolean | null;
  county: 'HARRIS' | 'WALLER' | '' | null;
  grades: readonly ('K' | '1')[];
  roster: { teamMemberId: number | null }[];
};

describe('ControlValues', () => {
  it('holds strings, booleans or null, string lists, and any other field as the input has it', () => {
    const values: ControlValues<Input> = {
      termId: '',
      new: null,
      county: 'anything typed',
      grades: [],
      roster: [{ teamMemberId: null }],
    };
    expect(values.county).toBe('anything typed');
  });

  it('needs every field of the schema, and no other', () => {
    // @ts-expect-error the schema's county is missing
    const missing: ControlValues<Input> = { termId: '', new: null, grades: [], roster: [] };
    const extra: ControlValues<Input> = {
      termId: '',
      new: null,
      county: '',
      grades: [],
      roster: [],
      // @ts-expect-error the schema has no district field
      district: '',
    };
    expect([missing, extra]).toHaveLength(2);
  });
});
