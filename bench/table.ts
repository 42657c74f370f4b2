export type Align = 'left' | 'right';

/** A plain-text table with a header rule, columns padded to their widest cell. */
export function table(headers: string[], rows: string[][], align: Align[] = []): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        align[i] === 'right' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(headers), rule, ...rows.map(line)].map((l) => `  ${l}`).join('\n');
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function heading(title: string): string {
  return `\n${title}\n${'='.repeat(title.length)}`;
}
