// <lingua-document-review> through the shared element suite.
import { expect } from 'vitest';
import { describeElement } from '@lingua/core/test/element-suite';
import { clientClaims } from '@lingua/core/test/fake-identity';
import { resetPage } from '@lingua/core/test/reset';
import { FIXTURE_FILE, fixtureReview, reviewRoutes } from './fixtures/review-fixtures.ts';
import { register } from './document-review.element.ts';

describeElement({
  tag: 'lingua-document-review',
  register,
  setup: () => {
    resetPage().claims = clientClaims;
  },
  routes: reviewRoutes(fixtureReview()),
  attributes: { 'job-request-id': FIXTURE_FILE.jobRequestId, 'file-key': FIXTURE_FILE.fileKey },
  rendered: async (view) => {
    expect(await view.findByRole('textbox', { name: 'Translation of segment 2' }, { timeout: 20_000 })).toBeInTheDocument();
  },
  events: {
    'lingua-back': {
      trigger: async (view, user) => user.click(await view.findByRole('link', { name: /Back to the request/ }, { timeout: 20_000 })),
      detail: FIXTURE_FILE,
    },
  },
});
