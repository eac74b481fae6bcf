// The questions beside a segment or a media line (decision 185), handed to the editors as core's request parts:
// one lazy part for every route, loaded when a segment or line is first opened, not with the editor.
import type { ThreadAnchor } from '@lingua/contract';
import { lazyPart } from '@lingua/core';

const AnchorThreads = lazyPart(() => import('@lingua/conversations').then((m) => m.AnchorThreads));

export const anchorThreads = (jobRequestId: string, anchor: ThreadAnchor) => <AnchorThreads key={JSON.stringify(anchor)} jobRequestId={jobRequestId} anchor={anchor} />;
