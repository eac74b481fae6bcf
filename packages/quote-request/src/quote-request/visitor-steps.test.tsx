import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithLingua } from '@lingua/core/test/render';
import { registerCreateProjectTexts } from '../texts.ts';
import { VisitorEmailStep } from './visitor-steps.tsx';

registerCreateProjectTexts();

// The e-mail step reports the visitor's intent so the entry downloads the next screen then, not with the page
// (decision 119's addendum): never on its own, at once on each way a visitor starts to act.
function renderStep() {
  const onIntent = vi.fn();
  renderWithLingua(<VisitorEmailStep onContinue={async () => {}} onIntent={onIntent} />);
  return { onIntent, field: screen.getByRole('textbox', { name: 'E-mail address' }) };
}

describe('VisitorEmailStep intent', () => {
  it('reports nothing while the visitor only looks at the step', async () => {
    const { onIntent } = renderStep();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('reports a pointer reaching the step', () => {
    const { onIntent, field } = renderStep();
    fireEvent.pointerEnter(field.closest('form')!.parentElement!);
    expect(onIntent).toHaveBeenCalled();
  });

  it('reports focus by keyboard', async () => {
    const { onIntent, field } = renderStep();
    await userEvent.tab();
    expect(field).toHaveFocus();
    expect(onIntent).toHaveBeenCalled();
  });

  it('reports a tap and input (autofill)', () => {
    const first = renderStep();
    fireEvent.pointerDown(first.field);
    expect(first.onIntent).toHaveBeenCalled();
    cleanup();
    const second = renderStep();
    fireEvent.input(second.field, { target: { value: 'vera@acme.example' } });
    expect(second.onIntent).toHaveBeenCalled();
  });
});
