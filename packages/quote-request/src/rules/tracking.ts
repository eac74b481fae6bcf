// Spec 2 §7: visitor-tracking events "Project Created" and "Quote Created", sent on success only. They are
// posted to the deployment's tracking destination when it has one (the server's TRACKING_URL, in the portal's
// configuration), and pushed to window.dataLayer when the host page has one (a client intranet's analytics).
import type { CreatableRequestType } from '@lingua/contract';
import { getConfig, isConfigured } from '@lingua/core';

export type TrackingEventName = 'Project Created' | 'Quote Created';

export const trackingEventName = (type: CreatableRequestType): TrackingEventName =>
  type === 'TRANSLATION_REQUEST' ? 'Project Created' : 'Quote Created';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Sends the event to the configured destination and to window.dataLayer, where present; never throws. */
export function pushTrackingEvent(name: TrackingEventName, detail: Record<string, unknown>): void {
  const event = { event: name, ...detail };
  if (Array.isArray(window.dataLayer)) window.dataLayer.push(event);
  const url = isConfigured() ? getConfig().trackingUrl : undefined;
  if (!url) return;
  // A beacon survives the page moving on (the submitted page, a navigation) and needs no answer; as text/plain
  // it is a simple request, so another origin takes it without a CORS preflight.
  const body = JSON.stringify(event);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
  } catch {
    // fall through to fetch
  }
  // Tracking must never disturb the request that succeeded.
  void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
}
