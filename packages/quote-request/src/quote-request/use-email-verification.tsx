import { useState } from 'react';
import type { ReactNode } from 'react';
import { EmailVerificationDialog } from '@lingua/core';

/**
 * Spec 2 §4 and §6: a visitor verifies the e-mail before the final submit. `verify(email)` opens the dialog
 * (which sends a code) and resolves with the verified code; closing the dialog rejects with an AbortError, so
 * the form keeps its values. Render `dialog` once.
 */
export function useEmailVerification(): { verify: (email: string) => Promise<string>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ email: string; resolve: (code: string) => void; reject: (e: unknown) => void } | null>(null);
  const verify = (email: string) => new Promise<string>((resolve, reject) => setPending({ email, resolve, reject }));
  const dialog = (
    <EmailVerificationDialog
      opened={pending !== null}
      email={pending?.email ?? ''}
      onClose={() => {
        pending?.reject(new DOMException('Verification cancelled', 'AbortError'));
        setPending(null);
      }}
      onVerified={(code) => {
        pending?.resolve(code);
        setPending(null);
      }}
    />
  );
  return { verify, dialog };
}
