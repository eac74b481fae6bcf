// The document editor alone in a page, for tests/bench/document-review.ts: the real editor (production build)
// with the calls answered in the page from a generated document of `?segments=N`, so the browser's own figures
// (first screen, heap, keystroke to paint) are measured without the server's listing time (decision 173 prints it).
import '@mantine/core/styles.css';
import { createRoot } from 'react-dom/client';
import { configure, LinguaProvider } from '@lingua/core';
import { installFetchDouble } from '@lingua/core/test/fetch-double';
import { DocumentReview } from '../src/document-review.tsx';
import { FIXTURE_FILE, fixtureReview, fixtureSegments, reviewRoutes } from '../src/fixtures/review-fixtures.ts';

configure({ apiBase: '/v1' });
const count = Number(new URLSearchParams(location.search).get('segments') ?? '5000');
// The document's answer is made before the editor starts, as the server's would be waiting on the wire.
const review = JSON.parse(JSON.stringify(fixtureReview({}, fixtureSegments(count)))) as ReturnType<typeof fixtureReview>;
installFetchDouble(reviewRoutes(() => review));
(window as unknown as { benchStart: number }).benchStart = performance.now();
createRoot(document.getElementById('root')!).render(
  <LinguaProvider reportErrors={false} swr={{ provider: () => new Map() }}>
    <DocumentReview {...FIXTURE_FILE} />
  </LinguaProvider>,
);
