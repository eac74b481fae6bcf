// The popup sign-in's return page of the portal (auth-redirect.html). Apart from identity-client.ts so that page
// loads MSAL's small bridge alone and nothing else imports MSAL statically (decision 080).

/** Runs the MSAL v5 redirect bridge: call it on the page registered as popupRedirectUri. */
export async function runRedirectBridge(): Promise<void> {
  const { broadcastResponseToMainFrame } = await import('@azure/msal-browser/redirect-bridge');
  await broadcastResponseToMainFrame();
}
