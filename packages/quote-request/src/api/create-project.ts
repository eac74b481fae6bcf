// POST /projects (spec 2 §7): a project from the external link; answers with an upload permission.
import { calls } from '@lingua/contract';
import type { CreatedProject, CreateProjectBody } from '@lingua/contract';
import { api } from '@lingua/core';

export const createProject = (body: CreateProjectBody): Promise<CreatedProject> =>
  api.post<CreatedProject>(calls.createProject.path, body);
