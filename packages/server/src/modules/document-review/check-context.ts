// What the editor's quality checks read and keep (decision 181): the company's glossary for the document's pair
// and its word lists, and the warnings dismissed on this document, with who and when. Dismissing and the word
// lists are changes: they take what saving takes (access.ts). The tags check is an error and cannot be dismissed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DismissDocumentWarningBody, DocumentCheckContext, DocumentCheckTerm, UpdateDocumentCheckWordsBody } from '@lingua/contract';
import type { Db } from '../../db/client.ts';
import { documentCheckDismissals, documentCheckWords, documentSegments } from '../../db/schema/index.ts';
import type { Principal } from '../../identity/principal.ts';
import { badRequest } from '../../lib/errors.ts';
import type { JobRequestRow } from '../job-requests/index.ts';
import { glossaryLookup } from '../glossaries/index.ts';
import { assertEditable, findReviewRequest, findTranslatedFile } from './access.ts';
import { openReview, type ReviewContext, type ReviewRow } from './open-review.ts';

type Params = { jobRequestId: string; fileKey: string };
type Opened = { request: JobRequestRow; review: ReviewRow };

async function open(ctx: ReviewContext, principal: Principal, params: Params, change: boolean): Promise<Opened> {
  const request = await findReviewRequest(ctx.db, principal, params.jobRequestId);
  const file = await findTranslatedFile(ctx.db, request, params.fileKey);
  if (change) assertEditable(principal, request);
  return { request, review: await openReview(ctx, request, file) };
}

async function wordsOf(db: Db, clientId: number, languageId: string): Promise<{ ignoreIdentical: string[]; forbidden: string[] }> {
  const rows = await db
    .select({ kind: documentCheckWords.kind, word: documentCheckWords.word })
    .from(documentCheckWords)
    .where(and(eq(documentCheckWords.clientId, clientId), inArray(documentCheckWords.languageId, ['', languageId])))
    .orderBy(sql`lower(${documentCheckWords.word})`);
  return { ignoreIdentical: rows.filter((r) => r.kind === 'IGNORE_IDENTICAL').map((r) => r.word), forbidden: rows.filter((r) => r.kind === 'FORBIDDEN').map((r) => r.word) };
}

async function contextOf(db: Db, { request, review }: Opened): Promise<DocumentCheckContext> {
  const dismissals = await db
    .select()
    .from(documentCheckDismissals)
    .where(eq(documentCheckDismissals.reviewId, review.id))
    .orderBy(documentCheckDismissals.position, documentCheckDismissals.check);
  const words = request.clientId ? await wordsOf(db, request.clientId, review.languageId) : { ignoreIdentical: [], forbidden: [] };
  const lookup = request.clientId && request.sourceLanguageId && review.paired ? await glossaryLookup(db, request.clientId, review.languageId) : undefined;
  const glossary: DocumentCheckTerm[] = (lookup?.(request.sourceLanguageId!) ?? []).map((t) => ({
    source: t.source,
    target: t.doNotTranslate || !t.target.trim() ? t.source : t.target,
    caseSensitive: t.caseSensitive,
    forbidden: false,
  }));
  glossary.push(...words.forbidden.map((word) => ({ source: '', target: word, caseSensitive: false, forbidden: true })));
  return {
    sourceLanguageId: request.sourceLanguageId,
    targetLanguageId: review.languageId,
    glossary,
    ...words,
    dismissals: dismissals.map((d) => ({ position: d.position, check: d.check as DocumentCheckContext['dismissals'][number]['check'], dismissedBy: d.dismissedBy, dismissedAt: d.dismissedAt.toISOString() })),
  };
}

export async function checkContext(ctx: ReviewContext, principal: Principal, params: Params): Promise<DocumentCheckContext> {
  return contextOf(ctx.db, await open(ctx, principal, params, false));
}

export async function dismissWarning(ctx: ReviewContext, principal: Principal, params: Params, body: DismissDocumentWarningBody): Promise<DocumentCheckContext> {
  if (body.check === 'tags') throw badRequest('Broken formatting tags are an error: fix them, they cannot be dismissed', 'NOT_DISMISSIBLE');
  const opened = await open(ctx, principal, params, true);
  const { review } = opened;
  const [segment] = await ctx.db
    .select({ position: documentSegments.position })
    .from(documentSegments)
    .where(and(eq(documentSegments.reviewId, review.id), eq(documentSegments.position, body.position)));
  if (!segment) throw badRequest(`This document has no segment ${body.position + 1}`, 'UNKNOWN_SEGMENT');
  const key = and(eq(documentCheckDismissals.reviewId, review.id), eq(documentCheckDismissals.position, body.position), eq(documentCheckDismissals.check, body.check));
  if (body.dismissed) {
    await ctx.db
      .insert(documentCheckDismissals)
      .values({ reviewId: review.id, position: body.position, check: body.check, dismissedBy: principal.username, dismissedAt: ctx.clock.now() })
      .onConflictDoNothing();
  } else {
    await ctx.db.delete(documentCheckDismissals).where(key);
  }
  return contextOf(ctx.db, opened);
}

export async function updateCheckWords(ctx: ReviewContext, principal: Principal, params: Params, body: UpdateDocumentCheckWordsBody): Promise<DocumentCheckContext> {
  const opened = await open(ctx, principal, params, true);
  const clientId = opened.request.clientId;
  if (!clientId) throw badRequest('This request belongs to no company, so it has no word lists', 'NO_COMPANY');
  const languageId = body.kind === 'FORBIDDEN' ? opened.review.languageId : '';
  // Each word once whatever its case, as first written.
  const clean = (words: readonly string[] | undefined) => {
    const kept = new Map<string, string>();
    for (const w of (words ?? []).map((x) => x.trim().replace(/\s+/g, ' '))) if (!kept.has(w.toLowerCase())) kept.set(w.toLowerCase(), w);
    return [...kept.values()];
  };
  const [add, remove] = [clean(body.add), clean(body.remove)];
  if (add.length + remove.length === 0) throw badRequest('Name a word to add or remove', 'NO_WORDS');
  await ctx.db.transaction(async (tx) => {
    const scope = and(eq(documentCheckWords.clientId, clientId), eq(documentCheckWords.kind, body.kind), eq(documentCheckWords.languageId, languageId));
    if (remove.length) await tx.delete(documentCheckWords).where(and(scope, inArray(sql`lower(${documentCheckWords.word})`, remove.map((w) => w.toLowerCase()))));
    if (add.length) {
      await tx
        .insert(documentCheckWords)
        .values(add.map((word) => ({ clientId, kind: body.kind, languageId, word, createdBy: principal.username, createdAt: ctx.clock.now() })))
        .onConflictDoNothing();
    }
  });
  return contextOf(ctx.db, opened);
}
