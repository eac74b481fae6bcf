import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithLingua } from '../../test/render.tsx';
import { EditableName } from './editable-name.tsx';

function Harness({ onSave, initial = 'Leaflet' }: { onSave: (name: string) => Promise<void>; initial?: string }) {
  const [editing, setEditing] = useState(true);
  return (
    <>
      <EditableName name={initial} editing={editing} onEditingChange={setEditing} onSave={onSave} />
      <button type="button">elsewhere</button>
    </>
  );
}

function setup(initial?: string) {
  const onSave = vi.fn(async () => undefined);
  const user = userEvent.setup();
  renderWithLingua(<Harness onSave={onSave} initial={initial} />);
  return { onSave, user, input: screen.getByRole('textbox', { name: 'Request name' }) };
}

describe('EditableName (spec 3 §2.3, §5)', () => {
  it('saves the trimmed name on Enter', async () => {
    const { onSave, user, input } = setup();
    await user.clear(input);
    await user.type(input, '  New name  {Enter}');
    expect(onSave).toHaveBeenCalledWith('New name');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('cancels on Escape without saving', async () => {
    const { onSave, user, input } = setup();
    await user.type(input, ' changed{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Leaflet')).toBeVisible();
  });

  it('saves on blur', async () => {
    const { onSave, user, input } = setup();
    await user.type(input, ' v2');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onSave).toHaveBeenCalledWith('Leaflet v2');
  });

  it('cancels with the Cancel button (no save from the blur it causes)', async () => {
    const { onSave, user, input } = setup();
    await user.type(input, ' v2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('does not send an unchanged trimmed value', async () => {
    const { onSave, user, input } = setup();
    await user.type(input, '   {Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('requires a name', async () => {
    const { onSave, user, input } = setup();
    await user.clear(input);
    await user.type(input, '  {Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Required')).toBeVisible();
  });

  it('allows at most 250 characters', async () => {
    const { onSave, user, input } = setup();
    await user.clear(input);
    await user.click(input);
    await user.paste('x'.repeat(251));
    await user.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('The name can have at most 250 characters.')).toBeVisible();
    await user.keyboard('{Backspace}{Enter}');
    expect(onSave).toHaveBeenCalledWith('x'.repeat(250));
  });

  it('counts the trimmed name, as the server stores it', async () => {
    const { onSave, user, input } = setup();
    await user.clear(input);
    await user.click(input);
    await user.paste(`  ${'y'.repeat(250)}  `);
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith('y'.repeat(250));
  });
});
