// Answers about an organisation's job requests (list pages, one request) kept as the bytes they were sent as
// (../kept-answers.ts, decision 090). The list and the open request are what a signed-in client polls (they
// refresh while translations run), and most polls find nothing changed; building a list page is one statement
// with three aggregates per row, then the mapping and the serialisation of about 9 KB — four times the cost of a
// light read. Every change of a request, its files, links or quote announces the request's organisation
// (db/change-triggers.ts), which is the one tag of these answers.
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { ChangeWatch } from '../../db/changes.ts';
import { JOB_REQUEST_CHANGES_CHANNEL } from '../../db/change-triggers.ts';
import { keepAnswers, type KeptAnswers } from '../kept-answers.ts';

export interface JobRequestAnswers {
  cache: KeptAnswers;
  watch: ChangeWatch;
  /**
   * Sends the answer kept under `key` for organisation `clientId`, or reads it and keeps it. `key` must name
   * everything the answer depends on besides the organisation (which is added to it) and its requests. A caller
   * of no organisation (`clientId` null) is answered by `read` each time: nothing of an organisation's
   * announces a change to such an answer.
   */
  send<T>(reply: FastifyReply, clientId: number | null, key: string, read: () => Promise<T>): Promise<T | FastifyReply>;
}

/** The kept answers of `database`'s job requests, in step with it. */
export async function keptJobRequestAnswers(database: Database): Promise<JobRequestAnswers> {
  const kept = await keepAnswers(database, JOB_REQUEST_CHANGES_CHANNEL, 'kept job-request answers');
  return {
    cache: kept.cache,
    watch: kept.watch,
    send: async (reply, clientId, key, read) => {
      if (clientId === null) return read();
      // The organisation is part of every key: one organisation's answer is never another's.
      return kept.send(reply, `${clientId} ${key}`, [String(clientId)], read);
    },
  };
}
