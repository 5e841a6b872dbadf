import { TextField } from "#client/ui/text-field";

/** The account e-mail input of the sign-in, sign-up and forgot-password forms: one definition. */
export function AccountEmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (email: string) => void;
  error?: string;
}) {
  return (
    <TextField
      name="email"
      type="email"
      label="Adresse e-mail"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
