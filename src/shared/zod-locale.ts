import { z } from "zod";

// Zod's own messages (wrong type, unknown key…) in French, for the server and the browser alike.
// Rules with product wording set their message explicitly; this only covers the generic cases.
z.config(z.locales.fr());
