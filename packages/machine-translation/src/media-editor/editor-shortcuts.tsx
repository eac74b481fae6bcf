// The editor's keyboard, listed under a disclosure beside the timeline.
import { useT } from '@lingua/core';

const KEYS = ['seek', 'setStart', 'setEnd', 'nudge', 'split', 'merge', 'undo'] as const;

export function EditorShortcuts() {
  const t = useT();
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
        {t('machineTranslation.media.editor.shortcutsTitle')}
      </summary>
      <ul style={{ margin: '4px 0 0', paddingLeft: 18, fontSize: 'var(--mantine-font-size-xs)' }}>
        {KEYS.map((k) => (
          <li key={k}>{t(`machineTranslation.media.editor.shortcuts.${k}`)}</li>
        ))}
      </ul>
    </details>
  );
}
