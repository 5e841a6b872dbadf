// What other features may use of the accounts: reading the session again after a change it shows
// (the wizard saves the client's phone with the first request), and who is signed in now (an upload
// kept for the connection's return belongs to that account, decision 078); the client's personal
// address, shown on the partner-sites page and in Mes Colis (docs/product/ma-boite.md#reference).
export { AddressWithCopy, PersonalAddressReminder, usePersonalAddress } from "./personal-address";
export { invalidateSession, sessionResource, useSession } from "./session";
