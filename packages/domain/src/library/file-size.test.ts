import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 KB'],
    [20, '0.1 KB'],
    [400, '0.4 KB'],
    [2_560, '2.5 KB'],
    [12_800, '13 KB'],
    [1_048_575, '1024 KB'],
    [1_048_576, '1.0 MB'],
    [1_572_864, '1.5 MB'],
    [241_172_480, '230 MB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
