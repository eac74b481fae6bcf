// Custom elements for features (docs/embedding.md): r2wc with an open shadow root, Mantine set up to render
// inside it, typed prefixed DOM events, and the page-wide core configuration from attributes.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import type { InteractionMode, LinguaConfig } from '../config/config.ts';
import { ErrorBoundary } from '../components/error-page/error-page.tsx';
import { LinguaProvider } from '../provider/lingua-provider.tsx';
import { adoptWidgetStyles, WIDGET_ROOT_CLASS } from './widget-styles.ts';

/** How r2wc converts an attribute to a prop. */
export type WidgetPropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export type LinguaEvent<Detail = undefined> = CustomEvent<Detail>;

export type WidgetEventMap = Record<`lingua-${string}`, unknown>;

/**
 * The `GlobalEventHandlersEventMap` entries of an element's events, derived from its own event type so the two
 * cannot drift: `interface GlobalEventHandlersEventMap extends LinguaEventMap<MyEvents> {}`.
 */
export type LinguaEventMap<Events extends WidgetEventMap> = { [Name in keyof Events]: LinguaEvent<Events[Name]> };

export interface WidgetDefinition {
  tag: `lingua-${string}`;
  props: Readonly<Record<string, WidgetPropType>>;
  events: readonly string[];
  /** Its own CSS parts (besides the shared THEME_PARTS), part name → the region it names. */
  parts: Readonly<Record<string, string>>;
}

/** Dispatches from the host element (bubbles, composed); returns dispatchEvent's result. */
export type WidgetDispatch<Events extends WidgetEventMap> = <Name extends keyof Events & string>(
  name: Name,
  detail: Events[Name],
) => boolean;

export interface WidgetComponentProps<Events extends WidgetEventMap> {
  /** Emits a DOM event from the custom element; widgets report outcomes this way and never navigate. */
  dispatch: WidgetDispatch<Events>;
}

/** Attributes every Lingua element accepts (the first element on a page configures core). */
export interface WidgetConfigAttributes {
  /** `api-base`: base URL of the provider API v1. */
  apiBase?: string;
  authority?: string;
  clientId?: string;
  /** `scopes`: space-separated scopes requested at sign-in. */
  scopes?: string;
  /** `interaction`: `popup` (default for widgets) or `redirect` (when the widget is the whole page). */
  interaction?: InteractionMode;
  /** `popup-redirect-uri`: the popup sign-in's return page; default the server's `/auth/popup-bridge`. */
  popupRedirectUri?: string;
}

/** Type of a Lingua element for `HTMLElementTagNameMap` augmentation: its props as properties. */
export type LinguaElement<Props extends object = object> = HTMLElement & Partial<Props> & WidgetConfigAttributes;

export interface DefineWidgetOptions<Props extends object, Events extends WidgetEventMap> {
  /** Props exposed as attributes/properties (camelCase → kebab-case attribute) with their conversion. */
  props?: Partial<Record<Extract<keyof Props, string>, WidgetPropType>>;
  /** Names of the events the widget emits; dispatching another name throws (catches typos). */
  events?: ReadonlyArray<keyof Events & string>;
  /**
   * The element's own CSS parts, part name → the region it names (a string literal: the embed reference reads
   * it from the source). The components put `part="name"` on those regions; hosts style them with ::part().
   */
  parts?: Readonly<Record<string, string>>;
}

const CONFIG_PROPS = {
  apiBase: 'string',
  authority: 'string',
  clientId: 'string',
  scopes: 'string',
  interaction: 'string',
  popupRedirectUri: 'string',
} as const satisfies Record<keyof WidgetConfigAttributes, WidgetPropType>;

function configFromAttributes(attributes: WidgetConfigAttributes): Partial<LinguaConfig> | undefined {
  if (!attributes.apiBase) return undefined;
  return {
    apiBase: attributes.apiBase,
    authority: attributes.authority,
    clientId: attributes.clientId,
    scopes: attributes.scopes?.split(/\s+/).filter(Boolean),
    interaction: attributes.interaction ?? 'popup',
    popupRedirectUri: attributes.popupRedirectUri,
  };
}

/** Mantine's default root font size, which its rem-based sizes are designed for. */
const DESIGN_ROOT_FONT_SIZE_PX = 16;

/**
 * Theme scale that makes rem-based sizes come out as designed on this page: a shadow root cannot reset rem,
 * so a host with `html { font-size: 9px }` would otherwise shrink the widget to about half its size.
 */
function hostRemScale(): number {
  const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(rootSize) && rootSize > 0 ? DESIGN_ROOT_FONT_SIZE_PX / rootSize : 1;
}

/** `--lingua-color-scheme` of the host element (inherited from the page): `dark` or the default light. */
function hostColorScheme(host: Element | undefined): 'light' | 'dark' {
  if (!host) return 'light';
  return getComputedStyle(host).getPropertyValue('--lingua-color-scheme').trim() === 'dark' ? 'dark' : 'light';
}

/** The shadow root's inner wrapper and portal target; Mantine renders once both exist. */
function WidgetShell({ config, host, children }: { config?: Partial<LinguaConfig>; host?: Element; children: ReactNode }) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [portalTarget, setPortalTarget] = useState<HTMLDivElement | null>(null);
  // Read when the element connects (the shell mounts in connectedCallback): the host's styles apply by then.
  const [scale] = useState(hostRemScale);
  const [colorScheme] = useState(() => hostColorScheme(host));
  const widget = useMemo(
    () => (root && portalTarget ? { root, portalTarget, selector: `.${WIDGET_ROOT_CLASS}`, scale, colorScheme } : undefined),
    [root, portalTarget, scale, colorScheme],
  );
  return (
    // `part`: hosts style these regions with ::part(root) / ::part(overlay) (docs/embedding.md).
    <div className={WIDGET_ROOT_CLASS} data-mantine-color-scheme={colorScheme} ref={setRoot} part="root">
      {widget ? (
        <LinguaProvider config={config} widget={widget}>
          {/* A crashing widget shows the error page inside itself and reports; the host page carries on. */}
          <ErrorBoundary>{children}</ErrorBoundary>
        </LinguaProvider>
      ) : null}
      <div data-lingua-portal="" ref={setPortalTarget} part="overlay" />
    </div>
  );
}

/**
 * Boolean attributes follow the HTML convention: present (any value but "false") means true, absent false.
 * r2wc's own boolean parser reads `show-email` (empty value) as false and ignores removal.
 */
function parseBooleanAttribute(value: string | null): boolean {
  return value !== null && value !== 'false';
}

function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Boolean props of one element, read by its React tree through useSyncExternalStore. */
interface BooleanPropStore {
  values: Readonly<Record<string, boolean>>;
  listeners: Set<() => void>;
}

const booleanStores = new WeakMap<Element, BooleanPropStore>();

function booleanStoreOf(element: Element): BooleanPropStore {
  let store = booleanStores.get(element);
  if (!store) {
    store = { values: {}, listeners: new Set() };
    booleanStores.set(element, store);
  }
  return store;
}

const NO_BOOLEANS: Readonly<Record<string, boolean>> = {};

function useBooleanProps(host: Element | undefined): Readonly<Record<string, boolean>> {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!host) return () => {};
      const { listeners } = booleanStoreOf(host);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    [host],
  );
  return useSyncExternalStore(subscribe, () => (host ? booleanStoreOf(host).values : NO_BOOLEANS));
}

/** What r2wc's generated class offers subclasses (its TypeScript type is only CustomElementConstructor). */
type R2wcElementConstructor = new () => HTMLElement & {
  attributeChangedCallback?(name: string, oldValue: string | null, newValue: string | null): void;
};

/** The element's boolean props: attribute name → prop name, parsed by the element itself (see parseBooleanAttribute). */
type BooleanAttributes = Map<string, string>;

function widgetHost<Props extends object, Events extends WidgetEventMap>(tagName: string, Component: ComponentType<Props & WidgetComponentProps<Events>>, declaredEvents: Set<string> | null, booleanDefaults: Record<string, boolean>) {
  return function WidgetHost(all: Props & WidgetConfigAttributes & { container?: HTMLElement | ShadowRoot }) {
    const { container, apiBase, authority, clientId, scopes, interaction, popupRedirectUri, ...own } = all;
    const host = container instanceof ShadowRoot ? container.host : container;
    const booleans = useBooleanProps(host);
    const dispatch = useCallback(
      (name: string, detail: unknown) => {
        if (declaredEvents && !declaredEvents.has(name)) throw new Error(`${tagName} does not declare the event ${name}`);
        // composed: the event leaves the shadow root so host pages can listen on the element or document.
        return host ? host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })) : false;
      },
      [host],
    ) as WidgetDispatch<Events>;
    const config = configFromAttributes({ apiBase, authority, clientId, scopes, interaction, popupRedirectUri });
    return (
      <WidgetShell config={config} host={host}>
        <Component {...(own as unknown as Props)} {...booleanDefaults} {...booleans} dispatch={dispatch} />
      </WidgetShell>
    );
  };
}

function widgetElementClass(Base: R2wcElementConstructor & { observedAttributes?: string[] }, definition: WidgetDefinition, booleanAttributes: BooleanAttributes) {
  class LinguaWidgetElement extends Base {
    /** The element's declared props and events (the shared element test suite reads them). */
    static readonly definition: WidgetDefinition = definition;

    static override get observedAttributes(): string[] {
      return [...(Base.observedAttributes ?? []), ...booleanAttributes.keys()];
    }

    constructor() {
      super();
      adoptWidgetStyles(this.shadowRoot!);
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      const prop = booleanAttributes.get(name);
      if (prop === undefined) {
        super.attributeChangedCallback?.(name, oldValue, newValue);
        return;
      }
      const store = booleanStoreOf(this);
      const value = parseBooleanAttribute(newValue);
      if (store.values[prop] === value) return;
      store.values = { ...store.values, [prop]: value };
      for (const listener of store.listeners) listener();
    }
  }
  // Boolean properties reflect to their attribute, so `element.showEmail = true` and the attribute agree.
  for (const [attribute, prop] of booleanAttributes) {
    Object.defineProperty(LinguaWidgetElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return parseBooleanAttribute(this.getAttribute(attribute));
      },
      set(this: HTMLElement, value: unknown) {
        this.toggleAttribute(attribute, Boolean(value));
      },
    });
  }
  return LinguaWidgetElement;
}

/** Idempotent: a tag already defined returns the existing constructor (the loader may run twice). */
export function defineWidget<Props extends object, Events extends WidgetEventMap = WidgetEventMap>(
  tagName: `lingua-${string}`,
  Component: ComponentType<Props & WidgetComponentProps<Events>>,
  options: DefineWidgetOptions<Props, Events> = {},
): CustomElementConstructor {
  const existing = customElements.get(tagName);
  if (existing) return existing;
  const propTypes = Object.entries(options.props ?? {}) as [string, WidgetPropType][];
  const booleanAttributes: BooleanAttributes = new Map(propTypes.filter(([, type]) => type === 'boolean').map(([name]) => [kebabCase(name), name]));
  const booleanDefaults = Object.fromEntries([...booleanAttributes.values()].map((name) => [name, false]));
  const r2wcProps = Object.fromEntries(propTypes.filter(([, type]) => type !== 'boolean'));
  const WidgetHost = widgetHost(tagName, Component, options.events ? new Set<string>(options.events) : null, booleanDefaults);
  const Base = r2wc(WidgetHost as ComponentType<object>, {
    shadow: 'open',
    props: { ...r2wcProps, ...CONFIG_PROPS } as never,
  }) as unknown as R2wcElementConstructor & { observedAttributes?: string[] };
  const definition: WidgetDefinition = { tag: tagName, props: Object.fromEntries(propTypes), events: [...(options.events ?? [])], parts: { ...options.parts } };
  const element = widgetElementClass(Base, definition, booleanAttributes);
  customElements.define(tagName, element);
  return element;
}

export function widgetDefinitionOf(tagName: string): WidgetDefinition | undefined {
  return (customElements.get(tagName) as { definition?: WidgetDefinition } | undefined)?.definition;
}
