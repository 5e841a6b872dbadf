// What other features may use of the accounts feature: the account change the profile and a request's
// phone announce to every instance, and the role change the demo data and the tests rely on. The
// signed-in user of a guarded route is read from the request (#server/http/signed-in-user), which the
// guards here fill.
export { accountChanged } from "./account-changes";
export { limitPerAccountHour } from "./account-limits";
export { setRoleByEmail } from "./roles";
