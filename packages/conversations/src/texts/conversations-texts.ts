// The conversations' English texts (spec 1 §1: English only, from a catalogue): threads on a request, a file, a
// document segment or a media line, answered in the portal or from the notice e-mail (decision 185).
import { registerTexts } from '@lingua/core';

export const conversationsTextsEn = {
  title: 'Conversation',
  intro: 'Ask about this request here. The provider’s team answers in the portal, and you are told by e-mail.',
  empty: 'No questions yet.',
  threadsLabel: 'Threads of this request',
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  messages_one: '{{count}} message',
  messages_other: '{{count}} messages',
  newThread: 'Ask a question',
  newThreadTitle: 'New question',
  allThreads: 'All threads',
  anchor: {
    request: 'The whole request',
    file: 'File {{name}}',
    segment: 'Segment {{number}} of {{name}}',
    mediaLine: 'A {{language}} line of media file {{number}}',
  },
  thread: 'Thread: {{anchor}}',
  messagesLabel: 'Messages',
  noMessages: 'This thread has no messages.',
  provider: 'Provider',
  byMail: 'By e-mail',
  attachments: 'Attachments',
  download: 'Download {{name}}',
  composer: {
    label: 'Your message',
    placeholder: 'Write your question or answer',
    counter: '{{count}} / {{max}} characters',
    overLimit: 'The message is {{over}} characters too long.',
    attach: 'Attach files',
    tooManyFiles: 'At most {{max}} files go with one message.',
    remove: 'Remove {{name}}',
    send: 'Send',
    uploading: 'Uploading files… {{percent}} %',
    sent: 'Message sent',
  },
  inbox: {
    title: 'Conversations inbox',
    subtitle: 'Threads where a client waits for your answer, the longest waiting first.',
    empty: 'No client is waiting for an answer.',
    request: 'Request',
    client: 'Client',
    waiting: 'Waiting since',
    lastMessage: 'Last message',
    open: 'Answer',
    openLabel: 'Answer {{request}}: {{anchor}}',
    close: 'Close thread',
    answered: 'Answered: the thread left the inbox.',
    link: 'Conversations inbox',
  },
  listUnread: '{{count}} unread messages',
};

registerTexts('conversations', conversationsTextsEn);
