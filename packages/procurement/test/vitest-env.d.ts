// jest-dom matchers on Vitest's expect, for the type checker (packages/core/test/setup.ts installs them at run time).
/// <reference types="@testing-library/jest-dom/vitest" />
