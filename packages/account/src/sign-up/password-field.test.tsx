import { useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithLingua } from '@lingua/core/test/page-double';
import type { FocusHandover, PasswordFieldProps } from './password-field.tsx';

// The PasswordInput's code arrives when the test says so.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
});
vi.mock('./password-field-input.tsx', async (original) => {
  await gate.opened;
  return original();
});

/** The field as a module that has not loaded its PasswordInput yet (another test file may have). */
async function freshField() {
  vi.resetModules();
  const { PasswordField } = (await import('./password-field.tsx')) as { PasswordField: ComponentType<PasswordFieldProps> };
  return function Field({ onBlur }: { onBlur: () => void }) {
    const [value, setValue] = useState('');
    const handover: FocusHandover = useRef(null);
    return (
      <PasswordField label="Password" autoComplete="new-password" value={value} onChange={(event) => setValue(event.currentTarget.value)} onBlur={onBlur} handover={handover} />
    );
  };
}

describe('PasswordField', () => {
  it('takes typing at once, and keeps the focus, caret and value when the PasswordInput replaces its stand-in', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const Field = await freshField();
    renderWithLingua(<Field onBlur={onBlur} />);
    const standIn = screen.getByLabelText(/^Password/);
    expect(standIn).toHaveAttribute('type', 'password');
    await user.click(standIn);
    await user.keyboard('secr');
    gate.open();
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).not.toBe(standIn));
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('secr');
    await user.keyboard('et');
    expect(input).toHaveValue('secret');
    // Replacing the stand-in is no leaving of the field: nothing was checked.
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
