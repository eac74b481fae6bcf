// The loader's part of the catalogue (registered with the widget texts under `widgets.loader`). The loader
// runs before core exists, so it imports this plain object directly and the build inlines the few strings.

export const loaderTexts = {
  /** Shown inside an element whose page origin is not registered for the widgets. */
  originNotRegistered: 'This Lingua feature is not enabled for this website.',
  /** Shown when the Lingua server did not answer. */
  serverUnreachable: 'Lingua cannot be reached right now. Please try again later.',
  /** Shown when the element's code could not be loaded. */
  chunkFailed: 'This Lingua feature could not be loaded. Please reload the page.',
};

/** Why an element cannot serve the page. */
export type LoaderFailure = keyof typeof loaderTexts;
