import { describe, expect, it } from 'vitest';
import { zipProblem } from './zip-guard';

async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A one-entry zip, deflated, whose headers declare `declaredSize` as the unpacked size. */
async function zipOf(content: Uint8Array, declaredSize = content.byteLength): Promise<ArrayBuffer> {
  const data = await deflateRaw(content);
  const name = new TextEncoder().encode('xl/worksheets/sheet1.xml');
  const local = new DataView(new ArrayBuffer(30));
  local.setUint32(0, 0x04034b50, true);
  local.setUint16(8, 8, true); // deflate
  local.setUint32(18, data.byteLength, true);
  local.setUint32(22, declaredSize, true);
  local.setUint16(26, name.byteLength, true);
  const central = new DataView(new ArrayBuffer(46));
  central.setUint32(0, 0x02014b50, true);
  central.setUint16(10, 8, true);
  central.setUint32(20, data.byteLength, true);
  central.setUint32(24, declaredSize, true);
  central.setUint16(28, name.byteLength, true);
  central.setUint32(42, 0, true);
  const centralOffset = 30 + name.byteLength + data.byteLength;
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, 1, true);
  end.setUint16(10, 1, true);
  end.setUint32(12, 46 + name.byteLength, true);
  end.setUint32(16, centralOffset, true);
  const parts = [local.buffer, name, data, central.buffer, name, end.buffer];
  return new Blob(parts as BlobPart[]).arrayBuffer();
}

const limits = { maxEntries: 10, maxUnpackedBytes: 1024 * 1024 };

describe('zip guard', () => {
  it('lets a small zip through', async () => {
    const zip = await zipOf(new TextEncoder().encode('<sheet/>'));
    expect(await zipProblem(zip, limits)).toBeNull();
  });

  it('refuses what is not a zip', async () => {
    expect(await zipProblem(new TextEncoder().encode('hello').buffer, limits)).toBe('not-zip');
    expect(await zipProblem(new ArrayBuffer(100), limits)).toBe('not-zip');
  });

  it('refuses a zip bomb, also when its headers lie about the size', async () => {
    const zeros = new Uint8Array(8 * 1024 * 1024);
    const honest = await zipOf(zeros);
    expect(honest.byteLength).toBeLessThan(64 * 1024);
    expect(await zipProblem(honest, limits)).toBe('too-large');
    const lying = await zipOf(zeros, 100);
    expect(await zipProblem(lying, limits)).toBe('too-large');
  });

  it('refuses a zip with too many entries', async () => {
    const zip = await zipOf(new Uint8Array(10));
    expect(await zipProblem(zip, { ...limits, maxEntries: 0 })).toBe('too-large');
  });
});
