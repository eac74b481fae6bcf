// The estimate call with its uploads: files not yet in temporary storage go there first (recorded in
// `uploaded`, so neither the next estimate nor Submit sends them again), then POST /autoQuotes/actions/estimate.
import { calls, sanitizeFileName, type AutoQuoteEstimate } from '@lingua/contract';
import { callApi, createPresignedPost, uploadAll } from '@lingua/core';
import type { UploadedFiles } from '../rules/uploaded-files.ts';

export async function requestEstimate(files: readonly File[], targetCount: number, uploaded: UploadedFiles): Promise<AutoQuoteEstimate> {
  const refs = new Map<File, { fileName: string; fileKey: string }>();
  for (const f of files) {
    const ref = uploaded.find(f, sanitizeFileName(f.name), Date.now());
    if (ref) refs.set(f, ref);
  }
  const missing = files.filter((f) => !refs.has(f));
  if (missing.length) {
    const post = await createPresignedPost({ fileCount: missing.length, purpose: 'estimate' });
    const sent = await uploadAll(post, missing.map((file) => ({ file, name: sanitizeFileName(file.name), category: 'SOURCE_DOCUMENT' as const })), () => {});
    missing.forEach((file, i) => {
      refs.set(file, sent[i]!);
      uploaded.remember(file, sent[i]!, post.expiresAt);
    });
  }
  return callApi(calls.estimateAutoQuote, {
    body: {
      files: files.map((f) => {
        const ref = refs.get(f)!;
        return { fileName: ref.fileName, fileKey: ref.fileKey };
      }),
      // No clientId: the server prices by the caller's own organisation (visitors get the list price).
      targetLanguageCount: targetCount,
    },
  });
}
