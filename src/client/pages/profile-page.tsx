import { ArrowLeft, Bell, BellRing, BookUser, MapPin, ShieldCheck } from "lucide-react";
import { useRef } from "react";
import { ADMIN_ALERTS_HINT, ADMIN_ALERTS_LABEL } from "#shared/admin-alerts";
import { EMAIL_NOTIFICATIONS_HINT, EMAIL_NOTIFICATIONS_LABEL } from "#shared/email-notifications";
import { lacksSecondFactor } from "../features/accounts/access-rules";
import { ActiveSessionsSection } from "../features/accounts/active-sessions-section";
import { MyDataSection } from "../features/accounts/my-data-section";
import { PersonalAddresses } from "../features/accounts/personal-address";
import { PreferenceSwitch } from "../features/accounts/preference-switch";
import { ProfileEmailForm } from "../features/accounts/profile-email-form";
import { ProfileNameForm } from "../features/accounts/profile-name-form";
import { ProfilePasswordForm } from "../features/accounts/profile-password-form";
import { ProfilePhoneForm } from "../features/accounts/profile-phone-form";
import { ProfileSection } from "../features/accounts/profile-section";
import { useSession } from "../features/accounts/session";
import { TwoFactorSection } from "../features/accounts/two-factor-section";
import { PushSwitch } from "../features/push/push-switch";
import {
  SAVED_RECIPIENTS_INTRO,
  SAVED_RECIPIENTS_TITLE,
  SavedRecipientsList,
} from "../features/recipients/saved-recipients-list";
import { useDocumentTitle } from "../lib/use-document-title";
import { ButtonLink } from "../ui/button";

/**
 * The profile (docs/product/accounts.md#profile): back-to-home, the separate forms, a client's saved
 * recipients, the signed-in devices, the e-mail switches, a client's push switch for this device, 'Mes
 * données' and the security note. Behind
 * PrivateRoute.
 */
export function ProfilePage() {
  useDocumentTitle("Mon Profil");
  const { user } = useSession();
  const recipientsHeadingRef = useRef<HTMLHeadingElement>(null);
  if (!user) return null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <ButtonLink to="/" variant="secondary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour à l'accueil
      </ButtonLink>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900">Mon Profil</h1>
      <p className="mt-2 text-stone-600">
        Connecté avec <strong className="wrap-anywhere text-stone-900">{user.email}</strong>
      </p>

      <div className="mt-8 space-y-6">
        {/* Keyed by user: another account signed in here starts from its own values. */}
        <ProfileNameForm key={user.id} user={user} />
        <ProfileEmailForm user={user} />
        <ProfilePhoneForm key={`${user.id}-phone`} user={user} />
        {/* The client's reference and personal addresses (docs/product/ma-boite.md#reference). */}
        {user.role !== "admin" && (
          <ProfileSection
            title="Mes adresses personnelles"
            description={
              <>
                Votre référence <strong className="text-stone-900">{user.reference}</strong> : donnez ces
                adresses aux sites marchands, nous reconnaissons vos commandes dès leur arrivée.
              </>
            }
            icon={MapPin}
          >
            <PersonalAddresses user={user} />
          </ProfileSection>
        )}
        {/* Recipients are saved from a client's requests: an administrator sends none. */}
        {user.role !== "admin" && (
          <ProfileSection
            title={SAVED_RECIPIENTS_TITLE}
            description={SAVED_RECIPIENTS_INTRO}
            icon={BookUser}
            headingRef={recipientsHeadingRef}
          >
            <SavedRecipientsList key={user.id} headingRef={recipientsHeadingRef} />
          </ProfileSection>
        )}
        <ProfilePasswordForm />
        <TwoFactorSection user={user} />
        <ActiveSessionsSection />
        <PreferenceSwitch
          path="/api/accounts/email-notifications"
          label={EMAIL_NOTIFICATIONS_LABEL}
          hint={EMAIL_NOTIFICATIONS_HINT}
          icon={Bell}
        />
        {/* Parcel news on this phone or computer: a client's, who sends parcels. */}
        {user.role !== "admin" && <PushSwitch />}
        {/* An admin setting: the server answers it only to a session with the second factor. */}
        {user.role === "admin" && !lacksSecondFactor(user) && (
          <PreferenceSwitch
            path="/api/accounts/admin-alerts"
            label={ADMIN_ALERTS_LABEL}
            hint={ADMIN_ALERTS_HINT}
            icon={BellRing}
          />
        )}
        <MyDataSection />
        {/* A note, not a status: no live region, nothing is announced. */}
        <aside
          aria-label="Sécurité"
          className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sm leading-relaxed text-sky-900"
        >
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="font-semibold">Sécurité :</strong> après un changement d'adresse e-mail ou de
            mot de passe, une nouvelle connexion peut vous être demandée.
          </p>
        </aside>
      </div>
    </section>
  );
}
