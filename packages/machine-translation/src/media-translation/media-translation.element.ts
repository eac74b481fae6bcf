/**
 * `<lingua-mt-media>`: media translation (spec 3 §2.2): Create with its side panel, the media request list and
 * request details, switched inside the element (a widget never navigates its host).
 *
 * Attributes: `human-project-url` (template with `{xtrfInternalId}`), plus core's configuration attributes.
 * Events: `lingua-submitted` (detail `{ jobRequestId: string }`) after a request was created;
 * `lingua-failed` (detail `{ message: string }`) when creating it failed;
 * `lingua-request-opened` (detail `{ jobRequestId: string }`) when details open;
 * `lingua-media-saved` (detail `{ jobRequestId: string }`) when the editor saved a change of the lines;
 * `lingua-media-rebuilt` (detail `{ jobRequestId: string }`) when the files were rendered again after edits;
 * an editor's failure (a save, an update, an import) is `lingua-failed` as well.
 */
import { createElement, useState } from 'react';
import { configureWidget, defineWidget, lazyPart, errorDisplayMessage } from '@lingua/core';
import type { LinguaConfig, LinguaElement, WidgetComponentProps, LinguaEventMap } from '@lingua/core';
import { MachineTranslationGuard } from '../page/machine-translation-guard.tsx';

// Behind the guard: a visitor's first screen is the sign-in prompt, so the rest loads once someone may use it.
const MediaTranslation = lazyPart(() => import('./media-translation.tsx').then((m) => m.MediaTranslation));

/** Events of `<lingua-mt-media>`. */
export type MediaTranslationEvents = {
  'lingua-submitted': { jobRequestId: string };
  'lingua-failed': { message: string };
  'lingua-request-opened': { jobRequestId: string };
  'lingua-media-saved': { jobRequestId: string };
  'lingua-media-rebuilt': { jobRequestId: string };
};

/** Attributes of `<lingua-mt-media>`. */
export interface MediaTranslationElementProps {
  humanProjectUrl?: string;
}

function MediaTranslationWidget({ humanProjectUrl, dispatch }: MediaTranslationElementProps & WidgetComponentProps<MediaTranslationEvents>) {
  const [jobRequestId, setJobRequestId] = useState<string | null>(null);
  return createElement(
    MachineTranslationGuard,
    null,
    createElement(MediaTranslation, {
      jobRequestId,
      humanProjectUrl,
      onOpenRequest: (id: string) => {
        setJobRequestId(id);
        dispatch('lingua-request-opened', { jobRequestId: id });
      },
      onCloseRequest: () => setJobRequestId(null),
      onSubmitted: (created) => dispatch('lingua-submitted', { jobRequestId: created.id }),
      onFailed: (error) => dispatch('lingua-failed', { message: errorDisplayMessage(error) }),
      onLinesSaved: (id: string) => dispatch('lingua-media-saved', { jobRequestId: id }),
      onRebuilt: (id: string) => dispatch('lingua-media-rebuilt', { jobRequestId: id }),
    }),
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-mt-media': LinguaElement<MediaTranslationElementProps>;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<MediaTranslationEvents> {}
}

/** Called by the widget loader with the server's configuration; defines the element. */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<MediaTranslationElementProps, MediaTranslationEvents>('lingua-mt-media', MediaTranslationWidget, {
    props: { humanProjectUrl: 'string' },
    events: ['lingua-submitted', 'lingua-failed', 'lingua-request-opened', 'lingua-media-saved', 'lingua-media-rebuilt'],
    parts: { toolbar: 'The heading and the button that opens the create panel.', list: 'The media request list.' },
  });
}
