// The theming surface of every Lingua element, the Shoelace way: custom properties a host page sets on the
// element or an ancestor (they inherit into the shadow root) and CSS parts it styles with ::part(). Plain
// data, so the embed reference generator (packages/widgets/src/embed/reference.ts) reads the same list.

/** Custom properties every element reads, with what each does. */
export const THEME_PROPERTIES = {
  '--lingua-primary-color': 'Primary colour of buttons, checkboxes and active controls (any CSS colour).',
  '--lingua-primary-color-hover': 'Primary colour under the pointer; default the primary colour.',
  '--lingua-radius': 'Corner radius of controls and cards (a CSS length, e.g. `0` or `12px`).',
  '--lingua-font-family': "Font family of the element's text (a CSS `font-family` list).",
  '--lingua-color-scheme': '`light` (default) or `dark`: the colour scheme, read when the element is connected.',
} as const;

/** CSS parts every element exposes, with the region each names. */
export const THEME_PARTS = {
  root: "The element's whole box (the themed wrapper inside its shadow root).",
  'sign-in': 'The signed-out explanation and Sign in button of an element that needs a signed-in user.',
  overlay: "Where the element's menus, dropdowns and dialogs render.",
  failure: 'The message shown when the element cannot serve the page (unregistered origin, server down, load failure).',
} as const;
