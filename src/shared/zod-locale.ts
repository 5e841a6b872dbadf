import { z } from "zod";

// Zod's own messages (wrong type, unknown key…) in French, for the server and the browser alike.
// Rules with product wording set their message explicitly; this only covers the generic cases.
// Zod writes 'Clé non reconnue : "role"' with an ordinary space: the product's one typography wants a
// no-break one before ':' (decision 074), so its messages are respaced on the way out.
const french = z.locales.fr().localeError;
const respaced = (message: string) => message.replace(/ :/g, "\u00a0:");

z.config({
  localeError: (issue) => {
    const error = french(issue);
    if (typeof error === "string") return respaced(error);
    return error?.message === undefined ? error : { ...error, message: respaced(error.message) };
  },
});
