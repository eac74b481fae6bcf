// The job-request core every module uses: the one status transition (locks the row, records history, sets
// archived, joins the caller's transaction), creation with its first history row, the contract view and the
// object-key layout, the answer to a quote and its expiry — on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { autoQuotes, jobRequestFiles, jobRequests, jobRequestStatusHistory, type JobRequestStatus } from '../../db/schema/index.ts';
import { keyProblem } from '../../storage/keys.ts';
import {
  answerQuote,
  createAndQueue,
  escalatedFileKey,
  expireQuoteIfDue,
  insertJobRequest,
  insertJobRequestFiles,
  jobRequestPrefix,
  jobRequestView,
  sourceFileKey,
  statusHistory,
  transition,
  translatedFileKey,
  uploadedFileKey,
  zipFileKey,
} from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: 'reference' });
});
afterAll(async () => {
  await ctx?.close();
});

async function newRequest(status?: JobRequestStatus): Promise<string> {
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await insertJobRequest(tx, {
      row: {
        id,
        name: 'Core test',
        origination: 'WEBFORM',
        requestType: 'QUOTE_REQUEST',
        sourceLanguageId: 'enu',
        targetLanguageIds: ['esn'],
        createTime: ctx.clock.now(),
        ...(status ? { status } : {}),
      },
      files: [{ fileName: 'a.txt', fileKey: uploadedFileKey(id, 'a.txt'), category: 'SOURCE_DOCUMENT', size: 3 }],
      links: [{ url: 'https://example.com/doc', name: 'Doc', category: 'REFERENCE' }],
      actor: 'tester',
    });
  });
  return id;
}

async function history(id: string) {
  return ctx.db
    .select({ from: jobRequestStatusHistory.fromStatus, to: jobRequestStatusHistory.toStatus, actor: jobRequestStatusHistory.actor, note: jobRequestStatusHistory.note })
    .from(jobRequestStatusHistory)
    .where(eq(jobRequestStatusHistory.jobRequestId, id))
    .orderBy(asc(jobRequestStatusHistory.at), asc(jobRequestStatusHistory.id));
}

async function row(id: string) {
  const [r] = await ctx.db.select().from(jobRequests).where(eq(jobRequests.id, id));
  return r!;
}

describe('insertJobRequest', () => {
  it('stores the request, its files and links and the first history row; the view shows them', async () => {
    const id = await newRequest();
    expect(await history(id)).toEqual([{ from: null, to: 'CREATED', actor: 'tester', note: null }]);
    const view = await jobRequestView(ctx.db, id);
    expect(view).toMatchObject({
      id,
      status: 'CREATED',
      sourceLanguage: { id: 'enu', name: expect.any(String) },
      files: [{ fileName: 'a.txt', category: 'SOURCE_DOCUMENT' }],
      fileLinks: [{ url: 'https://example.com/doc', name: 'Doc', category: 'REFERENCE' }],
      autoQuote: null,
      xtrfInternalId: null,
    });
    expect(view.sourceLanguage.name).not.toBe('enu');
  });

  it('answers 404 for a request that does not exist', async () => {
    await expect(jobRequestView(ctx.db, randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});

describe('createAndQueue', () => {
  const input = (id: string) => ({
    row: { id, name: 'Queued', origination: 'MT' as const, requestType: 'TRANSLATION_REQUEST' as const, sourceLanguageId: 'enu', targetLanguageIds: ['esn'], createTime: ctx.clock.now() },
    actor: 'tester',
  });

  it('stores the request, then queues one job for it keyed by its id', async () => {
    const sent: unknown[][] = [];
    const id = randomUUID();
    const view = await createAndQueue({ ...ctx, jobs: { send: async (...args: unknown[]) => (sent.push(args), 'job-1') } }, input(id), { name: 'test-job', what: 'translation' });
    expect(view).toMatchObject({ id, status: 'CREATED', origination: 'MT' });
    expect(sent).toEqual([['test-job', { jobRequestId: id }, { singletonKey: id }]]);
  });

  it('ends the request FAILED with the reason and answers 503 when its job cannot be queued', async () => {
    const id = randomUUID();
    const refusing = { send: async () => Promise.reject(new Error('queue down')) };
    await expect(createAndQueue({ ...ctx, jobs: refusing }, input(id), { name: 'test-job', what: 'media request' })).rejects.toMatchObject({
      status: 503,
      message: 'The media request could not be started; please try again',
      errorCode: 'QUEUE_UNAVAILABLE',
    });
    expect(await jobRequestView(ctx.db, id)).toMatchObject({ status: 'FAILED', failureReason: 'queue unavailable' });
    expect((await history(id)).at(-1)).toEqual({ from: 'CREATED', to: 'FAILED', actor: 'system', note: 'media request could not be queued' });
  });
});

describe('transition', () => {
  it('moves only from an expected status, with a history row', async () => {
    const id = await newRequest();
    expect(await transition(ctx.db, ctx.clock, id, 'ANALYZING', 'QUOTE_EXPIRED', { actor: 'system' })).toBe(false);
    expect((await row(id)).status).toBe('CREATED');
    expect(await transition(ctx.db, ctx.clock, id, ['SCREENING', 'CREATED'], 'ANALYZING', { actor: 'system', note: 'why', set: { failureReason: 'kept' } })).toBe(true);
    const after = await row(id);
    expect(after).toMatchObject({ status: 'ANALYZING', failureReason: 'kept', archived: false });
    expect((await history(id)).at(-1)).toEqual({ from: 'CREATED', to: 'ANALYZING', actor: 'system', note: 'why' });
  });

  it('marks an archived request archived', async () => {
    const id = await newRequest('COMPLETED');
    expect(await transition(ctx.db, ctx.clock, id, 'COMPLETED', 'ARCHIVED', { actor: 'tester' })).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'ARCHIVED', archived: true });
  });

  it('lets exactly one of two concurrent moves from the same status win', async () => {
    const id = await newRequest('QUOTE_READY_FOR_CLIENT_REVIEW');
    const results = await Promise.all([
      transition(ctx.db, ctx.clock, id, 'QUOTE_READY_FOR_CLIENT_REVIEW', 'QUOTE_ACCEPTED', { actor: 'a' }),
      transition(ctx.db, ctx.clock, id, 'QUOTE_READY_FOR_CLIENT_REVIEW', 'QUOTE_REJECTED', { actor: 'b' }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const moves = (await history(id)).filter((h) => h.from === 'QUOTE_READY_FOR_CLIENT_REVIEW');
    expect(moves).toHaveLength(1);
    expect((await row(id)).status).toBe(moves[0]!.to);
  });

  it('joins the caller’s transaction: a rollback undoes the move and its history', async () => {
    const id = await newRequest();
    await expect(
      ctx.db.transaction(async (tx) => {
        expect(await transition(tx, ctx.clock, id, 'CREATED', 'ANALYZING', { actor: 'system' })).toBe(true);
        throw new Error('later write failed');
      }),
    ).rejects.toThrow('later write failed');
    expect((await row(id)).status).toBe('CREATED');
    expect(await history(id)).toHaveLength(1);
  });
});

describe('insertJobRequestFiles and statusHistory', () => {
  it('adds files to a request at one instant; the history lists the moves oldest first', async () => {
    const id = await newRequest('TRANSLATING');
    const at = ctx.clock.now();
    await insertJobRequestFiles(ctx.db, id, [
      { fileName: 'a_esn.txt', fileKey: translatedFileKey(id, 'esn', 0, 'a_esn.txt'), category: 'TRANSLATED_DOCUMENT', languageId: 'esn', size: 4 },
    ], at);
    const files = await ctx.db.select().from(jobRequestFiles).where(eq(jobRequestFiles.jobRequestId, id));
    expect(files.map((f) => [f.fileName, f.category, f.languageId, f.createdAt.getTime()])).toContainEqual(['a_esn.txt', 'TRANSLATED_DOCUMENT', 'esn', at.getTime()]);
    await transition(ctx.db, ctx.clock, id, 'TRANSLATING', 'COMPLETED', { actor: 'system' });
    expect((await statusHistory(ctx.db, id)).map((h) => h.to)).toEqual(['TRANSLATING', 'COMPLETED']);
  });
});

describe('answerQuote and expireQuoteIfDue', () => {
  async function quoted(deadlineInMs: number): Promise<string> {
    const id = await newRequest('QUOTE_READY_FOR_CLIENT_REVIEW');
    const now = ctx.clock.now();
    await ctx.db.insert(autoQuotes).values({ jobRequestId: id, pricePerPage: '10.00', price: '20.00', totalPages: 2, acceptanceDeadline: new Date(now.getTime() + deadlineInMs) });
    return id;
  }
  const quoteRow = async (id: string) => (await ctx.db.select().from(autoQuotes).where(eq(autoQuotes.jobRequestId, id)))[0]!;

  it('moves the request and records the answer on the quote together, the reason as the history note', async () => {
    const id = await quoted(60_000);
    expect(await answerQuote(ctx.db, ctx.clock, id, { acceptanceStatus: 'REJECTED', rejectionReason: 'Too dear' }, { actor: 'buyer', hasQuote: true })).toBe(true);
    expect((await row(id)).status).toBe('QUOTE_REJECTED');
    expect(await quoteRow(id)).toMatchObject({ acceptanceStatus: 'REJECTED', rejectionReason: 'Too dear' });
    expect((await history(id)).at(-1)).toEqual({ from: 'QUOTE_READY_FOR_CLIENT_REVIEW', to: 'QUOTE_REJECTED', actor: 'buyer', note: 'Too dear' });
  });

  it('lets exactly one of two concurrent answers win, and leaves quote and status consistent', async () => {
    const id = await quoted(60_000);
    const results = await Promise.all([
      answerQuote(ctx.db, ctx.clock, id, { acceptanceStatus: 'ACCEPTED' }, { actor: 'a', hasQuote: true }),
      answerQuote(ctx.db, ctx.clock, id, { acceptanceStatus: 'REJECTED' }, { actor: 'b', hasQuote: true }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const { status } = await row(id);
    expect(status).toBe((await quoteRow(id)).acceptanceStatus === 'ACCEPTED' ? 'QUOTE_ACCEPTED' : 'QUOTE_REJECTED');
  });

  it('changes nothing for a quote answered meanwhile (the request is not moved without its quote)', async () => {
    const id = await quoted(60_000);
    await ctx.db.update(autoQuotes).set({ acceptanceStatus: 'ACCEPTED' }).where(eq(autoQuotes.jobRequestId, id));
    expect(await answerQuote(ctx.db, ctx.clock, id, { acceptanceStatus: 'REJECTED' }, { actor: 'b', hasQuote: true })).toBe(false);
    expect((await row(id)).status).toBe('QUOTE_READY_FOR_CLIENT_REVIEW');
  });

  it('expires an overdue unanswered quote when it is read, and leaves one within its deadline', async () => {
    const overdue = await quoted(-1);
    expect(await expireQuoteIfDue(ctx.db, ctx.clock, await row(overdue), await quoteRow(overdue))).toBe('QUOTE_EXPIRED');
    expect((await history(overdue)).at(-1)).toMatchObject({ to: 'QUOTE_EXPIRED', actor: 'system', note: 'Acceptance deadline passed' });
    const open = await quoted(60_000);
    expect(await expireQuoteIfDue(ctx.db, ctx.clock, await row(open), await quoteRow(open))).toBe('QUOTE_READY_FOR_CLIENT_REVIEW');
  });
});

describe('object keys', () => {
  const id = randomUUID();
  const keys = [
    uploadedFileKey(id, 'Report.DOCX'),
    sourceFileKey(id, 0, 'a/b.docx'),
    translatedFileKey(id, 'esn', 1, 'b_esn.docx'),
    escalatedFileKey(id, 2, '../x.pdf'),
    zipFileKey(id, randomUUID()),
  ];

  it('puts every kind of file under the request’s folder, as a valid key', () => {
    for (const key of keys) {
      expect(key.startsWith(jobRequestPrefix(id))).toBe(true);
      expect(keyProblem(key)).toBeNull();
    }
    expect(new Set(keys.map((k) => k.split('/')[2])).size).toBe(keys.length);
  });

  it('keeps an upload’s extension (lower-cased) and drops one that is not plain', () => {
    expect(uploadedFileKey(id, 'Report.DOCX')).toMatch(/\/[0-9a-f-]{36}\.docx$/);
    expect(uploadedFileKey(id, 'evil.d<o>cx')).toMatch(/\/[0-9a-f-]{36}$/);
    expect(uploadedFileKey(id, 'a.txt')).not.toBe(uploadedFileKey(id, 'a.txt'));
  });
});
