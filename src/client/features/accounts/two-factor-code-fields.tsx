import { TextField } from "#client/ui/text-field";
import { TRUSTED_DEVICE_DAYS } from "#shared/two-factor";

/** What the code step of a sign-in reads from its form: the code, and the checkbox as a boolean. */
export function readCodeForm(form: HTMLFormElement) {
  const data = new FormData(form);
  return { code: String(data.get("code") ?? ""), trustDevice: data.get("trustDevice") === "on" };
}

type CodeFieldProps = { backup: boolean; error?: string; withTrustDevice?: boolean };

/**
 * The code typed from the authenticator app (or a backup code), numeric keyboard on phones and the
 * browser's one-time-code autofill, then optionally 'se souvenir de cet appareil'.
 */
export function TwoFactorCodeFields({ backup, error, withTrustDevice = false }: CodeFieldProps) {
  return (
    <>
      <TextField
        key={backup ? "backup" : "app"}
        name="code"
        label={backup ? "Code de secours" : "Code à 6 chiffres"}
        hint={
          backup
            ? "L'un des 10 codes reçus à l'activation, par exemple abcde-12345. Chacun ne sert qu'une fois."
            : "Ouvrez votre application d'authentification et saisissez le code affiché pour Colibri."
        }
        inputMode={backup ? "text" : "numeric"}
        autoComplete="one-time-code"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={backup ? 16 : 9}
        required
        error={error}
      />
      {withTrustDevice && (
        <label className="flex items-start gap-3 text-sm text-stone-700">
          <input
            type="checkbox"
            name="trustDevice"
            className="mt-0.5 size-5 shrink-0 rounded border-stone-300 accent-brand-600"
          />
          <span>
            Se souvenir de cet appareil {TRUSTED_DEVICE_DAYS} jours
            <span className="block text-stone-500">Seulement sur un téléphone ou un ordinateur à vous.</span>
          </span>
        </label>
      )}
    </>
  );
}
