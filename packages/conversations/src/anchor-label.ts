// What a thread is about, in words: the whole request, a file, a document segment or a media line (decision 185).
import type { ThreadAnchor } from '@lingua/contract';
import type { TextVars } from '@lingua/core';

/** A file key's file name: its last path part. */
export const fileNameOf = (fileKey: string): string => {
  const last = fileKey.split('/').pop() ?? fileKey;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

export function anchorLabel(t: (key: string, vars?: TextVars) => string, anchor: ThreadAnchor): string {
  switch (anchor.kind) {
    case 'request':
      return t('conversations.anchor.request');
    case 'file':
      return t('conversations.anchor.file', { name: fileNameOf(anchor.fileKey) });
    case 'segment':
      return t('conversations.anchor.segment', { number: anchor.position + 1, name: fileNameOf(anchor.fileKey) });
    case 'mediaLine':
      return t('conversations.anchor.mediaLine', { language: anchor.languageId.toUpperCase(), number: anchor.fileIndex + 1 });
  }
}
