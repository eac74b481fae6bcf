// Calls of the registry (calls.ts): Projects and quotes from the create-project form and external link (spec 2 §7)
import { defineCall, errors } from '../define-call.ts';
import { NoContent } from '../schemas/common.ts';
import { AddFilesBody } from '../schemas/files.ts';
import {
  CreatedProject,
  CreatedQuote,
  CreateProjectBody,
  ProjectIdParams,
  QuoteIdParams,
} from '../schemas/projects.ts';

export const projectsCalls = {
  createProject: defineCall({
    operationId: 'createProject',
    method: 'POST',
    path: '/projects',
    summary: 'Create a project; answers with its id and an upload permission for its files',
    tags: ['projects'],
    auth: 'optional',
    body: CreateProjectBody,
    response: { 201: CreatedProject, ...errors(400, 401, 403, 404, 500) },
  }),
  createQuote: defineCall({
    operationId: 'createQuote',
    method: 'POST',
    path: '/quotes',
    summary: 'Create a quote (estimate); answers with its id and an upload permission for its files',
    tags: ['projects'],
    auth: 'optional',
    body: CreateProjectBody,
    response: { 201: CreatedQuote, ...errors(400, 401, 403, 404, 500) },
  }),
  addProjectFiles: defineCall({
    operationId: 'addProjectFiles',
    method: 'POST',
    path: '/projects/{projectId}/actions/addFiles',
    summary: 'Attach uploaded files of one category to a project',
    tags: ['projects'],
    auth: 'optional',
    params: ProjectIdParams,
    body: AddFilesBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 500) },
  }),
  addQuoteFiles: defineCall({
    operationId: 'addQuoteFiles',
    method: 'POST',
    path: '/quotes/{quoteId}/actions/addFiles',
    summary: 'Attach uploaded files of one category to a quote',
    tags: ['projects'],
    auth: 'optional',
    params: QuoteIdParams,
    body: AddFilesBody,
    response: { 204: NoContent, ...errors(400, 401, 403, 404, 500) },
  }),
} as const;
