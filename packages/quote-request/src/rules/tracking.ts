// Spec 2 §7: visitor-tracking events "Project Created" and "Quote Created". They go to the host's analytics
// through window.dataLayer when the page has one; the product itself sends nothing anywhere.
import type { CreatableRequestType } from '@lingua/contract';

export type TrackingEventName = 'Project Created' | 'Quote Created';

export const trackingEventName = (type: CreatableRequestType): TrackingEventName =>
  type === 'TRANSLATION_REQUEST' ? 'Project Created' : 'Quote Created';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes the event to window.dataLayer when present. */
export function pushTrackingEvent(name: TrackingEventName, detail: Record<string, unknown>): void {
  if (Array.isArray(window.dataLayer)) window.dataLayer.push({ event: name, ...detail });
}
