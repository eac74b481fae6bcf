// POST /tempFiles/actions/createPresignedPost (spec 2 §7, spec 3 §7): a temporary upload permission — a form
// post url and fields whose key is a template holding the file name placeholder.
import { calls } from '@lingua/contract';
import type { CreatePresignedPostBody, PresignedPost } from '@lingua/contract';
import { callApi } from './call-api.ts';

export function createPresignedPost(body: CreatePresignedPostBody): Promise<PresignedPost> {
  return callApi(calls.createPresignedPost, { body });
}
