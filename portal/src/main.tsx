// Boots the portal: reads /portal-config.json (preloaded by index.html), configures core (redirect sign-in;
// ending impersonation reloads /), reports uncaught errors and renders the routes; core's provider then
// completes a returning sign-in. The code of the area the page opens on starts loading first of all.
// Mantine's CSS comes from core (installPageCss below, decision 119): the base sheets, then each component's
// sheet as the chunk holding the component loads, all in the script. The portal's own few rules come after it,
// in the script too: as a file they were a request of their own for half a kilobyte.
import portalCss from './styles/portal.css?inline';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configure, installErrorReporting, installPageCss, loadPortalConfig, pickLanguage, preloadRedirectIdentity } from '@lingua/core';
import { PortalApp, preloadRouteOf } from './app/index.ts';
import { registerPortalTexts } from './texts/register-portal-texts.ts';
import { renderBootFailure } from './boot-failure.ts';
import type { ExternalLinks } from './pages/home/index.ts';

installPageCss();
const portalStyle = document.createElement('style');
portalStyle.textContent = portalCss;
document.head.append(portalStyle);
registerPortalTexts();
// A visitor's earlier choice of language on this browser (decision 189).
void pickLanguage();
// The page's own area, and the sign-in client when a session may be stored, download while the configuration
// loads (decision 088).
preloadRouteOf(window.location.pathname);
preloadRedirectIdentity();
const root = createRoot(document.getElementById('root')!);

async function boot(): Promise<void> {
  const portalConfig = (await loadPortalConfig()) as Awaited<ReturnType<typeof loadPortalConfig>> & { links?: ExternalLinks };
  configure({
    ...portalConfig,
    interaction: 'redirect',
    // Spec 1 §4: ending impersonation reloads / (a full load, so nothing cached as the other user survives).
    navigate: (path) => window.location.assign(path),
  });
  installErrorReporting();
  // A transition renders in slices that yield to the browser every few milliseconds: the first render of the
  // provider, router and shell is one long task otherwise. The session is restored once that render has
  // committed (core's provider starts it): a session store changing while a transition renders makes React
  // redo the whole render at once (decision 088).
  startTransition(() =>
    root.render(
      <StrictMode>
        <PortalApp links={portalConfig.links} />
      </StrictMode>,
    ),
  );
}

boot().catch((error: unknown) => {
  console.error('Portal failed to start', error);
  renderBootFailure(root);
});
