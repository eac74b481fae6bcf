import { expect } from 'vitest';
import { describeElement } from '@lingua/core/test/element-suite';
import { adminClaims } from '@lingua/core/test/fake-identity';
import { resetPage } from '@lingua/core/test/reset';
import { register } from './sign-in-status.element.ts';

describeElement({
  tag: 'lingua-sign-in-status',
  register,
  setup: () => {
    resetPage().claims = adminClaims;
  },
  attributes: { 'hide-sign-out': '' },
  rendered: async (view) => {
    expect(await view.findByText('Signed in as Ada Lovelace')).toBeInTheDocument();
    // hide-sign-out is present, so the component got hideSignOut = true.
    expect(view.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  },
});
