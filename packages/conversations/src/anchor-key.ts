// One string per place a thread can be about (decision 185), so an editor's segment or line finds its threads.
import type { ThreadAnchor } from '@lingua/contract';

export function anchorKey(anchor: ThreadAnchor): string {
  switch (anchor.kind) {
    case 'request':
      return 'request';
    case 'file':
      return `file\n${anchor.fileKey}`;
    case 'segment':
      return `segment\n${anchor.fileKey}\n${anchor.position}`;
    case 'mediaLine':
      return `mediaLine\n${anchor.fileIndex}\n${anchor.languageId}\n${anchor.lineId}`;
  }
}
