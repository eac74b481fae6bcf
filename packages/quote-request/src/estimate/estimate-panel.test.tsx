// The live estimate reads its counts as English does: one page, one target language; several, in the plural.
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { installApiDouble } from '@lingua/core/test/api-double';
import { installXhrDouble } from '@lingua/core/test/xhr-double';
import { renderWithLingua } from '@lingua/core/test/render';
import { presignedPost } from '../fixtures/quote-request-fixtures.ts';
import { EstimatePanel } from './estimate-panel.tsx';

const doubles: Array<{ restore: () => void }> = [];
afterEach(() => doubles.splice(0).forEach((d) => d.restore()));

function installEstimate(targetCount: number, documentPages: number) {
  doubles.push(
    installApiDouble({
      'POST /tempFiles/actions/createPresignedPost': { body: presignedPost },
      'POST /autoQuotes/actions/estimate': { body: { totalPages: documentPages * targetCount, documentPages, pricePerPage: 24.5, price: 24.5 * documentPages * targetCount, complete: true, perFile: [] } },
    }),
    installXhrDouble(),
  );
}

const files = [new File(['Hello world'], 'leaflet.docx')];

function renderEstimate(targetCount: number, documentPages: number) {
  installEstimate(targetCount, documentPages);
  renderWithLingua(<EstimatePanel files={files} targetCount={targetCount} />);
}

/** The panel under a form whose second target language is added by a button. */
function TwoLanguages() {
  const [count, setCount] = useState(1);
  return (
    <>
      <EstimatePanel files={files} targetCount={count} />
      <button onClick={() => setCount(2)}>Add Spanish</button>
    </>
  );
}

describe('EstimatePanel', () => {
  it('says "1 page" and "1 target language" for one of each', async () => {
    renderEstimate(1, 1);
    expect(await screen.findByTestId('estimate-pages', {}, { timeout: 3000 })).toHaveTextContent(/^1 page$/);
    expect(screen.getByText('For 1 target language. The final quote may differ.')).toBeInTheDocument();
  });

  it('uses the plural for several', async () => {
    renderEstimate(3, 4);
    expect(await screen.findByTestId('estimate-pages', {}, { timeout: 3000 })).toHaveTextContent(/^4 pages$/);
    expect(screen.getByText('For 3 target languages. The final quote may differ.')).toBeInTheDocument();
  });

  it('keeps the last price, dimmed, while it re-prices, and says it is estimating instead of the pages', async () => {
    installEstimate(1, 3);
    renderWithLingua(<TwoLanguages />);
    expect(await screen.findByTestId('estimate-pages', {}, { timeout: 3000 })).toHaveTextContent(/^3 pages$/);
    const price = screen.getByTestId('estimate-price').textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Add Spanish' }));
    expect(screen.getByTestId('estimate-price')).toHaveTextContent(price!);
    expect(screen.getByText('Estimating…')).toBeInTheDocument();
    expect(screen.queryByTestId('estimate-pages')).toBeNull();
    expect(await screen.findByTestId('estimate-pages', {}, { timeout: 3000 })).toHaveTextContent(/^3 pages$/);
    expect(screen.queryByText('Estimating…')).toBeNull();
  });
});
