import { LogOut, ShieldCheck, UserRound } from "lucide-react";
import { Button } from "#client/ui/button";
import type { SessionUser } from "#shared/accounts";

/** The admin menu carries this green badge (docs/product/public-site.md#menus). */
export function AdminBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 text-xs font-semibold whitespace-nowrap text-green-800 ring-1 ring-green-300">
      <ShieldCheck aria-hidden="true" className="size-4" />
      Connecté en tant qu'administrateur
    </span>
  );
}

export function UserName({ user, className = "" }: { user: SessionUser; className?: string }) {
  return (
    <span className={`min-w-0 items-center gap-1.5 text-sm font-medium text-stone-800 ${className}`}>
      <UserRound aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
      <span className="sr-only">Connecté en tant que </span>
      <span className="truncate" title={user.name}>
        {user.name}
      </span>
    </span>
  );
}

/** The signed-in part of the header: badge (admin, large screens), name and the Déconnexion button. */
export function AccountActions({
  user,
  onSignOut,
  signingOut,
}: {
  user: SessionUser;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <>
      {user.role === "admin" && (
        <span className="hidden lg:inline-flex">
          <AdminBadge />
        </span>
      )}
      <UserName user={user} className="hidden max-w-48 sm:inline-flex" />
      <Button variant="secondary" onClick={onSignOut} disabled={signingOut}>
        <LogOut aria-hidden="true" className="size-4" />
        Déconnexion
      </Button>
    </>
  );
}

/** The account's name (and admin badge) at the top of the mobile menu. */
export function MobileAccountSummary({ user }: { user: SessionUser }) {
  return (
    <div className="mb-2 flex flex-col items-start gap-2 border-b border-stone-100 px-3 pt-1 pb-3">
      <UserName user={user} className="inline-flex max-w-full" />
      {user.role === "admin" && <AdminBadge />}
    </div>
  );
}
