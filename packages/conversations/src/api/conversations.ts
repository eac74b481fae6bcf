// The conversation calls of the contract (decision 185): a request's threads, a thread's messages, writing, read
// marks, attachments' links, the request lists' unread counts and the staff inbox.
import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { calls, type MessageAttachmentRef, type ThreadAnchor } from '@lingua/contract';
import { callApi, callPath, createPresignedPost, onPushedNotice, uploadAll, useCall, useNoticeStreamUp } from '@lingua/core';

/** How often a conversation is read again while no notice stream pushes its messages (an element without the bell). */
export const CONVERSATION_POLL_MS = 15_000;

const polling = (streaming: boolean) => ({ refreshInterval: streaming ? 0 : CONVERSATION_POLL_MS });

export function useThreads(jobRequestId: string) {
  return useCall(calls.listConversationThreads, { params: { jobRequestId } }, polling(useNoticeStreamUp()));
}

export function useThreadMessages(threadId: string | null) {
  return useCall(calls.listConversationMessages, threadId ? { params: { threadId } } : null, polling(useNoticeStreamUp()));
}

export function useInbox() {
  return useCall(calls.getConversationInbox, {}, polling(useNoticeStreamUp()));
}

/** Threads and unread messages of the named requests (a list page's), none while the list is unknown. */
export function useUnreadCounts(jobRequestIds: readonly string[]) {
  return useCall(calls.getConversationUnreadCounts, jobRequestIds.length ? { query: { jobRequestIds: jobRequestIds.join(',') } } : null);
}

const threadsPath = (jobRequestId: string) => callPath(calls.listConversationThreads, { params: { jobRequestId } });
const messagesPath = (threadId: string) => callPath(calls.listConversationMessages, { params: { threadId } });
const SHARED_PATHS: ReadonlySet<string> = new Set([calls.getConversationInbox.path, calls.getConversationUnreadCounts.path]);

/** Reads again what a new message or a read mark changes: the request's threads, the thread, the inbox and the counts. */
export function useRevalidateConversation() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (jobRequestId: string, threadId?: string) =>
      mutate((key) => Array.isArray(key) && (key[0] === threadsPath(jobRequestId) || (threadId !== undefined && key[0] === messagesPath(threadId)) || SHARED_PATHS.has(key[0] as string))),
    [mutate],
  );
}

/** A `message.created` notice pushed to this page reads its request's conversation again. */
export function useLiveConversations() {
  const revalidate = useRevalidateConversation();
  useEffect(
    () =>
      onPushedNotice((notice) => {
        if (notice.event !== 'message.created') return;
        const threadId = new URLSearchParams(notice.path.split('?')[1] ?? '').get('thread') ?? undefined;
        void revalidate(notice.jobRequestId, threadId);
      }),
    [revalidate],
  );
}

/** Uploads the files under one temporary permission (the upload rules apply when the message takes them). */
export async function uploadAttachments(files: readonly File[], onPercent: (percent: number) => void = () => {}): Promise<MessageAttachmentRef[]> {
  if (!files.length) return [];
  const post = await createPresignedPost({ fileCount: files.length, purpose: 'conversation' });
  const refs = await uploadAll(post, files.map((file) => ({ file, name: file.name, category: 'REFERENCE' as const })), onPercent);
  return refs.map(({ fileName, fileKey }) => ({ fileName, fileKey }));
}

export const startThread = (jobRequestId: string, anchor: ThreadAnchor, text: string, attachments: MessageAttachmentRef[]) =>
  callApi(calls.createConversationThread, { params: { jobRequestId }, body: { anchor, text, ...(attachments.length ? { attachments } : {}) } });

export const postMessage = (threadId: string, text: string, attachments: MessageAttachmentRef[]) =>
  callApi(calls.postConversationMessage, { params: { threadId }, body: { text, ...(attachments.length ? { attachments } : {}) } });

export const markThreadRead = (threadId: string) => callApi(calls.markConversationThreadRead, { params: { threadId } });

export const attachmentDownloadUrl = (threadId: string, attachmentId: string) => callApi(calls.getConversationAttachmentDownloadUrl, { params: { threadId, attachmentId } });
