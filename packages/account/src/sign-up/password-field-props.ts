// The props of a password field, shared by its stand-in (password-field.tsx) and the input that replaces it.
import type { ChangeEvent, FocusEvent, MutableRefObject, ReactNode } from 'react';

/** The caret of the stand-in that had the focus when it was replaced; null when it had none. */
export type FocusHandover = MutableRefObject<{ start: number | null; end: number | null } | null>;

/** What the step gives both inputs (the props PasswordInput and TextInput share). */
export interface PasswordFieldProps {
  label: ReactNode;
  autoComplete: string;
  withAsterisk?: boolean;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: ReactNode;
  handover: FocusHandover;
}
