/** wa.me wants the international number as digits only: "+228 90 00 00 01" → "22890000001". */
export function whatsappUrl(phoneNumber: string, message?: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  const text = message ? `?text=${encodeURIComponent(message)}` : "";
  return `https://wa.me/${digits}${text}`;
}

export function mailtoUrl(email: string): string {
  return `mailto:${email}`;
}
