// The object store's public surface for the rest of the server.
export { createObjectStore, type ObjectStore, type PresignedPost, type PresignedPostInput, type ObjectInfo, type ByteRange, type DownloadUrlOptions } from './object-store.ts';
export { storagePlugin } from './storage-plugin.ts';
export { sanitizeFileName, contentDisposition, MAX_FILE_NAME_LENGTH } from './filename.ts';
export { keyProblem, assertValidKey, asDirectoryPrefix } from './keys.ts';
export { LocalObjectStore } from './local-store.ts';
