// Download of one language's lines as the chosen subtitle type (the request's own type first).
import { useState } from 'react';
import { Button, Select } from '@mantine/core';
import { SUBTITLE_FORMATS, type JobRequest, type SubtitleFormat } from '@lingua/contract';
import { useT } from '@lingua/core';
import { IconDownload } from '@tabler/icons-react';
import type { MediaEditorModel } from './use-media-editor.ts';

export interface EditorExportProps {
  job: JobRequest;
  editor: MediaEditorModel;
  languages: Array<{ value: string; label: string }>;
}

export function EditorExport({ job, editor, languages }: EditorExportProps) {
  const t = useT();
  const file = editor.file!;
  const [language, setLanguage] = useState(file.source.languageId);
  const [format, setFormat] = useState<SubtitleFormat>((job.subtitlesType as SubtitleFormat | null | undefined) ?? 'srt');
  const fileName = `${file.fileName.replace(/\.[^.]+$/, '')}_${language}.${format}`;
  return (
    <>
      <Select size="xs" w={160} label={t('machineTranslation.media.editor.exportLanguage')} value={language} allowDeselect={false} onChange={(v) => v && setLanguage(v)} data={languages} comboboxProps={{ withinPortal: true }} />
      <Select
        size="xs"
        w={110}
        label={t('machineTranslation.media.editor.exportFormat')}
        value={format}
        allowDeselect={false}
        onChange={(v) => v && setFormat(v as SubtitleFormat)}
        data={SUBTITLE_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
        comboboxProps={{ withinPortal: true }}
      />
      <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void editor.exportAs(language, format, fileName)}>
        {t('machineTranslation.media.editor.download')}
      </Button>
    </>
  );
}
