import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { lazyPart } from './lazy-part.tsx';
import { renderWithLingua } from '../../../test/render.tsx';

/** A part whose code arrives when the test says so. */
function deferredPart(fallback?: ReactNode | ((props: { label: string }) => ReactNode)) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = () => arrived.then(() => ({ label }: { label: string }) => <p>{label}</p>);
  const Part = fallback === undefined ? lazyPart(load) : lazyPart(load, fallback);
  return { Part, arrive };
}

describe('lazyPart', () => {
  it('shows a labelled loader until the part has loaded, then the part', async () => {
    const { Part, arrive } = deferredPart();
    renderWithLingua(<Part label="The address step" />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('The address step')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the placeholder it was given instead of the loader', async () => {
    const { Part, arrive } = deferredPart(<div data-testid="placeholder" />);
    renderWithLingua(<Part label="The stepper" />);
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByText('The stepper')).toBeInTheDocument();
    expect(screen.queryByTestId('placeholder')).not.toBeInTheDocument();
  });

  it("renders a fallback given as a function with the part's props", async () => {
    const { Part, arrive } = deferredPart(({ label }) => <p>{`${label} (stand-in)`}</p>);
    renderWithLingua(<Part label="The password" />);
    expect(screen.getByText('The password (stand-in)')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('The password')).toBeInTheDocument();
    expect(screen.queryByText('The password (stand-in)')).not.toBeInTheDocument();
  });
});
