import { expect } from 'vitest';
import { describeElement } from '@lingua/core/test/element-suite';
import { adminClaims } from '@lingua/core/test/fake-identity';
import { resetPage } from '@lingua/core/test/reset';
import { register } from './session-badge.element.ts';

describeElement({
  tag: 'lingua-session-badge',
  register,
  setup: () => {
    resetPage().claims = adminClaims;
  },
  attributes: { 'show-email': '' },
  rendered: async (view) => {
    expect(await view.findByText('Signed in')).toBeInTheDocument();
    // show-email is present, so the component got showEmail = true.
    expect(view.getByText('ada@example.com')).toBeInTheDocument();
  },
});
