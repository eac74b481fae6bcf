// `react-dom` for the elements (decision 127).
// @ts-expect-error TS2498: Preact's compat types are one `export =` namespace; the module itself has the named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';
