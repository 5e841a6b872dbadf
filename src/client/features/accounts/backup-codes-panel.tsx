import { Download } from "lucide-react";
import { Button } from "#client/ui/button";
import { CopyButton } from "#client/ui/copy-button";

/** The backup codes as a small text file, for a password manager or a printout. */
function download(codes: string[]) {
  const text = `Codes de secours Colibri — chacun ne sert qu'une fois\n\n${codes.join("\n")}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), {
    href: url,
    download: "colibri-codes-de-secours.txt",
  });
  link.click();
  URL.revokeObjectURL(url);
}

/** Shown once, right after they are made: the server keeps them encrypted and never shows them again. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-5 space-y-4">
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm leading-relaxed text-amber-900">
        <p className="font-semibold">Vos codes de secours</p>
        <p className="mt-1">
          Si vous perdez votre téléphone, chacun de ces codes remplace une fois le code de l'application.
          Conservez-les en lieu sûr : ils ne seront plus affichés.
        </p>
      </div>
      <ul aria-label="Codes de secours" className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded-lg border border-stone-200 bg-stone-50 px-2 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <CopyButton
          text={codes.join("\n")}
          label="Copier les codes"
          announcement="Codes de secours copiés"
          variant="secondary"
        />
        <Button variant="secondary" onClick={() => download(codes)}>
          <Download aria-hidden="true" className="size-4" />
          Télécharger
        </Button>
        <Button onClick={onDone}>J'ai conservé mes codes</Button>
      </div>
    </div>
  );
}
