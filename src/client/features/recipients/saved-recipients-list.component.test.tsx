// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asRead } from "#client/test/as-read";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { RECIPIENT_NOT_FOUND, type SavedRecipient } from "#shared/recipients/recipient";
import { NO_SAVED_RECIPIENT, RECIPIENT_FORGOTTEN, SavedRecipientsList } from "./saved-recipients-list";

const LIST = "/api/recipients";

// The server's order: most recently used first.
const AFI: SavedRecipient = {
  id: "R-AFI",
  name: "Afi Mensah",
  phone: "+22890123456",
  secondPhone: null,
  city: "Lomé",
  landmark: "Bè Kpota, près du marché",
  lastUsedAt: "2026-11-20T09:00:00.000Z",
};
const KOFFI: SavedRecipient = {
  id: "R-KOFFI",
  name: "Koffi Agbeko",
  phone: "+22899887766",
  secondPhone: "+22870112233",
  city: "Kpalimé",
  landmark: null,
  lastUsedAt: "2026-10-02T15:30:00.000Z",
};

/** A server holding these recipients; forgetting one takes it out of the list it answers. */
function serverWith(recipients: SavedRecipient[]) {
  let held = recipients;
  return fakeServer({
    [`GET ${LIST}`]: () => ({ body: { recipients: held } }),
    [`DELETE ${LIST}/R-AFI`]: () => {
      held = held.filter((recipient) => recipient.id !== "R-AFI");
      return { status: 204 };
    },
    [`DELETE ${LIST}/R-KOFFI`]: { status: 404, body: { code: "NOT_FOUND", message: RECIPIENT_NOT_FOUND } },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Destinataires enregistrés", () => {
  it("shows each recipient with the number as people read it, the city and the landmark", async () => {
    serverWith([AFI, KOFFI]);
    renderWithData(<SavedRecipientsList />);
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const afi = within(items[0] as HTMLElement);
    expect(afi.getByText("Afi Mensah")).toBeVisible();
    expect(afi.getByRole("link", { name: "+228 90 12 34 56" })).toHaveAttribute("href", "tel:+22890123456");
    expect(afi.getByText("Lomé, Bè Kpota, près du marché")).toBeVisible();
    const koffi = within(items[1] as HTMLElement);
    expect(koffi.getByText("Koffi Agbeko")).toBeVisible();
    expect(koffi.getByRole("link", { name: "+228 99 88 77 66" })).toBeVisible();
    expect(koffi.getByText("Kpalimé")).toBeVisible();
    expect(screen.getByRole("button", { name: "Oublier Afi Mensah" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Oublier Koffi Agbeko" })).toBeVisible();
    expect(screen.queryByText(asRead(NO_SAVED_RECIPIENT))).toBeNull();
  });

  it("asks before forgetting, then forgets: the row goes and the status says so", async () => {
    const server = serverWith([AFI, KOFFI]);
    const { user } = renderWithData(<SavedRecipientsList />);
    await user.click(await screen.findByRole("button", { name: "Oublier Afi Mensah" }));
    expect(screen.getByRole("group", { name: /^Oublier Afi Mensah\u202f\?/ })).toBeVisible();
    const confirm = screen.getByRole("button", { name: "Oui, oublier" });
    expect(confirm).toHaveFocus();
    expect(server.sent("DELETE", `${LIST}/R-AFI`)).toHaveLength(0);

    await user.click(confirm);
    expect(await screen.findByRole("status")).toHaveTextContent(asRead(RECIPIENT_FORGOTTEN));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(screen.queryByText("Afi Mensah")).toBeNull();
    expect(screen.getByText("Koffi Agbeko")).toBeVisible();
    expect(server.sent("DELETE", `${LIST}/R-AFI`)).toHaveLength(1);
  });

  it("sends nothing on 'Annuler' and gives the focus back to 'Oublier'", async () => {
    const server = serverWith([AFI]);
    const { user } = renderWithData(<SavedRecipientsList />);
    const forget = await screen.findByRole("button", { name: "Oublier Afi Mensah" });
    await user.click(forget);
    await user.click(screen.getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("button", { name: "Oui, oublier" })).toBeNull();
    expect(forget).toHaveFocus();
    expect(server.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("says when the recipient was already gone, and keeps the list as the server has it", async () => {
    serverWith([KOFFI]);
    const { user } = renderWithData(<SavedRecipientsList />);
    await user.click(await screen.findByRole("button", { name: "Oublier Koffi Agbeko" }));
    await user.click(screen.getByRole("button", { name: "Oui, oublier" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(asRead(RECIPIENT_NOT_FOUND));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says so when no recipient is saved, and after the last one is forgotten", async () => {
    serverWith([AFI]);
    const { user } = renderWithData(<SavedRecipientsList />);
    await user.click(await screen.findByRole("button", { name: "Oublier Afi Mensah" }));
    await user.click(screen.getByRole("button", { name: "Oui, oublier" }));
    expect(await screen.findByText(asRead(NO_SAVED_RECIPIENT))).toBeVisible();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows the empty text when the client has none yet", async () => {
    serverWith([]);
    renderWithData(<SavedRecipientsList />);
    expect(await screen.findByText(asRead(NO_SAVED_RECIPIENT))).toBeVisible();
    expect(screen.queryByRole("listitem")).toBeNull();
  });
});
