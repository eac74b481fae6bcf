// POST /tempFiles/actions/createPresignedPost (spec 2 §7): a temporary upload permission.
import { calls } from '@lingua/contract';
import type { CreatePresignedPostBody, PresignedPost } from '@lingua/contract';
import { api } from '@lingua/core';

export function createPresignedPost(body: CreatePresignedPostBody): Promise<PresignedPost> {
  return api.post<PresignedPost>(calls.createPresignedPost.path, body);
}
