import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "./button";
import type { ButtonVariant } from "./button-styles";

/** The confirmation stays 2 seconds, then the button reads as before (docs/product/README.md#timings). */
export const COPIED_DURATION_MS = 2000;

type CopyButtonProps = {
  text: string;
  label: string;
  /** Read by screen readers once the copy worked, e.g. "Adresse copiée". */
  announcement: string;
  variant?: ButtonVariant;
  className?: string;
};

/** Copies `text` and shows 'Copié !' for 2 s. A refused clipboard is ignored: nothing changes. */
export function CopyButton({ text, label, announcement, variant = "primary", className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_DURATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No permission, an old browser or an insecure page: the user can still select the text.
    }
  }

  return (
    <>
      <Button variant={variant} className={className} onClick={() => void copy()}>
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? "Copié !" : label}
      </Button>
      {/* A button's own text change is not announced: this polite region says it worked. */}
      <span role="status" className="sr-only">
        {copied ? announcement : ""}
      </span>
    </>
  );
}
