// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import type { AdminDeparture } from "#shared/departures/admin-departures";
import { DepartureFormDialog } from "./departure-form-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
});

function openForm(departure?: AdminDeparture) {
  const onClose = vi.fn();
  const view = renderWithData(<DepartureFormDialog departure={departure} onClose={onClose} />);
  return { ...view, onClose };
}

const field = (label: string) => screen.getByLabelText(label);
// A country picker's label also holds its error message: its name starts with the label.
const country = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

// The form reads the public configuration (reception addresses): only saves count here.
const saves = (server: { requests: { method: string }[] }) =>
  server.requests.filter((request) => request.method !== "GET");
const NO_DEPARTURE = { capacityKg: null, dropoffDeadline: null, dropoffPlace: null };

const SAVED: AdminDeparture = {
  id: "date-1",
  date: "2030-11-28",
  fromCountry: "FR",
  toCountry: "TG",
  description: "Vol du jeudi",
  parcelCount: 0,
  capacityGrams: null,
  bookedGrams: 0,
  dropoffDeadline: null,
  dropoffPlace: null,
  state: "open",
  statusCounts: {},
};

describe("adding a transport date", () => {
  it("lists what is missing beside each field and sends nothing", async () => {
    const server = fakeServer({});
    const { user, onClose } = openForm();
    expect(screen.getByRole("dialog", { name: "Ajouter une date" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Ajouter la date" }));

    expect(field("Date")).toHaveAccessibleDescription("Veuillez sélectionner une date valide");
    expect(screen.getByText("Veuillez sélectionner un pays de départ")).toBeVisible();
    expect(screen.getByText("Veuillez sélectionner un pays d'arrivée")).toBeVisible();
    expect(country("Pays de départ")).toHaveAttribute("aria-invalid", "true");
    expect(saves(server)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("refuses a route from a country to itself", async () => {
    const server = fakeServer({});
    const { user } = openForm();
    await user.type(field("Date"), "2030-11-28");
    await user.selectOptions(country("Pays de départ"), "FR");
    await user.selectOptions(country("Pays d'arrivée"), "FR");
    await user.click(screen.getByRole("button", { name: "Ajouter la date" }));

    expect(screen.getByText("Le pays de départ et le pays d'arrivée doivent être différents")).toBeVisible();
    expect(country("Pays d'arrivée")).toHaveAttribute("aria-invalid", "true");
    expect(saves(server)).toHaveLength(0);
  });

  it("sends the date with its description trimmed, then closes", async () => {
    const server = fakeServer({ "POST /api/admin/departures": { status: 201, body: { added: 1 } } });
    const { user, onClose } = openForm();
    await user.type(field("Date"), "2030-11-28");
    await user.selectOptions(country("Pays de départ"), "FR");
    await user.selectOptions(country("Pays d'arrivée"), "TG");
    await user.type(field("Description (facultative)"), "  Vol du jeudi ");
    await user.click(screen.getByRole("button", { name: "Ajouter la date" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.sent("POST", "/api/admin/departures").map((r) => r.body)).toEqual([
      {
        date: "2030-11-28",
        fromCountry: "FR",
        toCountry: "TG",
        description: "Vol du jeudi",
        ...NO_DEPARTURE,
      },
    ]);
  });

  it("shows the server's reason when it refuses the date, and stays open", async () => {
    fakeServer({
      "POST /api/admin/departures": {
        status: 409,
        body: { code: "DATE_EXISTS", message: "28/11/2030: Cette date existe déjà pour ce trajet" },
      },
    });
    const { user, onClose } = openForm();
    await user.type(field("Date"), "2030-11-28");
    await user.selectOptions(country("Pays de départ"), "FR");
    await user.selectOptions(country("Pays d'arrivée"), "TG");
    await user.click(screen.getByRole("button", { name: "Ajouter la date" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "28/11/2030: Cette date existe déjà pour ce trajet",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says the save failed, then why, when the server fails", async () => {
    fakeServer({
      "POST /api/admin/departures": {
        status: 503,
        body: { code: "UNAVAILABLE", message: "Service indisponible." },
      },
    });
    const { user } = openForm();
    await user.type(field("Date"), "2030-11-28");
    await user.selectOptions(country("Pays de départ"), "TG");
    await user.selectOptions(country("Pays d'arrivée"), "FR");
    await user.click(screen.getByRole("button", { name: "Ajouter la date" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Erreur lors de l'enregistrement des dates : Service indisponible.",
    );
  });
});

describe("a transport date's departure", () => {
  it("sends the capacity in kilos, the deadline as Paris time and the place", async () => {
    const server = fakeServer({ "POST /api/admin/departures": { status: 201, body: { added: 1 } } });
    const { user, onClose } = openForm();
    await user.type(field("Date"), "2030-11-28");
    await user.selectOptions(country("Pays de départ"), "FR");
    await user.selectOptions(country("Pays d'arrivée"), "TG");
    await user.type(field("Capacité (kg)"), "42,5");
    await user.type(field("Dépôt avant le (heure de Paris)"), "2030-11-26T18:00");
    await user.type(field("Lieu de dépôt"), "Entrepôt de Bobigny");
    await user.click(screen.getByRole("button", { name: "Ajouter la date" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.sent("POST", "/api/admin/departures").map((r) => r.body)).toEqual([
      {
        date: "2030-11-28",
        fromCountry: "FR",
        toCountry: "TG",
        description: null,
        capacityKg: 42.5,
        dropoffDeadline: "2030-11-26T18:00",
        dropoffPlace: "Entrepôt de Bobigny",
      },
    ]);
  });

  it("refuses a capacity that is not a number of kilos and a deadline after the departure", async () => {
    const server = fakeServer({});
    const { user } = openForm();
    await user.type(field("Date"), "2030-11-28");
    await user.selectOptions(country("Pays de départ"), "FR");
    await user.selectOptions(country("Pays d'arrivée"), "TG");
    await user.type(field("Capacité (kg)"), "beaucoup");
    await user.type(field("Dépôt avant le (heure de Paris)"), "2030-11-29T18:00");
    await user.click(screen.getByRole("button", { name: "Ajouter la date" }));

    expect(field("Capacité (kg)")).toHaveAccessibleDescription(
      "La capacité doit être un nombre de kilos supérieur à 0",
    );
    // The deadline is checked against the day once every field reads.
    await user.clear(field("Capacité (kg)"));
    await user.click(screen.getByRole("button", { name: "Ajouter la date" }));
    expect(field("Dépôt avant le (heure de Paris)")).toHaveAccessibleDescription(
      "La date limite de dépôt doit être au plus tard le jour du départ",
    );
    expect(saves(server)).toHaveLength(0);
  });
});

describe("editing a transport date", () => {
  it("starts from the saved date and sends the change to that date", async () => {
    const server = fakeServer({
      "PUT /api/admin/departures/date-1": { body: { ...SAVED, date: "2030-12-03" } },
    });
    const { user, onClose } = openForm(SAVED);
    expect(screen.getByRole("dialog", { name: "Modifier la date" })).toBeVisible();
    expect(field("Date")).toHaveValue("2030-11-28");
    expect(country("Pays de départ")).toHaveValue("FR");
    expect(country("Pays d'arrivée")).toHaveValue("TG");
    expect(field("Description (facultative)")).toHaveValue("Vol du jeudi");
    expect(screen.queryByText(/colis (a|ont) choisi cette date/)).toBeNull();

    await user.clear(field("Date"));
    await user.type(field("Date"), "2030-12-03");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.sent("PUT", "/api/admin/departures/date-1").map((r) => r.body)).toEqual([
      {
        date: "2030-12-03",
        fromCountry: "FR",
        toCountry: "TG",
        description: "Vol du jeudi",
        ...NO_DEPARTURE,
        state: "open",
      },
    ]);
  });

  it("warns first that the clients who chose the date will be told", () => {
    fakeServer({});
    openForm({ ...SAVED, parcelCount: 2 });
    expect(
      screen.getByText(
        "2 colis ont choisi cette date : si vous changez le jour, chaque client sera prévenu par e-mail.",
      ),
    ).toBeVisible();
  });
});
