// Staff uploads of the provider desk: one temporary upload permission, each file posted directly to the store;
// the returned keys are what the desk calls take.
import { calls } from '@lingua/contract';
import { callApi, uploadWithProgress } from '@lingua/core';

const PLACEHOLDER = '${filename}';

export async function uploadFiles(files: readonly File[]): Promise<Array<{ fileName: string; fileKey: string }>> {
  const post = await callApi(calls.createPresignedPost, { body: { fileCount: files.length, purpose: 'providerDesk' } });
  const out = [];
  for (const file of files) {
    await uploadWithProgress(post, file);
    out.push({ fileName: file.name, fileKey: post.fields.key.split(PLACEHOLDER).join(file.name) });
  }
  return out;
}
