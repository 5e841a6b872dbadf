import { UserRound } from "lucide-react";
import { useFormStatus } from "#client/lib/use-form-status";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { TextField } from "#client/ui/text-field";
import { NAME_MAX_LENGTH, profileNameSchema, type SessionUser } from "#shared/accounts";
import { updateName } from "./auth-api";
import { profileErrorText } from "./profile-error-text";
import { ProfileFormCard } from "./profile-form-card";
import { invalidateSession } from "./session";

export const NAME_UPDATED = "Nom mis à jour avec succès";

export function ProfileNameForm({ user }: { user: SessionUser }) {
  const status = useFormStatus();
  const { formRef, onSubmit, fieldErrors } = useFormSubmit({
    schema: profileNameSchema,
    call: updateName,
    // No fallback of our own: the product's sentence then stands alone (docs/product/accounts.md#profile).
    fallback: "",
    onStart: status.start,
    onSuccess() {
      status.succeed(NAME_UPDATED);
      // The header shows the name.
      invalidateSession();
    },
    onError: (message) =>
      message === null ? status.reset() : status.fail(profileErrorText("du nom", message)),
  });

  return (
    <ProfileFormCard
      title="Nom"
      description="Le nom affiché dans votre espace et sur vos demandes d'envoi."
      icon={UserRound}
      formRef={formRef}
      onSubmit={onSubmit}
      status={status.status}
      message={status.message}
      submitLabel="Mettre à jour le nom"
    >
      <TextField
        name="name"
        label="Nom complet"
        autoComplete="name"
        required
        maxLength={NAME_MAX_LENGTH}
        defaultValue={user.name}
        error={fieldErrors.name}
      />
    </ProfileFormCard>
  );
}
