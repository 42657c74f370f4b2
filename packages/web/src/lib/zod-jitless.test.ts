import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

describe('zod-jitless', () => {
  it('turns off zod’s compiled parsers without importing zod first', () => {
    expect(z.config().jitless).toBe(true);
  });
});
