import { useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { JOB_REQUEST_NAME_MAX_LENGTH, jobRequestNameProblem } from '@lingua/contract';
import { IconPencil, IconX } from '@tabler/icons-react';
import { inputDir } from '../i18n/format.ts';
import { useT } from '../i18n/i18n.ts';
import { errorDisplayMessage } from '../api/api-error.ts';
import { registerJobRequestTexts } from './texts.ts';

registerJobRequestTexts();

export interface EditableNameProps {
  name: string;
  /** Whether the editor is open (controlled by the row's Rename action or the edit button). */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** Saves a changed, trimmed, valid name; a rejection keeps the editor open with the error. */
  onSave: (newName: string) => Promise<void>;
  /** Hides the edit button (spec 3 §4.4: ARCHIVED, CREATED, SUBMITTING_TO_XTRF). */
  disabled?: boolean;
  /** How the name is shown when not editing; default plain text. */
  renderName?: (name: string) => ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** The editor's draft and its save: only a changed trimmed value is saved; a refusal keeps the editor open. */
function useNameDraft({ name, editing, onEditingChange, onSave }: Pick<EditableNameProps, 'name' | 'editing' | 'onEditingChange' | 'onSave'>) {
  const t = useT();
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [wasEditing, setWasEditing] = useState(editing);
  if (editing !== wasEditing) {
    // Opening the editor starts from the current name (render-time reset, no effect needed).
    setWasEditing(editing);
    if (editing) {
      setDraft(name);
      setError(null);
    }
  }
  const cancel = () => {
    setError(null);
    onEditingChange(false);
  };
  const save = async () => {
    if (saving) return;
    const trimmed = draft.trim();
    if (trimmed === name.trim()) return cancel();
    // Spec 3 §5: the contract's rule, on the trimmed name the server stores.
    const problem = jobRequestNameProblem(trimmed);
    if (problem) return setError(problem === 'required' ? t('common.validation.required') : t('jobRequests.rename.maxLength', { max: JOB_REQUEST_NAME_MAX_LENGTH }));
    setSaving(true);
    try {
      await onSave(trimmed);
      setError(null);
      onEditingChange(false);
    } catch (e) {
      setError(errorDisplayMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return { draft, setDraft, error, saving, cancel, save };
}

/** The name as shown, with the button that opens the editor unless renaming is not allowed. */
function NameShown({ name, disabled, renderName, size = 'sm', onEdit }: Pick<EditableNameProps, 'name' | 'disabled' | 'renderName' | 'size'> & { onEdit: () => void }) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      {renderName ? renderName(name) : <Text size={size} fw={500} dir="auto">{name}</Text>}
      {disabled ? null : (
        <Tooltip label={t('jobRequests.rename.edit')}>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('jobRequests.rename.edit')} onClick={onEdit}>
            <IconPencil size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/**
 * Inline name editor (spec 3 §2.3): Enter saves, Escape cancels, blur saves, the Cancel button cancels; only a
 * changed trimmed value is saved; required and at most 250 characters (§5).
 */
export function EditableName(props: EditableNameProps) {
  const { editing, onEditingChange, size = 'sm' } = props;
  const t = useT();
  const { draft, setDraft, error, saving, cancel, save } = useNameDraft(props);
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!editing) return <NameShown {...props} onEdit={() => onEditingChange(true)} />;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    if (event.key === 'Enter') return void save();
    event.stopPropagation();
    cancel();
  };
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <TextInput
        // On the input itself: Mantine's own `dir` prop goes to the wrapper, whose direction no input gives.
        attributes={inputDir(draft)}
        aria-label={t('jobRequests.rename.label')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Moving to the Cancel button must not save first: the button cancels.
          if (event.relatedTarget === cancelRef.current) return;
          void save();
        }}
        error={error}
        disabled={saving}
        autoFocus
        size={size === 'sm' ? 'xs' : 'sm'}
        style={{ flex: 1, minWidth: 180 }}
      />
      {/* Keeps focus in the input on mouse press, so blur does not save before the click cancels. */}
      <ActionIcon ref={cancelRef} variant="subtle" color="gray" aria-label={t('jobRequests.rename.cancel')} onMouseDown={(event) => event.preventDefault()} onClick={cancel} mt={size === 'sm' ? 2 : 6}>
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
