import { Smartphone } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/ui/button";
import { Notice } from "#client/ui/notice";
import { StatusPill } from "#client/ui/status-badge";
import type { SessionUser } from "#shared/accounts";
import { OTHER_DEVICES_SIGNED_OUT, type TwoFactorSetup } from "#shared/two-factor";
import { disableTwoFactor, enableTwoFactor, generateBackupCodes } from "./auth-api";
import { BackupCodesPanel } from "./backup-codes-panel";
import { ProfileSection } from "./profile-section";
import { invalidateSession, refreshSession } from "./session";
import { TwoFactorPasswordForm } from "./two-factor-password-form";
import { TwoFactorScanStep } from "./two-factor-scan-step";

export const TWO_FACTOR_TITLE = "Validation en deux étapes";
export const TWO_FACTOR_ENABLED = "La validation en deux étapes est activée.";
export const TWO_FACTOR_DISABLED = "La validation en deux étapes est désactivée.";

type Step =
  | { kind: "idle"; notice?: string }
  | { kind: "password-to-enable" }
  | { kind: "scan"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: string[]; justEnabled?: boolean }
  | { kind: "password-for-codes" }
  | { kind: "password-to-disable" };

/**
 * The profile's two-step sign-in (docs/product/accounts.md#two-factor): off → password → QR code and
 * first code → backup codes shown once; on → new backup codes or off, each with the password.
 */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const idle = (notice?: string) => setStep({ kind: "idle", notice });
  const on = user.twoFactorEnabled;

  return (
    <ProfileSection
      title={TWO_FACTOR_TITLE}
      description="À chaque connexion sur un nouvel appareil, un code à 6 chiffres de votre application d'authentification est demandé en plus du mot de passe : votre mot de passe seul ne suffit plus."
      icon={Smartphone}
      badge={<StatusPill label={on ? "Activée" : "Désactivée"} tone={on ? "green" : "yellow"} />}
    >
      {step.kind === "idle" && (
        <div className="mt-5 space-y-4">
          {step.notice && <Notice tone="success">{step.notice}</Notice>}
          <div className="flex flex-wrap gap-3">
            {on ? (
              <>
                <Button variant="secondary" onClick={() => setStep({ kind: "password-for-codes" })}>
                  Nouveaux codes de secours
                </Button>
                <Button variant="secondary" onClick={() => setStep({ kind: "password-to-disable" })}>
                  Désactiver
                </Button>
              </>
            ) : (
              <Button onClick={() => setStep({ kind: "password-to-enable" })}>
                Activer la validation en deux étapes
              </Button>
            )}
          </div>
        </div>
      )}
      {step.kind === "password-to-enable" && (
        <TwoFactorPasswordForm
          submitLabel="Continuer"
          call={enableTwoFactor}
          onDone={(setup) => setStep({ kind: "scan", setup })}
          onCancel={() => idle()}
        />
      )}
      {step.kind === "scan" && (
        <TwoFactorScanStep
          setup={step.setup}
          onConfirmed={() => {
            // The server renewed the session, with the factor, and ended the account's other sessions
            // (docs/product/accounts.md#second-factor): the badge and the admin pages follow.
            invalidateSession();
            setStep({ kind: "codes", codes: step.setup.backupCodes, justEnabled: true });
          }}
          onCancel={() => idle()}
        />
      )}
      {step.kind === "codes" && (
        <>
          {step.justEnabled && (
            <Notice tone="info" className="mt-5">
              {TWO_FACTOR_ENABLED} {OTHER_DEVICES_SIGNED_OUT}
            </Notice>
          )}
          <BackupCodesPanel
            codes={step.codes}
            onDone={() =>
              idle(
                step.justEnabled
                  ? `${TWO_FACTOR_ENABLED} ${OTHER_DEVICES_SIGNED_OUT}`
                  : on
                    ? TWO_FACTOR_ENABLED
                    : undefined,
              )
            }
          />
        </>
      )}
      {step.kind === "password-for-codes" && (
        <TwoFactorPasswordForm
          submitLabel="Créer de nouveaux codes"
          call={generateBackupCodes}
          onDone={({ backupCodes }) => setStep({ kind: "codes", codes: backupCodes })}
          onCancel={() => idle()}
        />
      )}
      {step.kind === "password-to-disable" && (
        <TwoFactorPasswordForm
          submitLabel="Désactiver"
          call={disableTwoFactor}
          onDone={async () => {
            await refreshSession();
            idle(TWO_FACTOR_DISABLED);
          }}
          onCancel={() => idle()}
        />
      )}
    </ProfileSection>
  );
}
