/**
 * A look inside a .xlsx (a zip) before a spreadsheet library unpacks it: a file that is not a
 * zip, has too many entries, uses zip64 or an unknown compression, or inflates to more than a
 * budget (a zip bomb) is refused. The budget is checked by inflating each entry as a stream and
 * stopping at the limit, so a zip whose headers lie about the sizes is caught too.
 */

export type ZipProblem = 'not-zip' | 'too-large';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATE = 8;

type Entry = { method: number; compressedSize: number; size: number; localOffset: number };

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at -= 1) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  return -1;
}

function centralEntries(view: DataView, maxEntries: number): Entry[] | ZipProblem {
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) return 'not-zip';
  const count = view.getUint16(eocd + 10, true);
  const offset = view.getUint32(eocd + 16, true);
  if (count > maxEntries) return 'too-large';
  if (offset === 0xffffffff || count === 0xffff) return 'too-large'; // zip64: never a template
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL) return 'not-zip';
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    // The fixed header, then the file name, the extra field and the comment.
    const variable =
      view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    at += 46 + variable;
  }
  return entries;
}

/** The compressed bytes of an entry, located through its local header. */
function entryData(bytes: Uint8Array, view: DataView, entry: Entry): Uint8Array | null {
  const at = entry.localOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  return end <= bytes.byteLength ? bytes.subarray(start, end) : null;
}

/** Inflates raw deflate data, counting bytes: how many, or -1 as soon as `budget` is exceeded. */
async function inflatedSize(data: Uint8Array, budget: number): Promise<number> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total;
    total += value.byteLength;
    if (total > budget) {
      await reader.cancel();
      return -1;
    }
  }
}

/**
 * Null when the zip may be unpacked: at most `maxEntries` entries whose contents inflate to at
 * most `maxUnpackedBytes` altogether. A corrupt deflate stream counts as 'not-zip'.
 */
export async function zipProblem(
  buffer: ArrayBuffer,
  { maxEntries, maxUnpackedBytes }: { maxEntries: number; maxUnpackedBytes: number },
): Promise<ZipProblem | null> {
  const bytes = new Uint8Array(buffer);
  const view = new DataView(buffer);
  if (bytes.byteLength < 22 || view.getUint32(0, true) !== LOCAL) return 'not-zip';
  const entries = centralEntries(view, maxEntries);
  if (typeof entries === 'string') return entries;
  let budget = maxUnpackedBytes;
  for (const entry of entries) {
    if (entry.size > budget) return 'too-large';
    const data = entryData(bytes, view, entry);
    if (!data) return 'not-zip';
    if (entry.method === STORED) {
      budget -= data.byteLength;
    } else if (entry.method === DEFLATE) {
      if (typeof DecompressionStream === 'undefined') {
        budget -= entry.size; // an old browser: the declared size is all there is to go on
      } else {
        let size: number;
        try {
          size = await inflatedSize(data, budget);
        } catch {
          return 'not-zip';
        }
        if (size < 0) return 'too-large';
        budget -= size;
      }
    } else {
      return 'not-zip';
    }
    if (budget < 0) return 'too-large';
  }
  return null;
}
