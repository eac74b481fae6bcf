// The popup sign-in's redirect page (core's popupRedirectUri default, `/auth-redirect.html`): it hands the
// provider's answer back to the window that opened the popup — a portal tab or a page embedding widgets.
import { runRedirectBridge } from '@lingua/core';

void runRedirectBridge();
