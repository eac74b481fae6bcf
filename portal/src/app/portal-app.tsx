import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LinguaProvider } from '@lingua/core';
import { createPortalRoutes } from './routes.tsx';
import type { PortalRouteOptions } from './routes.tsx';

/** The routed portal inside core's provider (theme, catalogue, SWR, session-expiry dialog). */
export function PortalApp(props: PortalRouteOptions) {
  // A data router is created once, outside rendering (react-router docs: never re-created per render).
  const [router] = useState(() => createBrowserRouter(createPortalRoutes(props)));
  return (
    <LinguaProvider>
      <RouterProvider router={router} />
    </LinguaProvider>
  );
}
