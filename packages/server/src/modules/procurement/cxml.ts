// cXML 1.2 in and out (spec 1 §7 POST /tradeCentric/punchout). saxes never fetches a DTD and expands only the
// predefined entities; an internal DTD subset is refused before parsing, so neither billion laughs nor XXE can occur.
import { SaxesParser } from 'saxes';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export class CxmlError extends Error {
  readonly code: 400 | 401 | 403 | 500;
  constructor(code: 400 | 401 | 403 | 500, text: string) {
    super(text);
    this.code = code;
  }
}

/** Largest document accepted; Coupa's setup requests are a few kilobytes. */
export const MAX_CXML_BYTES = 256 * 1024;
const MAX_DEPTH = 32;
const MAX_ELEMENTS = 2_000;

export function parseXml(xml: string): XmlElement {
  if (Buffer.byteLength(xml, 'utf8') > MAX_CXML_BYTES) throw new CxmlError(400, 'Document too large');
  const parser = new SaxesParser({ xmlns: false, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let count = 0;
  let failure: string | null = null;
  parser.on('doctype', (doctype) => {
    // `<!DOCTYPE cXML SYSTEM "…/cXML.dtd">` is fine; an internal subset ([ … ]) could declare entities.
    if (doctype.includes('[') || /<!ENTITY/i.test(doctype)) failure = 'Entity declarations are not allowed';
  });
  parser.on('opentag', (tag) => {
    if (failure) return;
    if (++count > MAX_ELEMENTS || stack.length >= MAX_DEPTH) {
      failure = 'Document too complex';
      return;
    }
    const el: XmlElement = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, children: [], text: '' };
    if (stack.length) stack[stack.length - 1]!.children.push(el);
    else if (root) failure = 'More than one root element';
    else root = el;
    stack.push(el);
  });
  parser.on('text', (t) => {
    if (stack.length) stack[stack.length - 1]!.text += t;
  });
  parser.on('cdata', (t) => {
    if (stack.length) stack[stack.length - 1]!.text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('error', (err) => {
    failure ??= err.message;
  });
  // Refused before parsing too: saxes would report the DOCTYPE only after reading it whole.
  if (/<!ENTITY/i.test(xml)) throw new CxmlError(400, 'Entity declarations are not allowed');
  try {
    parser.write(xml).close();
  } catch (err) {
    failure ??= (err as Error).message;
  }
  if (failure || !root) throw new CxmlError(400, `Malformed cXML: ${failure ?? 'no root element'}`.slice(0, 300));
  return root;
}

export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.name === name);
}

export function children(el: XmlElement | undefined, name: string): XmlElement[] {
  return el?.children.filter((c) => c.name === name) ?? [];
}

export function at(el: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let cur = el;
  for (const name of path) cur = child(cur, name);
  return cur;
}

export function textOf(el: XmlElement | undefined): string {
  return (el?.text ?? '').trim();
}

export interface Credential {
  domain: string;
  identity: string;
  sharedSecret?: string;
}

export interface PunchoutSetupRequest {
  payloadId: string;
  from: Credential;
  to: Credential;
  sender: Credential & { userAgent: string };
  operation: string;
  buyerCookie: string;
  extrinsics: Record<string, string>;
  browserFormPostUrl: string;
  contact: { name: string; email: string } | null;
  supplierSetupUrl: string | null;
}

function credential(el: XmlElement | undefined, what: string): Credential {
  const c = child(el, 'Credential');
  const identity = textOf(child(c, 'Identity'));
  if (!c || !identity) throw new CxmlError(400, `Missing ${what} credential`);
  const secret = child(c, 'SharedSecret');
  return { domain: (c.attributes['domain'] ?? '').trim(), identity, ...(secret ? { sharedSecret: textOf(secret) } : {}) };
}

export function readSetupRequest(xml: string): PunchoutSetupRequest {
  const root = parseXml(xml);
  if (root.name !== 'cXML') throw new CxmlError(400, 'The root element must be cXML');
  const header = child(root, 'Header');
  const setup = at(root, 'Request', 'PunchOutSetupRequest');
  if (!header || !setup) throw new CxmlError(400, 'Not a PunchOutSetupRequest');
  const sender = child(header, 'Sender');
  const buyerCookie = textOf(child(setup, 'BuyerCookie'));
  if (!buyerCookie) throw new CxmlError(400, 'Missing BuyerCookie');
  const browserFormPostUrl = textOf(at(setup, 'BrowserFormPost', 'URL'));
  if (!browserFormPostUrl) throw new CxmlError(400, 'Missing BrowserFormPost URL');
  const extrinsics: Record<string, string> = {};
  for (const e of children(setup, 'Extrinsic')) {
    const name = e.attributes['name'];
    if (name) extrinsics[name] = textOf(e);
  }
  const contactEl = children(setup, 'Contact').find((c) => (c.attributes['role'] ?? 'endUser') === 'endUser');
  return {
    payloadId: root.attributes['payloadID'] ?? '',
    from: credential(child(header, 'From'), 'From'),
    to: credential(child(header, 'To'), 'To'),
    sender: { ...credential(sender, 'Sender'), userAgent: textOf(child(sender, 'UserAgent')) },
    operation: setup.attributes['operation'] ?? 'create',
    buyerCookie,
    extrinsics,
    browserFormPostUrl,
    contact: contactEl ? { name: textOf(child(contactEl, 'Name')), email: textOf(child(contactEl, 'Email')) } : null,
    supplierSetupUrl: textOf(at(setup, 'SupplierSetup', 'URL')) || null,
  };
}

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

export interface Envelope {
  payloadId: string;
  timestamp: Date;
}

function envelope(e: Envelope, body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${DOCTYPE}\n` +
    `<cXML payloadID="${escapeXml(e.payloadId)}" timestamp="${e.timestamp.toISOString()}" xml:lang="en-US">${body}</cXML>\n`
  );
}

export function setupResponse(e: Envelope, startPageUrl: string): string {
  return envelope(
    e,
    `<Response><Status code="200" text="OK"/><PunchOutSetupResponse><StartPage><URL>${escapeXml(startPageUrl)}</URL></StartPage></PunchOutSetupResponse></Response>`,
  );
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 500: 'Internal Server Error' };

export function statusResponse(e: Envelope, code: number, message: string): string {
  return envelope(e, `<Response><Status code="${code}" text="${escapeXml(STATUS_TEXT[code] ?? 'Error')}">${escapeXml(message)}</Status></Response>`);
}

export interface OrderMessage {
  from: Credential;
  to: Credential;
  buyerCookie: string;
  totalPrice: string;
  currency: string;
  supplierPartId: string;
  supplierPartAuxiliaryId: string;
  description: string;
}

const cred = (c: Credential) => `<Credential domain="${escapeXml(c.domain)}"><Identity>${escapeXml(c.identity)}</Identity></Credential>`;

/** The cart returned to the buyer: one line, the quote, at its total (spec 3 §4.7). */
export function orderMessage(e: Envelope, m: OrderMessage): string {
  const money = `<Money currency="${escapeXml(m.currency)}">${escapeXml(m.totalPrice)}</Money>`;
  return envelope(
    e,
    `<Header><From>${cred(m.from)}</From><To>${cred(m.to)}</To><Sender>${cred(m.from)}<UserAgent>Lingua Portal</UserAgent></Sender></Header>` +
      `<Message><PunchOutOrderMessage><BuyerCookie>${escapeXml(m.buyerCookie)}</BuyerCookie>` +
      `<PunchOutOrderMessageHeader operationAllowed="create"><Total>${money}</Total></PunchOutOrderMessageHeader>` +
      `<ItemIn quantity="1"><ItemID><SupplierPartID>${escapeXml(m.supplierPartId)}</SupplierPartID>` +
      `<SupplierPartAuxiliaryID>${escapeXml(m.supplierPartAuxiliaryId)}</SupplierPartAuxiliaryID></ItemID>` +
      `<ItemDetail><UnitPrice>${money}</UnitPrice><Description xml:lang="en-US">${escapeXml(m.description)}</Description>` +
      `<UnitOfMeasure>EA</UnitOfMeasure><Classification domain="UNSPSC">82111900</Classification></ItemDetail></ItemIn>` +
      `</PunchOutOrderMessage></Message>`,
  );
}
