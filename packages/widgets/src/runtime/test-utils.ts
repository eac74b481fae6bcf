// `react-dom/test-utils` for the element tests on Preact (decision 127).
export * from 'preact/test-utils';
