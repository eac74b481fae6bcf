// Public exports of @lingua/conversations (explicit, no export *).
import './texts/conversations-texts.ts';

export { ConversationCard } from './conversation-card.tsx';
export { AnchorThreads, ThreadsPanel } from './threads-panel.tsx';
export type { ThreadsPanelProps } from './threads-panel.tsx';
export { ThreadView } from './thread-view.tsx';
export { ConversationInbox } from './inbox.tsx';
export type { ConversationInboxProps } from './inbox.tsx';
export { Composer } from './composer.tsx';
export { anchorLabel } from './anchor-label.ts';
export { useLiveConversations, useUnreadCounts, CONVERSATION_POLL_MS } from './api/conversations.ts';
export { conversationsTextsEn } from './texts/conversations-texts.ts';
