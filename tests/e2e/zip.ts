// The entries of a zip the product serves (Download all), read from its central directory so a spec can check
// names and contents without a zip library: stored and deflated entries, which is all the product writes.
import { inflateRawSync } from 'node:zlib';

export function unzip(data: Buffer): Map<string, Buffer> {
  const endAt = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = data.readUInt16LE(endAt + 10);
  let at = data.readUInt32LE(endAt + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = data.readUInt16LE(at + 10);
    const size = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const localAt = data.readUInt32LE(at + 42);
    const name = data.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = localAt + 30 + data.readUInt16LE(localAt + 26) + data.readUInt16LE(localAt + 28);
    const raw = data.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(raw) : raw);
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}
