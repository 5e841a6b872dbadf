import { MonitorSmartphone } from "lucide-react";
import { useRef, useState } from "react";
import { errorMessage } from "#client/lib/api-error";
import { useFormStatus } from "#client/lib/use-form-status";
import { Button } from "#client/ui/button";
import { ConfirmStep, useConfirmTrigger } from "#client/ui/confirm-step";
import { ErrorMessage } from "#client/ui/error-message";
import { ExternalLink } from "#client/ui/external-link";
import { textLinkClass } from "#client/ui/link-styles";
import { Notice } from "#client/ui/notice";
import { SkeletonLines } from "#client/ui/skeleton-lines";
import { SessionItem } from "./active-session-item";
import { useActiveSessions, useEndSessions } from "./active-sessions-api";
import type { EndingProps } from "./confirm-in-place";
import { ProfileSection } from "./profile-section";

const endedText = (count: number) =>
  count === 0
    ? "Aucun autre appareil n'était connecté."
    : count === 1
      ? "1 autre appareil a été déconnecté."
      : `${count} autres appareils ont été déconnectés.`;

/**
 * 'Appareils connectés' on the profile (docs/product/accounts.md#sessions): every signed-in device
 * of the account, this one first, and a way to end the others. Each ending is asked twice — a
 * confirmation in place, no dialog — because the device must sign in again with the password.
 */
export function ActiveSessionsSection() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sessions = useActiveSessions();
  const { endOne, endOthers } = useEndSessions();
  // The session id being confirmed, "others" for 'Déconnecter les autres appareils', or nothing.
  const [confirming, setConfirming] = useState<string | null>(null);
  // Like the profile's forms: the outcome's message goes away after 3 s.
  const outcome = useFormStatus();

  const settle = (report: () => void) => {
    setConfirming(null);
    report();
    // The button that was pressed is gone with its device: the reader goes on from the heading.
    headingRef.current?.focus();
  };
  const fail = (error: unknown) => settle(() => outcome.fail(errorMessage(error)));
  const endDevice = (id: string) =>
    endOne.mutate(id, {
      onSuccess: () => settle(() => outcome.succeed("L'appareil a été déconnecté.")),
      onError: fail,
    });
  const endAllOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => settle(() => outcome.succeed(endedText(ended))),
      onError: fail,
    });
  const ask = (what: string | null) => {
    outcome.reset();
    setConfirming(what);
  };

  // This device first, then the others by latest activity (the server's order).
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((session) => !session.current).length;

  return (
    <ProfileSection
      title="Appareils connectés"
      description="Les téléphones et ordinateurs où votre compte est ouvert. Si vous n'en reconnaissez pas un, déconnectez-le puis changez votre mot de passe."
      icon={MonitorSmartphone}
      headingRef={headingRef}
    >
      {sessions.isPending && (
        <div aria-busy="true" className="mt-5">
          <SkeletonLines lines={3} />
        </div>
      )}
      {sessions.isError && (
        <div className="mt-5 space-y-3">
          <ErrorMessage error={sessions.error} />
          <Button variant="secondary" onClick={() => sessions.refetch()}>
            Réessayer
          </Button>
        </div>
      )}
      {list.length > 0 && (
        <ul className="mt-5 divide-y divide-stone-200 border-y border-stone-200">
          {list.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              confirming={confirming === session.id}
              pending={endOne.isPending && endOne.variables === session.id}
              onAsk={() => ask(session.id)}
              onCancel={() => ask(null)}
              onConfirm={() => endDevice(session.id)}
            />
          ))}
        </ul>
      )}
      {list.length > 0 && (
        // IP2Location LITE's licence (CC BY-SA 4.0) asks that its data be credited where it is used.
        <p className="mt-3 text-xs leading-relaxed text-stone-500">
          Pays estimé d'après l'adresse IP avec les données{" "}
          <ExternalLink href="https://lite.ip2location.com" className={textLinkClass}>
            IP2Location LITE
          </ExternalLink>
          .
        </p>
      )}

      {outcome.message && (outcome.status === "success" || outcome.status === "error") && (
        <Notice tone={outcome.status} className="mt-4">
          {outcome.message}
        </Notice>
      )}

      {others > 0 && (
        <OthersButton
          others={others}
          confirming={confirming === "others"}
          pending={endOthers.isPending}
          onAsk={() => ask("others")}
          onCancel={() => ask(null)}
          onConfirm={endAllOthers}
        />
      )}
    </ProfileSection>
  );
}

function OthersButton({
  others,
  confirming,
  pending,
  onAsk,
  onCancel,
  onConfirm,
}: EndingProps & { others: number }) {
  const { triggerId, cancel } = useConfirmTrigger(onCancel);
  const them = others === 1 ? "l'autre appareil" : `les ${others} autres appareils`;
  return (
    <div className="mt-4">
      <Button
        id={triggerId}
        variant="secondary"
        aria-expanded={confirming}
        onClick={onAsk}
        className="w-full sm:w-auto"
      >
        Déconnecter les autres appareils
      </Button>
      {confirming && (
        <ConfirmStep
          question={`Déconnecter ${them} ? Il faudra s'y reconnecter avec le mot de passe du compte.`}
          confirmLabel="Oui, tout déconnecter"
          pendingLabel="Déconnexion…"
          pending={pending}
          onConfirm={onConfirm}
          onCancel={cancel}
        />
      )}
    </div>
  );
}
