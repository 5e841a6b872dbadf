import { test as base, expect, type TestInfo } from "@playwright/test";

/** The window a test runs in: each size has two projects (playwright.config.ts), so not its project's name. */
export function sizeOf(testInfo: TestInfo): "desktop" | "phone" {
  return testInfo.project.use.isMobile ? "phone" : "desktop";
}

/**
 * Every test fails if the page logs a console error or throws: a React warning, a failed request
 * or a CSP violation is a bug even when the page looks right. A test whose journey provokes an
 * expected refusal (e.g. a 409 the page explains) lists it in `allowedConsoleErrors`.
 */
export const test = base.extend<{ failOnConsoleErrors: undefined; allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(undefined);
      expect(errors, "erreurs dans la console du navigateur").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
