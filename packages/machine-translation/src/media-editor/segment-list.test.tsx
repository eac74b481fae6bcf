// The line list of a one-hour transcript (decision 135): only the rows near the viewport are in the page, each
// saying where it stands among all the lines; scrolling and the keyboard focus bring the next rows in.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderMt } from '../fixtures/render.tsx';
import { registerMachineTranslationTexts } from '../texts.ts';
import { SegmentList } from './segment-list.tsx';

registerMachineTranslationTexts();

const lines = Array.from({ length: 900 }, (_, i) => ({ id: `s${i + 1}`, start: i * 4, end: i * 4 + 3, text: `line number ${i + 1}` }));
const noop = () => {};

function open() {
  renderMt(
    <SegmentList lines={lines} translation={null} sourceLanguageName="English" targetLanguageName={null} activeId={null} follow={false} readOnly={false} onSourceText={noop} onTargetText={noop} onSeek={noop} onKey={noop} />,
  );
  return screen.getByRole('list');
}

describe('the line list of 900 lines', () => {
  it('renders the rows near the viewport only, each with its place among all the lines', () => {
    open();
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '900');
    expect(screen.queryByRole('textbox', { name: 'Line 400, English' })).toBeNull();
  });

  it('brings the rows in as the list scrolls', () => {
    const list = open();
    list.scrollTop = 94 * 399;
    fireEvent.scroll(list);
    expect(screen.getByRole('textbox', { name: 'Line 400, English' })).toHaveValue('line number 400');
    expect(screen.queryByRole('textbox', { name: 'Line 1, English' })).toBeNull();
  });

  it('keeps the rows after the focused one rendered, so Tab reaches the next line', () => {
    open();
    const last = screen.getAllByRole('listitem').at(-1)!;
    const n = Number(last.getAttribute('aria-posinset'));
    fireEvent.focusIn(screen.getByRole('textbox', { name: `Line ${n}, English` }));
    expect(screen.getByRole('textbox', { name: `Line ${n + 1}, English` })).toBeInTheDocument();
  });
});
