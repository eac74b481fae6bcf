// POST /projects/{projectId}/actions/addFiles (spec 2 §7): attach uploaded files of one category.
import { calls, fillPath } from '@lingua/contract';
import type { AddFilesBody } from '@lingua/contract';
import { api } from '@lingua/core';

export const addProjectFiles = (projectId: string, body: AddFilesBody): Promise<void> =>
  api.post<void>(fillPath(calls.addProjectFiles.path, { projectId }), body);
