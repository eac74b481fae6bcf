// POST /tempFiles/actions/createPresignedPost (spec 3 §7): temporary upload permission for direct uploads.
import { calls } from '@lingua/contract';
import type { CreatePresignedPostBody, PresignedPost } from '@lingua/contract';
import { api } from '@lingua/core';

/** Asks for a presigned POST for `fileCount` files. */
export function createPresignedPost(fileCount: number): Promise<PresignedPost> {
  const body: CreatePresignedPostBody = { fileCount, purpose: 'machineTranslation' };
  return api.post<PresignedPost>(calls.createPresignedPost.path, body);
}
