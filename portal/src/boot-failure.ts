// Without a configuration nothing else can work (not even the error-reporting call), so the portal
// shows one plain message with a reload button, in the catalogue's words.
import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { t } from '@lingua/core';

export function renderBootFailure(root: Root): void {
  root.render(
    createElement(
      'main',
      { style: { fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '15vh auto', padding: 24, textAlign: 'center' } },
      createElement('h1', null, t('common.errorPage.title')),
      createElement('p', null, t('portal.configError')),
      createElement('button', { type: 'button', onClick: () => window.location.reload() }, t('portal.reload')),
    ),
  );
}
