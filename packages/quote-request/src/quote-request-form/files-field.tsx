// A drop zone bound to one list of the form (source documents or reference files): dropped files are checked
// against the audience's limits (rules/file-rules.ts) and a refusal is shown until the next drop or removal.
import { useState } from 'react';
import type { UploadLimits } from '@lingua/contract';
import { addFiles, dropHint } from '../rules/file-rules.ts';
import { FileDrop } from './file-drop.tsx';
import { fieldError, type QuoteRequestFormState } from './use-quote-request-form.ts';

export interface FilesFieldProps {
  form: QuoteRequestFormState;
  category: 'SOURCE_DOCUMENT' | 'REFERENCE';
  title: string;
  limits: UploadLimits;
}

export function FilesField({ form, category, title, limits }: FilesFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const path = category === 'REFERENCE' ? 'referenceFiles' : 'files';
  const files = form.values[path];
  return (
    <FileDrop
      title={title}
      hint={dropHint(limits, category)}
      files={files}
      error={refusal ?? fieldError(form, path)}
      onDrop={(dropped) => {
        const next = addFiles(form.values, category, dropped, limits);
        form.setFieldValue(path, next.files);
        setRefusal(next.error);
        form.clearFieldError(path);
      }}
      onRemove={(i) => {
        form.setFieldValue(path, files.filter((_, j) => j !== i));
        setRefusal(null);
      }}
    />
  );
}
