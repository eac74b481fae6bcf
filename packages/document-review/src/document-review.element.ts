/**
 * `<lingua-document-review>`: a translated document of a request reviewed and fixed in the page (decisions 173,
 * 174): source and translation side by side, the checks, autosave, "Update file" and the file's versions. Its
 * first load is the element and the sign-in guard; the editor loads after it, within the element byte budget.
 *
 * Attributes: `job-request-id` and `file-key` (the translated file), plus core's configuration attributes.
 * Events: `lingua-back` (detail `{ jobRequestId, fileKey }`) when the person chose "Back to the request"; the
 * host decides where that is. The editor saves by itself.
 */
import { createElement } from 'react';
import { configureWidget, defineWidget, lazyPart, RequireAuth, t } from '@lingua/core';
import type { LinguaConfig, LinguaElement, LinguaEventMap, WidgetComponentProps } from '@lingua/core';
import './texts/document-review-texts.ts';

const DocumentReview = lazyPart(() => import('./document-review.tsx').then((m) => m.DocumentReview));

/** Attributes of `<lingua-document-review>`. */
export interface DocumentReviewElementProps {
  /** The request the translated file belongs to. */
  jobRequestId: string;
  /** The translated file's key, as the request's files list it. */
  fileKey: string;
}

/** Events of `<lingua-document-review>`. */
export type DocumentReviewEvents = {
  'lingua-back': { jobRequestId: string; fileKey: string };
};

function DocumentReviewWidget({ jobRequestId, fileKey, dispatch }: Partial<DocumentReviewElementProps> & WidgetComponentProps<DocumentReviewEvents>) {
  // A page that has not set both attributes yet shows nothing; the sign-in guard comes with the file to review.
  if (!jobRequestId || !fileKey) return null;
  return createElement(
    RequireAuth,
    { signInReason: t('documentReview.signInReason') },
    createElement(DocumentReview, {
      key: `${jobRequestId}/${fileKey}`,
      jobRequestId,
      fileKey,
      onBack: () => dispatch('lingua-back', { jobRequestId, fileKey }),
    }),
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-document-review': LinguaElement<DocumentReviewElementProps>;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<DocumentReviewEvents> {}
}

/** Called by the widget loader with the server's configuration; defines the element (idempotent). */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<DocumentReviewElementProps, DocumentReviewEvents>('lingua-document-review', DocumentReviewWidget, {
    props: { jobRequestId: 'string', fileKey: 'string' },
    events: ['lingua-back'],
    parts: {},
  });
}
