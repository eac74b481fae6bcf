// The object store the configuration asks for, apart from the interface (object-store.ts) that both stores
// implement: each store is loaded only when chosen, so S3's SDK stays out of a process on the local disk.
import type { ObjectStore, StorageContext } from './object-store.ts';

/** Picks the implementation from the configuration: S3 when `config.s3` is set, the local store otherwise. */
export async function createObjectStore(ctx: StorageContext): Promise<ObjectStore> {
  if (ctx.config.s3) {
    const { S3ObjectStore } = await import('./s3-store.ts');
    return new S3ObjectStore(ctx.config.s3);
  }
  const { LocalObjectStore } = await import('./local-store.ts');
  return LocalObjectStore.open(ctx);
}
