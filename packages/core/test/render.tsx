// Unit-test rendering for core and the features (exported as @lingua/core/test/render, never from core's index):
// renders UI the way the portal does — inside LinguaProvider (Mantine test env: no transitions, no portals) with
// a fresh SWR cache per render, so one test's data never answers another's, and no SWR deduping, so a test's
// refetch reaches the fetch double. A page nobody configured yet gets the test API base the doubles answer.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { configure, isConfigured } from '../src/config/config.ts';
import { LinguaProvider } from '../src/provider/lingua-provider.tsx';

export function renderWithLingua(ui: ReactElement): RenderResult {
  if (!isConfigured()) configure({ apiBase: 'https://api.example.com/v1', interaction: 'popup' });
  return render(
    <LinguaProvider env="test" reportErrors={false} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {ui}
    </LinguaProvider>,
  );
}
