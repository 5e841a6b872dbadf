import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useAppNavigate } from "#client/lib/navigation";
import { useTypedBeforeHydration } from "#client/lib/use-typed-before-hydration";
import { Button } from "#client/ui/button";
import { TextField } from "#client/ui/text-field";
import {
  looksLikeTrackingCode,
  normalizeTrackingCode,
  publicTrackingPath,
  TRACK_CODE_FIELD,
  TRACK_CODE_FORM_PATH,
  TRACKING_CODE_LENGTH,
} from "#shared/tracking/tracking-code";

export const BAD_CODE_MESSAGE = `Le code de suivi comporte ${TRACKING_CODE_LENGTH} lettres et chiffres, par exemple 7KQ2M9XH4D1P.`;

/**
 * Anyone can type a code to open its public tracking page (docs/product/parcels.md#public-tracking). No
 * Zod, no account code: public. A plain GET form underneath, so it also works before the page is hydrated
 * (server redirect).
 */
export function TrackCodeForm({ className = "" }: { className?: string }) {
  const navigate = useAppNavigate();
  const [code, setCode] = useState("");
  // Typed before the public tracking page's code arrived: kept, and checked on « Suivre ce colis ».
  const inputRef = useTypedBeforeHydration(code, setCode);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normalized = normalizeTrackingCode(code);
    if (!looksLikeTrackingCode(normalized)) {
      setError(BAD_CODE_MESSAGE);
      return;
    }
    setError(undefined);
    navigate(publicTrackingPath(normalized));
  }

  return (
    <form
      method="get"
      action={TRACK_CODE_FORM_PATH}
      onSubmit={submit}
      noValidate
      className={`flex flex-col gap-3 sm:flex-row sm:items-start ${className}`}
    >
      <TextField
        name={TRACK_CODE_FIELD}
        // Fixed, not useId(): the public tracking page hydrates this form as an island (decision 076).
        id="code-de-suivi"
        label="Code de suivi"
        ref={inputRef}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        placeholder="Ex. 7KQ2M9XH4D1P"
        className="flex-1"
      />
      <Button type="submit" className="sm:mt-7">
        <Search aria-hidden="true" className="size-4" />
        Suivre ce colis
      </Button>
    </form>
  );
}
