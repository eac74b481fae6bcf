// Staff uploads of the provider desk: one temporary upload permission, each file posted directly to the store
// (core's uploadAll); the returned keys are what the desk calls take.
import { createPresignedPost, uploadAll } from '@lingua/core';

export async function uploadFiles(files: readonly File[]): Promise<Array<{ fileName: string; fileKey: string }>> {
  const post = await createPresignedPost({ fileCount: files.length, purpose: 'providerDesk' });
  const uploads = files.map((file) => ({ file, name: file.name, category: 'SOURCE_DOCUMENT' as const }));
  const refs = await uploadAll(post, uploads, () => {});
  return refs.map(({ fileName, fileKey }) => ({ fileName, fileKey }));
}
