// Custom elements for features (docs/embedding.md): r2wc, an open shadow root with Mantine inside, typed events.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import type { InteractionMode, LinguaConfig } from '../config/config.ts';
import { ErrorBoundary } from '../components/error-page/error-page.tsx';
import { useLanguage } from '../i18n/i18n.ts';
import { directionOf, requestLanguage } from '../i18n/language.ts';
import { LinguaProvider } from '../provider/lingua-provider.tsx';
import { adoptWidgetStyles, WIDGET_ROOT_CLASS } from './widget-styles.ts';

export type WidgetPropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export type LinguaEvent<Detail = undefined> = CustomEvent<Detail>;

export type WidgetEventMap = Record<`lingua-${string}`, unknown>;

/** Event map entries derived from the element's event type, so the two cannot drift. */
export type LinguaEventMap<Events extends WidgetEventMap> = { [Name in keyof Events]: LinguaEvent<Events[Name]> };

export interface WidgetDefinition {
  tag: `lingua-${string}`;
  props: Readonly<Record<string, WidgetPropType>>;
  events: readonly string[];
  /** Its own CSS parts (besides the shared THEME_PARTS), part name → the region it names. */
  parts: Readonly<Record<string, string>>;
}

export type WidgetDispatch<Events extends WidgetEventMap> = <Name extends keyof Events & string>(
  name: Name,
  detail: Events[Name],
) => boolean;

export interface WidgetComponentProps<Events extends WidgetEventMap> {
  /** Emits a DOM event from the custom element; widgets report outcomes this way and never navigate. */
  dispatch: WidgetDispatch<Events>;
}

export interface WidgetConfigAttributes {
  apiBase?: string;
  authority?: string;
  clientId?: string;
  scopes?: string;
  /** `interaction`: `popup` (default for widgets) or `redirect` (when the widget is the whole page). */
  interaction?: InteractionMode;
  popupRedirectUri?: string;
}

export type LinguaElement<Props extends object = object> = HTMLElement & Partial<Props> & WidgetConfigAttributes;

export interface DefineWidgetOptions<Props extends object, Events extends WidgetEventMap> {
  props?: Partial<Record<Extract<keyof Props, string>, WidgetPropType>>;
  /** Names of the events the widget emits; dispatching another name throws (catches typos). */
  events?: ReadonlyArray<keyof Events & string>;
  /** Part name → region (a string literal: the embed reference reads it from the source). */
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

const DESIGN_ROOT_FONT_SIZE_PX = 16;

/** A shadow root cannot reset rem: a host with `html { font-size: 9px }` would otherwise shrink the widget. */
function hostRemScale(): number {
  const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(rootSize) && rootSize > 0 ? DESIGN_ROOT_FONT_SIZE_PX / rootSize : 1;
}

function hostColorScheme(host: Element | undefined): 'light' | 'dark' {
  if (!host) return 'light';
  return getComputedStyle(host).getPropertyValue('--lingua-color-scheme').trim() === 'dark' ? 'dark' : 'light';
}

function WidgetShell({ config, host, children }: { config?: Partial<LinguaConfig>; host?: Element; children: ReactNode }) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [portalTarget, setPortalTarget] = useState<HTMLDivElement | null>(null);
  // Read when the element connects (the shell mounts in connectedCallback): the host's styles apply by then.
  const [scale] = useState(hostRemScale);
  const [colorScheme] = useState(() => hostColorScheme(host));
  const language = useLanguage();
  const widget = useMemo(
    () => (root && portalTarget ? { root, portalTarget, selector: `.${WIDGET_ROOT_CLASS}`, scale, colorScheme } : undefined),
    [root, portalTarget, scale, colorScheme],
  );
  return (
    // `part`: hosts style these regions with ::part(root) / ::part(overlay) (docs/embedding.md).
    <div className={WIDGET_ROOT_CLASS} data-mantine-color-scheme={colorScheme} ref={setRoot} part="root" lang={language} dir={directionOf(language)}>
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

/** HTML convention: present (any value but "false") is true; r2wc's parser reads an empty value as false. */
function parseBooleanAttribute(value: string | null): boolean {
  return value !== null && value !== 'false';
}

function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

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

type R2wcElementConstructor = new () => HTMLElement & {
  attributeChangedCallback?(name: string, oldValue: string | null, newValue: string | null): void;
};

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
    static readonly definition: WidgetDefinition = definition;

    static override get observedAttributes(): string[] {
      return [...(Base.observedAttributes ?? []), ...booleanAttributes.keys(), 'lang'];
    }

    constructor() {
      super();
      adoptWidgetStyles(this.shadowRoot!);
      requestLanguage(this.getAttribute('lang'), true);
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      // `lang` is the page's language request (decision 189), not a prop of the component.
      if (name === 'lang') return requestLanguage(newValue);
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
