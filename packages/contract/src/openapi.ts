// The OpenAPI 3.1 document of provider API v1, generated from the call registry (served by the server at
// /v1/openapi.json). OpenAPI 3.1 uses JSON Schema 2020-12, so TypeBox schemas go in unchanged.
import type { TSchema } from 'typebox';
import { calls } from './calls.ts';
import type { CallDefinition } from './define-call.ts';
import { ERROR_STATUS_MESSAGES } from './errors.ts';
import { ErrorBody, NoContent } from './schemas/common.ts';
import { IMPERSONATION_HEADER } from './paths.ts';
import { PLANNED_CALLS, PLANNED_STATUS_EXTENSION } from './planned-calls.ts';
import { ANY_API_KEY_SCOPE, API_KEY_CALL_SCOPES } from './api-key-scopes.ts';
import { API_KEY_SCOPES } from './schemas/api-keys.ts';

export interface OpenApiOptions {
  /** Base URL of API v1, e.g. https://localhost:3000/v1 (every path is relative to it). */
  serverUrl: string;
  version: string;
  title?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const STATUS_TEXT: Record<number, string> = {
  ...ERROR_STATUS_MESSAGES,
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
};

const TAG_DESCRIPTIONS: Record<string, string> = {
  quality: 'Review issues in plain words stored as MQM, scores, quality profiles, approval and changes requested (decision 184)',
  auditTrail: "A company's audit trail of security events (decision 182)",
  retention: "How long a company's request files are kept, deleting them, and the receipts (decision 183)",
  conversations: 'Threads and messages on a request, its files, document segments and media lines (decision 185)',
  referenceData: 'Languages, countries and provinces (spec 1 §7)',
  clientConfigs: 'Client configurations and custom field definitions (spec 2 §7)',
  userAccount: 'The signed-in account, sign-up and e-mail verification (spec 1 §7, spec 2 §7)',
  languageGroups: 'Personal and organisation language groups (spec 1 §7)',
  organizationUsers: "A client admin's organisation users (spec 1 §7)",
  files: 'Temporary upload permission (spec 2 §7, spec 3 §7)',
  jobRequests: 'Job requests (spec 3 §7)',
  autoQuotes: 'Automatic quotes (spec 2 §7)',
  projects: 'Projects and quotes from an external link (spec 2 §7)',
  machineTranslation: 'Machine translation of text, files and media (spec 3 §7)',
  reports: 'Custom reports (spec 3 §7)',
  statistics: 'Staff dashboard statistics (spec 1 §7)',
  procurement: 'Procurement-platform (TradeCentric) punch-out and sign-in (spec 1 §7, spec 3 §7)',
  providerDesk: 'Provider desk: staff answer procurement-area requests (quote document, deliverables, completion)',
  glossaries: "A client's glossaries: terms machine translation renders the client's way",
  uiLogs: 'Browser error reports (spec 1 §7)',
  apiKeys: "A company's API keys for its own systems",
  webhooks: "A company's webhook endpoints, signed the Standard Webhooks way, and their delivery logs",
  identity: "The embedded identity provider's account calls (spec 1 §7)",
};

// TypeBox keeps its own markers (~kind, ~optional) as non-enumerable properties; a JSON round trip leaves
// exactly the JSON Schema.
function toJson(schema: TSchema): JsonObject {
  return JSON.parse(JSON.stringify(schema)) as JsonObject;
}

function schemaRef(schema: TSchema): JsonObject {
  return schema === ErrorBody ? { $ref: '#/components/schemas/ErrorBody' } : toJson(schema);
}

function isNullSchema(schema: JsonObject): boolean {
  return schema['type'] === 'null';
}

function parameters(schema: TSchema | undefined, location: 'path' | 'query'): JsonObject[] {
  if (schema === undefined) return [];
  const json = toJson(schema);
  const properties = (json['properties'] ?? {}) as Record<string, JsonObject>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const parameter: JsonObject = {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      schema: property,
    };
    if (typeof property['description'] === 'string') parameter['description'] = property['description'];
    return parameter;
  });
}

function requestBody(schema: TSchema, mediaType: string): JsonObject {
  const json = toJson(schema);
  // An optional body is modelled as anyOf [object, null] because Fastify validates an absent body as null.
  const anyOf = json['anyOf'];
  if (Array.isArray(anyOf) && anyOf.some((s) => isNullSchema(s as JsonObject))) {
    const present = anyOf.filter((s) => !isNullSchema(s as JsonObject));
    const only = present.length === 1 ? (present[0] as JsonObject) : { anyOf: present };
    return { required: false, content: { [mediaType]: { schema: only } } };
  }
  return { required: true, content: { [mediaType]: { schema: json } } };
}

function responses(call: CallDefinition): JsonObject {
  const out: JsonObject = {};
  for (const [status, schema] of Object.entries(call.response)) {
    const code = Number(status);
    const description = STATUS_TEXT[code] ?? 'Response';
    if (code === 204 || schema === NoContent) {
      out[status] = { description };
    } else {
      out[status] = { description, content: { [call.mediaType ?? 'application/json']: { schema: schemaRef(schema) } } };
    }
  }
  return out;
}

/** A sign-in token, or an API key holding the scope the call needs (decision 133); calls not listed take no key. */
function security(call: CallDefinition): Json[] {
  const scope = API_KEY_CALL_SCOPES[call.operationId];
  const key: Json[] = scope === undefined ? [] : [{ apiKey: scope === ANY_API_KEY_SCOPE ? [] : [scope] }];
  if (call.auth === 'required') return [{ bearerAuth: [] }, ...key];
  if (call.auth === 'optional') return [{}, { bearerAuth: [] }, ...key];
  return [];
}

export function operationFor(call: CallDefinition): JsonObject {
  const operation: JsonObject = {
    operationId: call.operationId,
    summary: call.summary,
    tags: [...call.tags],
    security: security(call),
    responses: responses(call),
  };
  if (call.description !== undefined) operation['description'] = call.description;
  if (PLANNED_CALLS.has(call.operationId as never)) {
    operation[PLANNED_STATUS_EXTENSION] = 'planned';
    operation['description'] = ['Planned: described by the contract, not served yet.', call.description].filter(Boolean).join(' ');
  }
  const params = [...parameters(call.params, 'path'), ...parameters(call.querystring, 'query')];
  if (call.auth !== 'none') params.push({ $ref: '#/components/parameters/ImpersonateUsername' });
  if (params.length > 0) operation['parameters'] = params;
  if (call.body !== undefined) operation['requestBody'] = requestBody(call.body, call.mediaType ?? 'application/json');
  return operation;
}

export function buildOpenApiDocument(options: OpenApiOptions): JsonObject {
  const paths: Record<string, JsonObject> = {};
  const usedTags = new Set<string>();
  for (const call of Object.values(calls) as CallDefinition[]) {
    const item = (paths[call.path] ??= {});
    item[call.method.toLowerCase()] = operationFor(call);
    for (const tag of call.tags) usedTags.add(tag);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Lingua Portal provider API',
      version: options.version,
      description:
        'Provider API v1 of the Lingua Portal. Errors answer with {message, errorCode?}. A 204 response has no body. ' +
        `While an ADMIN impersonates, calls carry the ${IMPERSONATION_HEADER} header (spec 1 §4).`,
    },
    servers: [{ url: options.serverUrl }],
    tags: [...usedTags].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      schemas: { ErrorBody: toJson(ErrorBody) },
      parameters: {
        ImpersonateUsername: {
          name: IMPERSONATION_HEADER,
          in: 'header',
          required: false,
          description: 'Username of the impersonated user; honoured for ADMIN callers only (spec 1 §4, §6)',
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Identity token of the current session (spec 1 §7)',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'lpk_…',
          description:
            `A company's API key, sent as Authorization: Bearer <key>. It acts for the company within its scopes (${API_KEY_SCOPES.join(', ')}), ` +
            "which each operation's security requirement names; outside them 403, revoked or expired 401, over its rate limit 429 with Retry-After. " +
            "It sees, renames and archives every request of its company, not only those it made (a person signed in sees their own).",
        },
      },
    },
  };
}
