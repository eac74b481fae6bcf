// React's <Activity> as Mantine uses it to keep hidden content mounted (Transition, Collapse, Tabs, Stepper).
// This file runs in both element projects: on React it checks React's own, on Preact (decision 127) the
// stand-in of react-on-preact.ts — so the stand-in is held to what React does.
import { afterEach, expect, it } from 'vitest';
import { Activity, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { act, fireEvent, getByRole, getByText, waitFor } from '@testing-library/react';

function Counter() {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks(clicks + 1)}>Clicked {clicks}</button>;
}

/**
 * Whether neither the element nor an ancestor has `display: none`. (jest-dom's toBeVisible misses React's
 * `display: none !important`: jsdom drops a computed value marked important.)
 */
function displayed(element: HTMLElement): boolean {
  for (let e: HTMLElement | null = element; e; e = e.parentElement) if (e.style.display === 'none') return false;
  return true;
}

const host = document.createElement('div');
const root = createRoot(host);
afterEach(() => act(() => root.render(null)));

it('hides what it holds without unmounting it, so its state is there when it shows again', async () => {
  document.body.append(host);
  // Testing Library's act is React's: on Preact it only runs the callback, and waitFor waits for the render.
  const show = (mode: 'visible' | 'hidden') =>
    act(() =>
      root.render(
        <Activity mode={mode}>
          <Counter />
        </Activity>,
      ),
    );
  await show('visible');
  await waitFor(() => expect(getByRole(host, 'button', { name: 'Clicked 0' })).toBeVisible());
  fireEvent.click(getByRole(host, 'button'));
  await waitFor(() => expect(getByRole(host, 'button', { name: 'Clicked 1' })).toBeVisible());

  await show('hidden');
  await waitFor(() => expect(displayed(getByText(host, 'Clicked 1'))).toBe(false));

  await show('visible');
  await waitFor(() => expect(getByRole(host, 'button', { name: 'Clicked 1' })).toBeVisible());
});
