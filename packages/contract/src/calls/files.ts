// Calls of the registry (calls.ts): Files (spec 2 §7, spec 3 §7)
import { defineCall, errors } from '../define-call.ts';
import { CreatePresignedPostBody, PresignedPost } from '../schemas/files.ts';

export const filesCalls = {
  createPresignedPost: defineCall({
    operationId: 'createPresignedPost',
    method: 'POST',
    path: '/tempFiles/actions/createPresignedPost',
    summary: 'Get a temporary upload permission: a form post url and fields whose key holds ${filename}',
    tags: ['files'],
    auth: 'optional',
    body: CreatePresignedPostBody,
    response: { 200: PresignedPost, ...errors(400, 401, 429, 500, 503) },
  }),
} as const;
