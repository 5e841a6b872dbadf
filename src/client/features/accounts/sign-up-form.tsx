import { useMemo } from "react";
import { Link } from "react-router";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { textLinkClass } from "#client/ui/link-styles";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import { TextField } from "#client/ui/text-field";
import { NAME_MAX_LENGTH, registrationSchema } from "#shared/accounts";
import { PHONE_LABEL, PHONE_MAX_LENGTH } from "#shared/phones/phone-display";
import { AccountEmailField } from "./account-email-field";
import { signUp } from "./auth-api";
import { NewPasswordFields } from "./new-password-fields";
import { usePasswordMinLength } from "./use-password-min-length";

export const SIGN_UP_FALLBACK = "Erreur lors de la création du compte.";

type SignUpFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  /** The account exists but is not signed in: the screen shows the "check your e-mail" notice. */
  onRegistered: (email: string) => void;
};

export function SignUpForm({ email, onEmailChange, onRegistered }: SignUpFormProps) {
  const minLength = usePasswordMinLength();
  const schema = useMemo(() => registrationSchema(minLength), [minLength]);
  const { formRef, onSubmit, fieldErrors, message, loading } = useFormSubmit({
    schema,
    // No phone given: nothing sent, as before the field existed.
    call: ({ phone, ...account }) => signUp(phone ? { ...account, phone } : account),
    fallback: SIGN_UP_FALLBACK,
    onSuccess: (data) => onRegistered(data.email),
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
      <TextField
        name="name"
        label="Nom complet (facultatif)"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        hint="Pour que nos messages s'adressent à vous. Modifiable dans votre profil."
        error={fieldErrors.name}
      />
      <AccountEmailField value={email} onChange={onEmailChange} error={fieldErrors.email} />
      <TextField
        name="phone"
        label={`${PHONE_LABEL} (facultatif)`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        hint="Pour être prévenu par WhatsApp ou SMS. Demandé à votre première demande d'envoi sinon."
        error={fieldErrors.phone}
      />
      <NewPasswordFields
        minLength={minLength}
        labels={{ password: "Mot de passe", confirmation: "Confirmer le mot de passe" }}
        errors={fieldErrors}
      />
      <p className="text-sm leading-relaxed text-stone-600">
        Nous utilisons votre adresse uniquement pour gérer votre compte et vos envois. Consultez notre{" "}
        <Link to="/confidentialite" className={textLinkClass}>
          Politique de confidentialité
        </Link>
        .
      </p>
      {message && <Notice tone="error">{message}</Notice>}
      <SubmitButton loading={loading} size="lg" className="w-full">
        Créer mon compte
      </SubmitButton>
    </form>
  );
}
