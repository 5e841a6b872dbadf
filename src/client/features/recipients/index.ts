// What other features may use of the recipients (docs/product/recipients.md): the saved recipients
// query, the collection code box and the recipient's details as the client reads them.
export { CollectionCodeBox } from "./collection-code-box";
export { RecipientDetails } from "./recipient-details";
export { SAVED_RECIPIENTS_KEY, useSavedRecipients } from "./saved-recipients-api";
