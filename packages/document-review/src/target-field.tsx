// One segment's target as an editable field with its tags as chips (decision 178). The field is the browser's
// (typing, caret, IME stay native and focus is never taken away); an edit that would touch a chip is stopped
// before it happens (`beforeinput`'s target ranges), a paste keeps only the segment's own missing tags, and
// whatever still reaches the DOM with broken tags (an undo, a browser without target ranges) is put back with the
// reason, so the field never holds a target the server would refuse.
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { ClipboardEvent, FocusEvent, FormEvent, KeyboardEvent } from 'react';
import { useT } from '@lingua/core';
import { caretOffset, insertAtSelection, rangesTouchChip, readTarget, renderTarget, selectionOf, setCaret } from './chip-dom.ts';
import { checkTarget, cleanPaste, type Piece } from './text-model.ts';

export interface TargetFieldProps {
  position: number;
  value: string;
  tags: string;
  readOnly: boolean;
  label: string;
  describedBy?: string | undefined;
  onChange(position: number, target: string): void;
  /** An edit was refused: the reason in plain words. */
  onRefused(position: number, reason: string): void;
  onKeyDown?(event: KeyboardEvent<HTMLDivElement>, position: number): void;
  onFocus?(position: number): void;
  onBlur?(position: number): void;
}

type BeforeInput = InputEvent & { getTargetRanges?: () => StaticRange[] };

function useChipLabel() {
  const t = useT();
  return useCallback((piece: Extract<Piece, { kind: 'tag' }>) => t(`documentReview.chip.${piece.role}`, { n: piece.name.slice(1) }), [t]);
}

/** The field's DOM kept to the model: written when the value comes from elsewhere, read back after each edit. */
function useFieldEdits(props: TargetFieldProps, ref: { current: HTMLDivElement | null }) {
  const { position, value, tags, readOnly } = props;
  const t = useT();
  const chipLabel = useChipLabel();
  // The target the DOM holds: a new `value` is written only when it is not what the person just typed.
  const shown = useRef<string | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || shown.current === value) return;
    const focused = (el.getRootNode() as Document | ShadowRoot).activeElement === el;
    const caret = focused ? caretOffset(el) : null;
    renderTarget(el, value, chipLabel);
    shown.current = value;
    if (focused) setCaret(el, caret ?? Number.MAX_SAFE_INTEGER);
  }, [value, chipLabel, ref]);

  const refuse = (reason: string) => latest.current.onRefused(position, reason);
  const commit = (el: HTMLDivElement) => {
    const next = readTarget(el);
    if (next === shown.current) return;
    const check = checkTarget(tags, next);
    if (!check.ok) {
      const caret = caretOffset(el);
      renderTarget(el, shown.current ?? value, chipLabel);
      setCaret(el, caret ?? Number.MAX_SAFE_INTEGER);
      return refuse(t('documentReview.field.tagsKept', { reason: check.problem }));
    }
    shown.current = next;
    latest.current.onChange(position, next);
  };
  const onBeforeInput = (event: FormEvent<HTMLDivElement>) => {
    const native = event.nativeEvent as BeforeInput;
    const el = ref.current!;
    if (readOnly || native.inputType === 'insertParagraph' || native.inputType === 'insertLineBreak') return event.preventDefault();
    if (native.inputType === 'insertFromPaste' || native.inputType === 'insertFromDrop') return;
    const ranges = native.getTargetRanges?.() ?? [];
    if (rangesTouchChip(el, ranges)) {
      event.preventDefault();
      refuse(t('documentReview.field.chipProtected'));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const el = ref.current!;
    if (readOnly) return;
    const selection = selectionOf(el);
    if (selection && selection.rangeCount > 0 && rangesTouchChip(el, [selection.getRangeAt(0)])) return refuse(t('documentReview.field.chipProtected'));
    const text = cleanPaste(event.clipboardData.getData('text/plain'), tags, readTarget(el));
    if (insertAtSelection(el, text, chipLabel)) commit(el);
  };

  return { latest, commit, onBeforeInput, onPaste };
}

export const TargetField = memo(function TargetField(props: TargetFieldProps) {
  const { position, readOnly, label, describedBy } = props;
  const ref = useRef<HTMLDivElement | null>(null);
  const { latest, commit, onBeforeInput, onPaste } = useFieldEdits(props, ref);
  return (
    <div
      ref={ref}
      className="lp-doc-field"
      // The segment's own direction (decision 189): English in an Arabic page, an Arabic target in an English one.
      dir="auto"
      role="textbox"
      aria-label={label}
      aria-readonly={readOnly || undefined}
      aria-describedby={describedBy}
      data-position={position}
      tabIndex={0}
      contentEditable={!readOnly}
      suppressContentEditableWarning
      spellCheck
      onBeforeInput={onBeforeInput}
      onInput={(event) => commit(event.currentTarget)}
      onPaste={onPaste}
      onDrop={(event) => event.preventDefault()}
      onDragStart={(event) => event.preventDefault()}
      onKeyDown={(event) => latest.current.onKeyDown?.(event, position)}
      onFocus={(_event: FocusEvent) => latest.current.onFocus?.(position)}
      onBlur={() => latest.current.onBlur?.(position)}
    />
  );
});
