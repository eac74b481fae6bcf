// Renders UI the way the portal does: inside LinguaProvider (Mantine test env: no transitions, no portals),
// with a fresh SWR cache per render so one test's data never answers another's.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { LinguaProvider } from '../src/provider/lingua-provider.tsx';

export function renderWithLingua(ui: ReactElement) {
  return render(
    <LinguaProvider env="test" reportErrors={false} swr={{ provider: () => new Map() }}>
      {ui}
    </LinguaProvider>,
  );
}
