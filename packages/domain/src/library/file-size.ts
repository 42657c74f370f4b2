const KB = 1024;
const MB = 1024 * KB;

const amount = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

/** A file size for the document and resource libraries: '0.4 KB', '12 KB', '1.5 MB', '230 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 KB';
  if (bytes < MB) return `${amount(Math.max(bytes / KB, 0.1))} KB`;
  return `${amount(bytes / MB)} MB`;
}
