// Several widgets on one page each render LinguaProvider, but the page needs one session-expiry watcher, one
// dialog and one notifications stack: the first mounted provider owns them, the next takes over on unmount.
import { useEffect, useState } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

const owners = createStore<Record<string, number[]>>()(() => ({}));
let sequence = 0;

/** Hook: whether this instance is the page's owner of `name` (the first mounted instance). */
export function usePageSingleton(name: string): boolean {
  const [id] = useState(() => ++sequence);
  useEffect(() => {
    owners.setState((s) => ({ ...s, [name]: [...(s[name] ?? []), id] }));
    return () => owners.setState((s) => ({ ...s, [name]: (s[name] ?? []).filter((x) => x !== id) }));
  }, [name, id]);
  return useStore(owners, (s) => s[name]?.[0] === id);
}
