// The object store's public surface for the rest of the server.
export { createObjectStore } from './create-object-store.ts';
export type { ObjectStore, PresignedPost, PresignedPostInput, ObjectInfo, ByteRange, DownloadUrlOptions } from './object-store.ts';
export { storagePlugin } from './storage-plugin.ts';
export { sanitizeFileName, contentDisposition, MAX_FILE_NAME_LENGTH } from './filename.ts';
export { keyProblem, assertValidKey, asDirectoryPrefix } from './keys.ts';
export { LocalObjectStore } from './local-store.ts';
