// Sign-up's password fields on its first screen (decision 172): Mantine's PasswordInput, with its show/hide
// button and their CSS (3.5 KB gzipped), loads right after first paint. Until then a password TextInput of the
// same size stands in: the value is the step's state, and a stand-in that has the focus hands it, with the
// caret, to the PasswordInput that replaces it, so typing goes on in the same place.
import { useLayoutEffect, useRef } from 'react';
import type { FocusEvent } from 'react';
import { TextInput } from '@mantine/core';
import { lazyPart } from '@lingua/core';
import type { PasswordFieldProps } from './password-field-props.ts';

export type { FocusHandover, PasswordFieldProps } from './password-field-props.ts';

function StandIn({ handover, onBlur, ...props }: PasswordFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const leaving = useRef(false);
  useLayoutEffect(
    () => () => {
      const element = input.current;
      leaving.current = true;
      if (element && (element.getRootNode() as Document | ShadowRoot).activeElement === element) {
        handover.current = { start: element.selectionStart, end: element.selectionEnd };
      }
    },
    [handover],
  );
  // The browser blurs an input it removes: that is no leaving of the field, which would check it (and show a
  // message while the user is still typing).
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    if (!leaving.current) onBlur?.(event);
  };
  return <TextInput {...props} ref={input} type="password" onBlur={blur} />;
}

/** A password input of the sign-up's first step; `handover` is one ref per field. */
export const PasswordField = lazyPart<PasswordFieldProps>(
  () => import('./password-field-input.tsx').then((m) => m.PasswordFieldInput),
  (props) => <StandIn {...props} />,
);
