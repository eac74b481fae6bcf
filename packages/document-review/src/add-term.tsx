// "Add to glossary" beside a segment: the words selected in its source and in its translation become a term of
// the company's glossary for the document's language pair (made first when the company has none for it). The
// checks read the glossary again, so the new term is checked at once.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { calls, GLOSSARY_TERM_MAX_LENGTH } from '@lingua/contract';
import { callApi, errorDisplayMessage, useT, useUserAccount } from '@lingua/core';

/** The words last selected in one segment's source and translation. */
export interface SelectedPair {
  position: number;
  source: string;
  target: string;
}

/** The words of a selection as a person reads them: without the row's hidden label and the tags' chips. */
function selectedWords(range: Range): string {
  const part = range.cloneContents();
  for (const hidden of part.querySelectorAll('.lp-doc-hidden, .lp-chip')) hidden.remove();
  return (part.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Follows the selection inside `root` (the editor, in the page or in an element's shadow root): a selection in a
 * segment's source or translation is kept for that segment until one is made in another segment.
 */
export function useSelectedPair(root: HTMLElement | null): SelectedPair | null {
  const [pair, setPair] = useState<SelectedPair | null>(null);
  useEffect(() => {
    if (!root) return;
    const scope = root.getRootNode() as Document | (ShadowRoot & { getSelection?: () => Selection | null });
    const onChange = () => {
      const selection = scope.getSelection?.() ?? document.getSelection();
      const node = selection?.anchorNode;
      const text = selection?.rangeCount ? selectedWords(selection.getRangeAt(0)) : '';
      const element = node instanceof Element ? node : node?.parentElement;
      if (!text || !element || !root.contains(element)) return;
      const row = element.closest<HTMLElement>('[data-position].lp-doc-row');
      const side = element.closest('.lp-doc-source') ? 'source' : element.closest('.lp-doc-field') ? 'target' : null;
      if (!row || !side) return;
      const position = Number(row.dataset.position);
      setPair((p) => ({ ...(p?.position === position ? p : { position, source: '', target: '' }), [side]: text.slice(0, GLOSSARY_TERM_MAX_LENGTH) }));
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, [root]);
  return pair;
}

/** Adds the term to the glossary of the pair, creating that glossary first when the company has none. */
async function addTerm(clientId: string, pair: { source: string; target: string }, term: { sourceTerm: string; targetTerm: string }) {
  const glossaries = await callApi(calls.listGlossaries, { params: { clientId } });
  const glossary = glossaries.find((g) => g.sourceLanguageId === pair.source && g.targetLanguageId === pair.target) ?? (await callApi(calls.createGlossary, { params: { clientId }, body: { sourceLanguageId: pair.source, targetLanguageId: pair.target } }));
  await callApi(calls.createGlossaryEntry, { params: { clientId, glossaryId: glossary.id }, body: { ...term, doNotTranslate: false, caseSensitive: false } });
}

export interface AddTermProps {
  /** The document's languages as the glossaries name them. */
  languages: { source: string; target: string };
  selected: SelectedPair | null;
  position: number;
  /** After the term is stored: the checks read the glossary again. */
  onAdded(): void;
}

export function AddTerm({ languages, selected, position, onAdded }: AddTermProps) {
  const t = useT();
  const clientId = useUserAccount().data?.clientConfig?.clientId ?? null;
  const [sourceTerm, setSourceTerm] = useState('');
  const [targetTerm, setTargetTerm] = useState('');
  const [state, setState] = useState<{ busy: boolean; done: string | null; error: string | null }>({ busy: false, done: null, error: null });
  useEffect(() => {
    if (selected?.position !== position) return;
    if (selected.source) setSourceTerm(selected.source);
    if (selected.target) setTargetTerm(selected.target);
  }, [selected, position]);
  // Glossaries are a company's: staff reviewing a client's document add terms in the client's settings.
  if (!clientId) return null;
  const submit = async () => {
    if (!sourceTerm.trim() || !targetTerm.trim()) return setState({ busy: false, done: null, error: t('documentReview.addTerm.required') });
    setState({ busy: true, done: null, error: null });
    try {
      await addTerm(clientId, languages, { sourceTerm: sourceTerm.trim(), targetTerm: targetTerm.trim() });
      setState({ busy: false, done: t('documentReview.addTerm.added', { source: sourceTerm.trim(), target: targetTerm.trim() }), error: null });
      setSourceTerm('');
      setTargetTerm('');
      onAdded();
    } catch (error) {
      setState({ busy: false, done: null, error: errorDisplayMessage(error) });
    }
  };
  return (
    <Stack gap={6}>
      <Title order={4} size="h6">
        {t('documentReview.addTerm.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('documentReview.addTerm.hint')}
      </Text>
      <TextInput size="xs" label={t('documentReview.addTerm.source')} value={sourceTerm} maxLength={GLOSSARY_TERM_MAX_LENGTH} onChange={(e) => setSourceTerm(e.currentTarget.value)} />
      <TextInput size="xs" label={t('documentReview.addTerm.target')} value={targetTerm} maxLength={GLOSSARY_TERM_MAX_LENGTH} onChange={(e) => setTargetTerm(e.currentTarget.value)} />
      <Group gap="xs">
        <Button size="compact-xs" variant="light" loading={state.busy} onClick={() => void submit()}>
          {t('documentReview.addTerm.add')}
        </Button>
      </Group>
      <Text size="xs" c={state.error ? 'red.8' : 'teal.8'} role="status" aria-live="polite">
        {state.error ?? state.done ?? ''}
      </Text>
    </Stack>
  );
}

/** What the segment panel shows to add a term, given the segment; nothing until the document's languages are known. */
export function useTermAdder(root: HTMLElement | null, languages: { source: string; target: string } | null, onAdded: () => void): (position: number) => ReactNode {
  const selected = useSelectedPair(root);
  return (position) => (languages ? <AddTerm languages={languages} selected={selected} position={position} onAdded={onAdded} /> : null);
}
