// A translated line's glossary terms (decision 134) marked in the media editor as the text result marks them:
// underlined, saying "From your glossary" on keyboard focus.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderMt } from '../fixtures/render.tsx';
import { registerMachineTranslationTexts } from '../texts.ts';
import { SegmentRow } from './segment-row.tsx';

registerMachineTranslationTexts();

const noop = () => {};
const line = { id: 's1', start: 0, end: 3, text: 'Bring your insurance card.' };

function row(target: { id: string; text: string; stale: boolean; glossaryTerms?: Array<{ start: number; end: number }> }) {
  renderMt(
    <SegmentRow n={1} count={1} line={line} target={target} active={false} sourceLanguageName="English" targetLanguageName="Spanish" readOnly={false} onSourceText={noop} onTargetText={noop} onSeek={noop} onKey={noop} />,
  );
}

describe('glossary terms in a translated line', () => {
  it('underlines the terms the engine wrote from the glossary, each saying so on focus', async () => {
    row({ id: 's1', text: 'Traiga su tarjeta sanitaria.', stale: false, glossaryTerms: [{ start: 10, end: 27 }] });
    const marks = screen.getByRole('group', { name: 'Terms from your glossary are underlined.' });
    const term = within(marks).getByText('tarjeta sanitaria');
    expect(term.tagName).toBe('U');
    expect(term).toHaveAttribute('data-mark', 'glossary');
    act(() => term.focus());
    expect(await screen.findByText('From your glossary')).toBeVisible();
  });

  it('shows nothing more for a line without terms', () => {
    row({ id: 's1', text: 'Traiga su tarjeta sanitaria.', stale: false });
    expect(screen.queryByRole('group', { name: 'Terms from your glossary are underlined.' })).toBeNull();
  });
});
