// Punch-out set-up (POST /tradeCentric/punchout, spec 1 §7): the buyer's platform posts a cXML
// PunchOutSetupRequest; a known, enabled buyer system of an active client gets a StartPage URL naming a new
// punch-out session, and the buyer an account in the client's Coupa user group (decision 045).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientConfigs, punchoutClients, punchoutSessions, userAccounts } from '../../db/schema/index.ts';
import { digestOf, randomToken, sameDigest } from '../../lib/secret-tokens.ts';
import { CxmlError, readSetupRequest, setupResponse, statusResponse, type PunchoutSetupRequest } from './cxml.ts';
import { COUPA_APPLICATION, envelope, PUNCHOUT_SESSION_TTL_MS, type ProcurementDeps } from './deps.ts';

const MSG_AUTH = 'The sender could not be authenticated';
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

type BuyerSystem = typeof punchoutClients.$inferSelect;
type Client = typeof clientConfigs.$inferSelect;
type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/** Answers a cXML document and its status; never throws for bad input (a cXML Status instead). */
export async function punchoutSetup(deps: ProcurementDeps, xml: string): Promise<{ status: number; body: string }> {
  try {
    const startPage = await setUp(deps, xml);
    return { status: 200, body: setupResponse(envelope(deps.clock), startPage) };
  } catch (err) {
    if (err instanceof CxmlError) return { status: err.code, body: statusResponse(envelope(deps.clock), err.code, err.message) };
    throw err;
  }
}

async function setUp(deps: ProcurementDeps, xml: string): Promise<string> {
  const req = readSetupRequest(xml);
  const buyerSystem = await authenticate(deps, req);
  if (req.operation !== 'create') throw new CxmlError(400, `Operation ${req.operation} is not supported; use create`);
  const formPost = browserFormPost(req);
  const email = buyerEmail(req);
  const client = await activeClient(deps.db, buyerSystem.clientId);
  const id = randomToken();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const userId = await buyerAccount(tx, client, req, email, now);
    await tx.insert(punchoutSessions).values({
      id,
      punchoutClientId: buyerSystem.id,
      clientId: client.id,
      userId,
      payloadId: req.payloadId.slice(0, 500),
      buyerCookie: req.buyerCookie.slice(0, 2000),
      browserFormPostUrl: formPost.toString(),
      buyer: buyerDetails(req),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PUNCHOUT_SESSION_TTL_MS),
    });
  });
  return `${deps.config.publicUrl}/coupa/starter/${id}`;
}

/** The enabled buyer system the request's From, To and shared secret name. */
async function authenticate(deps: ProcurementDeps, req: PunchoutSetupRequest): Promise<BuyerSystem> {
  const candidates = await deps.db
    .select()
    .from(punchoutClients)
    .where(and(eq(punchoutClients.fromIdentity, req.from.identity), eq(punchoutClients.isEnabled, true)));
  const buyerSystem = candidates.find((c) => c.fromDomain === req.from.domain.toLowerCase());
  // One answer for an unknown identity, a wrong To and a wrong secret: the platform learns nothing it lacks.
  const secretOk = buyerSystem && req.sender.sharedSecret !== undefined && sameDigest(digestOf(req.sender.sharedSecret), buyerSystem.sharedSecretDigest);
  if (!buyerSystem || !secretOk || (buyerSystem.toIdentity !== null && buyerSystem.toIdentity !== req.to.identity)) {
    deps.log?.warn({ from: req.from, to: req.to.identity, known: !!buyerSystem }, 'punch-out set-up refused');
    throw new CxmlError(401, MSG_AUTH);
  }
  return buyerSystem;
}

/** Where the cart goes back: a web address, nothing else (no javascript: or data: targets). */
function browserFormPost(req: PunchoutSetupRequest): URL {
  let formPost: URL;
  try {
    formPost = new URL(req.browserFormPostUrl);
  } catch {
    throw new CxmlError(400, 'Invalid BrowserFormPost URL');
  }
  if (formPost.protocol !== 'https:' && formPost.protocol !== 'http:') throw new CxmlError(400, 'Invalid BrowserFormPost URL');
  return formPost;
}

function buyerEmail(req: PunchoutSetupRequest): string {
  const email = (req.extrinsics['UserEmail'] || req.contact?.email || '').trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new CxmlError(400, 'Missing or invalid UserEmail');
  return email;
}

async function activeClient(db: Db, clientId: number): Promise<Client> {
  const [client] = await db.select().from(clientConfigs).where(eq(clientConfigs.id, clientId)).limit(1);
  if (!client || client.status !== 'ACTIVE') throw new CxmlError(403, 'The client is not active');
  return client;
}

/** The buyer's account id: the existing Coupa account of this company, or a new one. */
async function buyerAccount(tx: Tx, client: Client, req: PunchoutSetupRequest, email: string, now: Date): Promise<string> {
  const [existing] = await tx.select().from(userAccounts).where(eq(userAccounts.username, email)).limit(1);
  if (existing) {
    // Only accounts of the Coupa user group of this company sign in by punch-out (decision 045): a password
    // account of the same address is never taken over by a buyer system.
    if (existing.clientId !== client.id || !existing.isCoupaUser || !existing.isEnabled) {
      throw new CxmlError(403, 'The buyer account cannot be used for punch-out');
    }
    if (!existing.applications.includes(COUPA_APPLICATION)) {
      await tx.update(userAccounts).set({ applications: [...existing.applications, COUPA_APPLICATION] }).where(eq(userAccounts.id, existing.id));
    }
    return existing.id;
  }
  const [created] = await tx
    .insert(userAccounts)
    .values({
      username: email,
      email,
      firstName: (req.extrinsics['FirstName'] ?? '').slice(0, 100),
      lastName: (req.extrinsics['LastName'] ?? '').slice(0, 100),
      passwordHash: null,
      roles: ['CLIENT_EMPLOYEE'],
      applications: [COUPA_APPLICATION],
      clientId: client.id,
      isCoupaUser: true,
      emailVerified: true,
      createdAt: now,
    })
    .returning({ id: userAccounts.id });
  return created!.id;
}

/** What the session keeps of the buyer: the extrinsics, the contact, and the credentials the cart answers to. */
function buyerDetails(req: PunchoutSetupRequest): Record<string, string> {
  const buyer: Record<string, string> = { ...req.extrinsics };
  if (req.contact?.name) buyer['contactName'] = req.contact.name;
  if (req.supplierSetupUrl) buyer['supplierSetupUrl'] = req.supplierSetupUrl;
  if (req.sender.userAgent) buyer['userAgent'] = req.sender.userAgent;
  return {
    ...buyer,
    'cxml.fromDomain': req.from.domain,
    'cxml.fromIdentity': req.from.identity,
    'cxml.toDomain': req.to.domain,
    'cxml.toIdentity': req.to.identity,
  };
}
