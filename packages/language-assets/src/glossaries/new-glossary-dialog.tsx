// A new glossary: the language pair it is for (one glossary per pair).
import { useEffect, useState } from 'react';
import { Modal, Select, Stack } from '@mantine/core';
import type { CreateGlossaryBody, Language } from '@lingua/contract';
import { ErrorAlert, formSubmit, nameOfLanguage, useT, useDialogSubmit } from '@lingua/core';
import { DialogButtons } from './dialog-buttons.tsx';

export interface NewGlossaryDialogProps {
  opened: boolean;
  languages: readonly Language[];
  onCreate: (body: CreateGlossaryBody) => Promise<void>;
  onClose: () => void;
}

export function NewGlossaryDialog({ opened, languages, onCreate, onClose }: NewGlossaryDialogProps) {
  const t = useT();
  const submit = useDialogSubmit();
  const [pair, setPair] = useState<{ source: string | null; target: string | null }>({ source: null, target: null });
  const { reset } = submit;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);
  const data = languages.map((l) => ({ value: l.id, label: nameOfLanguage(l) }));
  const create = formSubmit(() => {
    if (!pair.source || !pair.target) return;
    void submit.run(() => onCreate({ sourceLanguageId: pair.source!, targetLanguageId: pair.target! }));
  });
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={submit.busy ? () => {} : onClose} title={t('languageAssets.glossaries.createTitle')} centered>
      <form onSubmit={create} noValidate>
        <Stack>
          <Select label={t('languageAssets.glossaries.source')} data={data} searchable withAsterisk data-autofocus value={pair.source} onChange={(source) => setPair((p) => ({ ...p, source }))} comboboxProps={{ withinPortal: true }} />
          <Select label={t('languageAssets.glossaries.target')} data={data.filter((d) => d.value !== pair.source)} searchable withAsterisk value={pair.target} onChange={(target) => setPair((p) => ({ ...p, target }))} comboboxProps={{ withinPortal: true }} />
          {submit.failure ? <ErrorAlert error={submit.failure} /> : null}
          <DialogButtons busy={submit.busy} label={t('languageAssets.glossaries.createSave')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
