// The tab's dialogs, one open at a time as the state says: a new glossary, a term, a deletion, an import.
import { ConfirmDialog, useT } from '@lingua/core';
import { EntryDialog } from './entry-dialog.tsx';
import { glossaryName } from './glossaries-state.ts';
import { ImportDialog } from './import-dialog.tsx';
import { NewGlossaryDialog } from './new-glossary-dialog.tsx';
import type { GlossariesTab } from './use-glossaries-tab.ts';

export function GlossaryDialogs({ tab }: { tab: GlossariesTab }) {
  const t = useT();
  const dialog = tab.state.dialog;
  const close = () => tab.dispatch({ type: 'open', dialog: null });
  const deleting = dialog?.kind === 'delete' ? dialog.entry : null;
  const dropping = dialog?.kind === 'deleteGlossary' ? dialog.glossary : null;
  const editing = dialog?.kind === 'entry' ? dialog.entry : null;
  return (
    <>
      <NewGlossaryDialog opened={dialog?.kind === 'create'} languages={tab.languages ?? []} onCreate={tab.create} onClose={close} />
      <EntryDialog opened={dialog?.kind === 'entry'} entry={editing} onSave={(values) => tab.saveEntry(editing, values)} onClose={close} />
      <ImportDialog opened={dialog?.kind === 'import'} onImport={tab.importFile} onClose={close} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('languageAssets.glossaries.deleteTitle')}
        message={t('languageAssets.glossaries.deleteMessage', { term: deleting?.sourceTerm ?? '' })}
        confirmLabel={t('languageAssets.glossaries.deleteConfirm')}
        confirmColor="red.8"
        onClose={close}
        returnFocus={false}
        onConfirm={async () => {
          if (deleting) await tab.deleteEntry(deleting);
        }}
      />
      <ConfirmDialog
        opened={dropping !== null}
        title={t('languageAssets.glossaries.deleteGlossaryTitle')}
        message={t('languageAssets.glossaries.deleteGlossaryMessage', { name: dropping ? glossaryName(dropping, tab.languages) : '' })}
        confirmLabel={t('languageAssets.glossaries.deleteConfirm')}
        confirmColor="red.8"
        onClose={close}
        returnFocus={false}
        onConfirm={async () => {
          if (dropping) await tab.deleteGlossary(dropping);
        }}
      />
    </>
  );
}
