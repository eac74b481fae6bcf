// oidc-provider ships no types (and @types/oidc-provider lags behind v9): the part of its API this server uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextLike {
    body: unknown;
    type: string;
    status: number;
    method: string;
    path: string;
    ip: string;
    query: Record<string, string | string[] | undefined>;
    get(header: string): string;
    set(name: string, value: string): void;
    redirect(url: string): void;
    oidc: {
      route: string;
      client?: { clientId: string };
      session?: { accountId?: string };
      /** The authorization or end-session request's parameters, once parsed (ui_locales among them). */
      params?: Record<string, unknown>;
    };
  }

  export interface InteractionDetails {
    uid: string;
    jti: string;
    exp: number;
    returnTo: string;
    grantId?: string;
    params: Record<string, string | undefined> & { client_id: string; scope?: string };
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    session?: { accountId: string; uid: string; cookie?: string };
    lastSubmission?: Record<string, unknown>;
  }

  export interface GrantInstance {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface ClientInstance {
    clientId: string;
    redirectUris: string[];
    grantTypeAllowed(type: string): boolean;
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
  }

  export type KoaMiddleware = (ctx: KoaContextLike, next: () => Promise<void>) => Promise<void>;

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    issuer: string;
    Grant: {
      new (props: { accountId: string; clientId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    Client: { prototype: ClientInstance; find(id: string): Promise<ClientInstance | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(fn: KoaMiddleware): this;
    on(event: string, listener: (...args: any[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export const errors: Record<string, new (...args: any[]) => Error> & {
    SessionNotFound: new (...args: any[]) => Error;
  };
}
