/**
 * 'Erreur lors de la mise à jour du nom : ' plus the message (docs/product/accounts.md#profile), or
 * without it. The server's own fallback is that same sentence, which must not be repeated twice.
 */
export function profileErrorText(
  subject: "du nom" | "de l'email" | "du mot de passe",
  message: string | null,
) {
  const base = `Erreur lors de la mise à jour ${subject}`;
  if (!message || message.startsWith(base)) return base;
  return `${base} : ${message}`;
}
