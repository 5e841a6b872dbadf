/**
 * Numbers are typed in text inputs: a number input refuses or drops the comma on some Android
 * keyboards, and French phones often offer only the comma. inputMode still brings up a keypad
 * with a decimal key; parseDecimal reads both separators.
 */
export const DECIMAL_INPUT = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;
