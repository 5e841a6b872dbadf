import { usePublicConfig } from "#client/lib/use-public-config";
import { DEFAULT_PASSWORD_MIN_LENGTH } from "#shared/accounts";

/**
 * PASSWORD_MIN_LENGTH from the settings (docs/product/accounts.md#password-rules); the default until
 * /api/config answers.
 */
export function usePasswordMinLength(): number {
  return usePublicConfig().data?.passwordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH;
}
