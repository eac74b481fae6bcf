// One attempt of one claimed delivery (decision 136): sign it and POST it through the address guard, on the
// endpoint's kept-alive connections (decision 167). It never throws: whatever goes wrong is the attempt's outcome,
// recorded in the log like an answer (record.ts).
import type { PinnedAgents, PostOutcome } from '../../lib/outbound/pinned-post.ts';
import { pinnedPost } from '../../lib/outbound/pinned-post.ts';
import type { ClaimedDelivery } from './claim.ts';
import { ANSWER_MAX_BYTES, type WebhookDeps } from './deps.ts';
import { openSigningSecret, signedHeaders } from './signing.ts';

export async function attemptDelivery(deps: WebhookDeps, delivery: ClaimedDelivery, agents: PinnedAgents): Promise<PostOutcome> {
  const started = performance.now();
  try {
    const { endpoint } = delivery;
    const body = JSON.stringify(delivery.payload);
    const secret = openSigningSecret(deps.box, endpoint.id, endpoint.secretSealed);
    const headers = { 'content-type': 'application/json', 'user-agent': 'LinguaPortal-Webhooks/1', ...signedHeaders(secret, delivery.messageId, deps.clock.now(), body) };
    const url = new URL(endpoint.url);
    return await pinnedPost(url, { body, headers, timeoutMs: deps.config.webhooks.timeoutMs, maxBytes: ANSWER_MAX_BYTES, allow: deps.allow, agents: { pool: agents, key: endpoint.id } });
  } catch (err) {
    return { status: null, body: '', latencyMs: Math.round(performance.now() - started), error: err instanceof Error ? err.message : String(err) };
  }
}
