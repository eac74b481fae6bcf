// Above the terms: which glossary (language pair) is shown, a new one, and its file import and export.
import { Button, Group, Menu, Select } from '@mantine/core';
import { IconDownload, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import type { Glossary } from '@lingua/contract';
import { useT } from '@lingua/core';
import { glossaryName } from './glossaries-state.ts';
import type { GlossariesTab } from './use-glossaries-tab.ts';

export function GlossaryBar({ tab, shown }: { tab: GlossariesTab; shown: Glossary }) {
  const t = useT();
  const open = (dialog: Parameters<GlossariesTab['dispatch']>[0] & { type: 'open' }) => tab.dispatch(dialog);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        ref={tab.focus.glossary}
        label={t('languageAssets.glossaries.glossary')}
        data={tab.glossaries.map((g) => ({ value: g.id, label: glossaryName(g, tab.languages) }))}
        value={shown.id}
        onChange={(value) => value && tab.dispatch({ type: 'choose', glossaryId: value })}
        allowDeselect={false}
        w={260}
      />
      <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open({ type: 'open', dialog: { kind: 'create' } })}>
        {t('languageAssets.glossaries.create')}
      </Button>
      <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => open({ type: 'open', dialog: { kind: 'import' } })}>
        {t('languageAssets.glossaries.import')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
            {t('languageAssets.glossaries.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void tab.exportFile('csv')}>{t('languageAssets.glossaries.exportCsv')}</Menu.Item>
          <Menu.Item onClick={() => void tab.exportFile('tbx')}>{t('languageAssets.glossaries.exportTbx')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button variant="default" leftSection={<IconTrash size={16} color="var(--mantine-color-red-8)" aria-hidden />} onClick={() => open({ type: 'open', dialog: { kind: 'deleteGlossary', glossary: shown } })}>
        {t('languageAssets.glossaries.deleteGlossary')}
      </Button>
    </Group>
  );
}
