// The PasswordInput that replaces a password field's stand-in (password-field.tsx, decision 172).
import { useLayoutEffect, useRef } from 'react';
import { PasswordInput } from '@mantine/core';
import type { PasswordFieldProps } from './password-field-props.ts';

/** Mantine's PasswordInput, taking the focus and caret its stand-in had. */
export function PasswordFieldInput({ handover, ...props }: PasswordFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const caret = handover.current;
    handover.current = null;
    if (!caret || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(caret.start, caret.end);
  }, [handover]);
  return <PasswordInput ref={input} {...props} />;
}
