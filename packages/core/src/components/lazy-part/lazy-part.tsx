// A part of a feature that its first screen does not show (the form behind a sign-in or a first step),
// loaded when it first renders, or earlier with preload() (decision 080): an element downloads what its first
// screen needs before it is interactive, and the rest while the user reads it.
import { lazy, Suspense, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';

/** A component loaded on first render, with preload() to start the download before. */
export type LazyPart<Props extends object> = ComponentType<Props> & { preload(): void };

function PartLoading() {
  const t = useT();
  return (
    <Center py="md">
      <Loader size="sm" role="status" aria-label={t('common.loading')} />
    </Center>
  );
}

/**
 * Wraps `load` (a dynamic import of the part's component) in a lazily loaded component. Until it has loaded it
 * shows `fallback`, by default a small loader; a part of a first screen passes a placeholder of its own size,
 * or a function of the part's props rendering one (a stand-in control that works until the part is there).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode | ((props: Props) => ReactNode) = <PartLoading />,
): LazyPart<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  // Once loaded (a preload, or an earlier render), the part renders at once: no loader flashes for a frame.
  let loaded: ComponentType<Props> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // A failed preload leaves the render to try again; a failed render shows the element's error page.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Part(props: Props) {
    // Chosen once per mount, so a part that loads while shown keeps its state (no switch of component type).
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Part.preload = () => void start().catch(() => {});
  return Part;
}
