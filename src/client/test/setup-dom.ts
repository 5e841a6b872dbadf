// Setup of the component tests (*.component.test.tsx, Vitest project "dom"): jest-dom's matchers
// (toBeDisabled, toHaveValue…) and a clean page after each test.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});
