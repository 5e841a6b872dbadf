/**
 * The answers of the per-account limits on parcel requests and online checkouts
 * (docs/product/accounts.md#rate-limits): a 429 with these words, beside the general per-IP ceiling.
 */
export const ACCOUNT_LIMIT_MESSAGES = {
  parcelRequests:
    "Vous avez envoyé beaucoup de demandes en peu de temps. Réessayez dans une heure, ou écrivez-nous si vous avez d'autres colis à confier.",
  checkouts:
    "Vous avez ouvert beaucoup de paiements en ligne en peu de temps. Réessayez dans une heure, ou payez par virement ou Mobile Money depuis la page de paiement.",
} as const;
