// What other features may use of the accounts: reading the session again after a change it shows
// (the wizard saves the client's phone with the first request).
export { invalidateSession } from "./session";
