// The one test suite every Lingua custom element runs (unit tests only: `@lingua/core/test/element-suite`).
// It reads what defineWidget declared for the element and checks, the same way for every element: defined
// once; an open shadow root; attributes reach the component as props; each declared CSS part is rendered;
// boolean attributes by presence; each declared event fires with its detail (an element cannot declare an event
// its test does not fire); axe clean.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { mutate } from 'swr';
import { widgetDefinitionOf } from '../src/widget/define-widget.tsx';
import { WIDGET_ROOT_CLASS } from '../src/widget/widget-styles.ts';
import type { LinguaConfig } from '../src/config/config.ts';
import { installFetchDouble } from './fetch-double.ts';
import type { FetchDouble, FetchRoute } from './fetch-double.ts';

/** Queries bound to the element's shadow root. */
export type ShadowView = ReturnType<typeof within>;

/** The user-event instance of a case. */
export type ElementUser = ReturnType<typeof userEvent.setup>;

/**
 * Picks an option of a Mantine select. Without the test environment's provider the dropdown keeps its
 * transition styles under jsdom, so its options count as hidden to role queries; they are found in the
 * combobox's own listbox instead.
 */
export async function pickOption(view: ShadowView, user: ElementUser, combobox: RegExp, option: string) {
  const box = await view.findByRole('combobox', { name: combobox });
  await user.click(box);
  const listbox = await waitFor(() => {
    const id = box.getAttribute('aria-controls');
    const found = id ? box.getRootNode() instanceof ShadowRoot && (box.getRootNode() as ShadowRoot).getElementById(id) : null;
    if (!found) throw new Error(`no listbox for ${String(combobox)}`);
    return found;
  });
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

/**
 * Sets a field's value the way typing ends. user-event's typing loses characters in some fields inside the
 * shadow root (focus is reported on the host element), so the final value is set directly, with the `input`
 * event a browser fires as the user types: React's `onChange` hears it, and so does Preact's, on which the
 * elements ship (decision 127) and which hears no `change` until the field loses focus.
 */
export function fill(field: HTMLElement, value: string): void {
  fireEvent.input(field, { target: { value } });
}

/** How one declared event is made to fire, and the detail it must carry. */
export interface ElementEventCase {
  /** Attributes of the element for this case; default the spec's attributes. */
  attributes?: Record<string, string>;
  /** Extra API routes for this case (they win over the spec's). */
  routes?: FetchRoute[];
  /** What a user does inside the element to make the event fire. */
  trigger: (view: ShadowView, user: ElementUser) => Promise<void>;
  /** The event's expected detail (null for an event without one: CustomEvent's default). */
  detail: unknown;
}

/** What an element's test says about it. */
export interface ElementSpec {
  tag: `lingua-${string}`;
  /** The element module's register(). */
  register: (config?: Partial<LinguaConfig>) => CustomElementConstructor;
  /** Puts the page in the state the element needs (session, storage) before each test. */
  setup?: () => void;
  /** API routes the element's calls are answered by. */
  routes?: FetchRoute[];
  /** Attributes of the rendering test: every non-boolean prop the element declares should be set here. */
  attributes?: Record<string, string>;
  /** What the element shows with `attributes` — the proof that they reached the component; its declared parts must be there. */
  rendered: (view: ShadowView) => Promise<void>;
  /** One case per declared event. */
  events?: Record<string, ElementEventCase>;
}

/** Elements render a whole feature (provider, Mantine, first calls); a loaded machine needs more than 5 s. */
const TIMEOUT_MS = 30_000;

function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Runs the shared element suite for one element. */
export function describeElement(spec: ElementSpec): void {
  describe(`<${spec.tag}> (shared element suite)`, () => {
    let api: FetchDouble | undefined;
    const matchMedia = window.matchMedia;
    beforeEach(async () => {
      // Elements share the page's SWR cache (one core per page); each test starts from an empty one.
      await mutate(() => true, undefined, { revalidate: true });
      // Reduced motion: Mantine's transitions end at once, so dialogs and dropdowns are visible when opened.
      window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('prefers-reduced-motion: reduce') });
      spec.setup?.();
      spec.register();
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
      document.body.innerHTML = '';
      api?.restore();
      api = undefined;
    });

    const mount = async (attributes: Record<string, string> = spec.attributes ?? {}, routes: FetchRoute[] = []) => {
      api = installFetchDouble([...(spec.routes ?? []), ...routes]);
      const element = document.createElement(spec.tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.body.appendChild(element);
      // Queries need an element to observe: the shadow root's wrapper, which also holds the overlays' portal.
      const wrapper = await waitFor(() => {
        const found = element.shadowRoot?.querySelector<HTMLElement>(`.${WIDGET_ROOT_CLASS}`);
        if (!found) throw new Error(`${spec.tag} rendered nothing`);
        return found;
      });
      return { element, view: within(wrapper) };
    };

    it('is defined once, and registering again returns the same element', () => {
      const first = customElements.get(spec.tag);
      expect(first).toBeDefined();
      expect(spec.register()).toBe(first);
      expect(widgetDefinitionOf(spec.tag)?.tag).toBe(spec.tag);
    }, TIMEOUT_MS);

    it('renders in an open shadow root, its attributes reaching the component', async () => {
      const { element, view } = await mount();
      expect(element.shadowRoot?.mode).toBe('open');
      const definition = widgetDefinitionOf(spec.tag)!;
      const attributeProps = Object.entries(definition.props).filter(([, type]) => type !== 'boolean').map(([prop]) => kebabCase(prop));
      for (const attribute of attributeProps) expect(Object.keys(spec.attributes ?? {}), `the test sets ${attribute}`).toContain(attribute);
      await spec.rendered(view);
      // Every CSS part the element declares (docs/embedding.md lists them) is on a region of what it shows.
      for (const part of Object.keys(definition.parts)) {
        expect(element.shadowRoot!.querySelector(`[part~="${part}"]`), `::part(${part}) is rendered`).not.toBeNull();
      }
    }, TIMEOUT_MS);

    it('reads boolean attributes by presence', async () => {
      const { element } = await mount();
      const booleans = Object.entries(widgetDefinitionOf(spec.tag)!.props).filter(([, type]) => type === 'boolean');
      const props = element as unknown as Record<string, unknown>;
      for (const [prop] of booleans) {
        const attribute = kebabCase(prop);
        element.removeAttribute(attribute);
        expect(props[prop], `${attribute} absent`).toBe(false);
        element.setAttribute(attribute, '');
        expect(props[prop], `${attribute} present`).toBe(true);
        element.setAttribute(attribute, 'false');
        expect(props[prop], `${attribute}="false"`).toBe(false);
        props[prop] = true;
        expect(element.hasAttribute(attribute), `${prop} = true reflects`).toBe(true);
      }
    }, TIMEOUT_MS);

    it('has a test case for every declared event', () => {
      expect(Object.keys(spec.events ?? {}).sort()).toEqual([...widgetDefinitionOf(spec.tag)!.events].sort());
    }, TIMEOUT_MS);

    for (const [name, event] of Object.entries(spec.events ?? {})) {
      it(`fires ${name} with its detail, out of the shadow root`, async () => {
        const { view } = await mount(event.attributes, event.routes);
        const seen: unknown[] = [];
        const listener = (e: Event) => seen.push((e as CustomEvent).detail);
        // Listening on the document proves the event bubbles and is composed.
        document.addEventListener(name, listener);
        try {
          await event.trigger(view, userEvent.setup());
          await waitFor(() => expect(seen).toHaveLength(1));
          expect(seen[0]).toEqual(event.detail);
        } finally {
          document.removeEventListener(name, listener);
        }
      }, TIMEOUT_MS);
    }

    it('has no axe violations', async () => {
      const { element, view } = await mount();
      await spec.rendered(view);
      // jsdom lays nothing out, so contrast cannot be measured here (the e2e suite checks it in Chromium).
      const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }, TIMEOUT_MS);
  });
}
