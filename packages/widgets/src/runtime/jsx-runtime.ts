// `react/jsx-runtime` for the elements (decision 127).
export * from 'preact/compat/jsx-runtime';
