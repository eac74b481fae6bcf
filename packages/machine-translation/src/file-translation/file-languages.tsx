// The source language and the target languages of a document request; a non-English source fixes English as
// the only target (spec 3 §4.6).
import { Group, MultiSelect, Select } from '@mantine/core';
import { useT } from '@lingua/core';
import { forcedTargets } from './file-rules.ts';
import { targetPlaceholder } from '../languages.ts';
import type { FileTranslationModel } from './use-file-translation.ts';

export function FileLanguages({ model }: { model: FileTranslationModel }) {
  const t = useT();
  const { state, dispatch, busy } = model;
  const forced = forcedTargets(state.source) !== undefined;
  const placeholder = targetPlaceholder(model.targetOptions.length);
  const message = (m: { key: string; vars?: Record<string, string | number> } | undefined) => (m ? t(m.key, m.vars) : undefined);
  return (
    <Group grow align="flex-start" wrap="wrap" gap="md">
      <Select
        label={t('machineTranslation.file.sourceLanguage')}
        data={model.sourceOptions}
        value={state.source}
        onChange={(source) => dispatch({ type: 'source', source })}
        searchable
        withAsterisk
        error={message(state.problems.source)}
        disabled={busy}
        miw={220}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={t('machineTranslation.file.targetLanguages')}
        placeholder={state.targets.length === 0 ? t(placeholder.key, placeholder.vars) : undefined}
        data={model.targetOptions}
        value={state.targets}
        onChange={(targets) => dispatch({ type: 'targets', targets })}
        searchable
        withAsterisk
        error={message(state.problems.targets)}
        disabled={busy || forced}
        description={forced ? t('machineTranslation.file.englishOnly') : undefined}
        miw={260}
        hidePickedOptions
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
