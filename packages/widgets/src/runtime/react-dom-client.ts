// `react-dom/client` for the elements (decision 127).
export * from 'preact/compat/client';
