// What other features may use of the accounts feature: the signed-in user of a guarded route, and the
// role change the demo data and the tests rely on, and how a device is named from its user agent.
export { accountChanged } from "./account-changes";
export { limitPerAccountHour } from "./account-limits";
export { describeDevice } from "./device-description";
export { setRoleByEmail } from "./roles";
export { signedInUser } from "./session";
