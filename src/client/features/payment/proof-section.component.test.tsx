// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import type { PaymentInfo } from "#shared/parcels/request-api";
import type { PublicConfig } from "#shared/public-config";
import { ProofSection } from "./proof-section";

const ID = "pkg-01JDEMO0000000000000000001";
const UPLOAD = `/api/parcels/${ID}/payment-proof`;

const BUSINESS = {
  mobileMoneyOperator: "TMoney",
  mobileMoneyBeneficiary: "Colibri",
  mobileMoneyNumber: "+228 90 00 00 01",
  bankName: "Banque",
  bankBeneficiary: "Colibri",
  bankIban: "FR76 0000",
  bankBic: "BANKFRPP",
  supportWhatsapp: "+228 90 00 00 01",
  supportEmail: "support@colibri.example",
  receptionAddressFr: [],
  receptionAddressTg: [],
  receptionHoursFr: [],
  receptionHoursTg: [],
  partnerDeliveryAddress: [],
  supportHours: [],
} satisfies PublicConfig["business"];

function payment(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    id: ID,
    reference: "CLB-4K7P-01",
    measuredWeightGrams: null,
    balance: null,
    description: "Vêtements pour la famille",
    fromCountry: "FR",
    toCountry: "TG",
    weightGrams: 3500,
    priceCents: 4200,
    priceFcfa: 27510,
    preferredDate: "2030-12-05",
    status: "pending",
    paid: false,
    paidAt: null,
    trackingCode: "CLB-DEMO-0001",
    dropoff: null,
    canUploadProof: true,
    proof: null,
    payerInTogo: false,
    collectionCode: null,
    payments: [],
    received: { cents: 0, fcfa: 0 },
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderProof(parcel = payment()) {
  const view = renderWithData(<ProofSection parcel={parcel} business={BUSINESS} />);
  // A user who can pick any file, whatever the input's `accept` suggests.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => screen.getByLabelText("Capture d'écran ou reçu (image ou PDF, 10 Mo maximum)");
const send = () => screen.getByRole("button", { name: "Envoyer la preuve" });

describe("sending a payment proof from the payment page", () => {
  it("asks for a file before sending anything", async () => {
    const server = fakeServer({});
    const { user } = renderProof();
    expect(screen.getByText("Aucun fichier choisi")).toBeVisible();
    await user.click(send());
    expect(screen.getByText("Choisissez le fichier de votre preuve de paiement.")).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });

  it("refuses a file that is neither an image nor a PDF", async () => {
    const server = fakeServer({});
    const { user } = renderProof();
    await user.upload(fileInput(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByText("notes.txt")).toBeVisible();
    await user.click(send());
    expect(screen.getByText("La preuve doit être une image ou un PDF")).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });

  it("refuses a file over 10 MB", async () => {
    const server = fakeServer({});
    const { user } = renderProof();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "photo.jpg", { type: "image/jpeg" });
    await user.upload(fileInput(), big);
    await user.click(send());
    expect(screen.getByText("La preuve de paiement doit faire au plus 10 Mo")).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });

  it("sends the file with the trimmed reference, thanks the client and empties the form", async () => {
    const server = fakeServer({
      [`POST ${UPLOAD}`]: {
        status: 201,
        body: {
          uploadedAt: "2030-11-24T13:05:00.000Z",
          contentType: "application/pdf",
          originalName: "recu.pdf",
          transactionReference: "TM-42",
          url: UPLOAD,
        },
      },
    });
    const { user } = renderProof();
    await user.upload(fileInput(), new File(["%PDF-1.4"], "recu.pdf", { type: "application/pdf" }));
    await user.type(screen.getByLabelText("Référence de la transaction (optionnel)"), "  TM-42 ");
    await user.click(send());

    expect(await screen.findByRole("status")).toHaveTextContent("Preuve envoyée, merci !");
    const [request] = server.sent("POST", UPLOAD);
    const form = request?.body as FormData;
    expect(form.get("transactionReference")).toBe("TM-42");
    expect((form.get("proof") as File).name).toBe("recu.pdf");
    expect(screen.getByText("Aucun fichier choisi")).toBeVisible();
    expect(screen.getByLabelText("Référence de la transaction (optionnel)")).toHaveValue("");
  });

  it("shows the server's message when it refuses the proof", async () => {
    fakeServer({
      [`POST ${UPLOAD}`]: {
        status: 409,
        body: { code: "ALREADY_PAID", message: "Ce colis est déjà payé : aucune preuve n'est nécessaire." },
      },
    });
    const { user } = renderProof();
    await user.upload(fileInput(), new File(["img"], "capture.png", { type: "image/png" }));
    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Ce colis est déjà payé : aucune preuve n'est nécessaire.",
    );
    expect(screen.queryByText("Preuve envoyée, merci !")).toBeNull();
  });
});

describe("the proof section's other ways and states", () => {
  it("prepares the WhatsApp and e-mail messages with the order and its amount", () => {
    fakeServer({});
    renderProof();
    const whatsapp = screen.getByRole("link", { name: /Par WhatsApp/ }).getAttribute("href") ?? "";
    expect(whatsapp.startsWith("https://wa.me/22890000001?text=")).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain(
      `Bonjour, voici ma preuve de paiement pour la commande ${ID}, d'un montant de 42,00\u00a0€`,
    );
    const email = screen.getByRole("link", { name: "Par e-mail" }).getAttribute("href") ?? "";
    expect(email.startsWith("mailto:support@colibri.example?subject=")).toBe(true);
  });

  it("says a proof was received and offers to send another", () => {
    fakeServer({});
    renderProof(
      payment({
        proof: {
          uploadedAt: "2030-11-24T13:05:00.000Z",
          contentType: "application/pdf",
          originalName: "recu.pdf",
          transactionReference: "TM-1",
          url: UPLOAD,
        },
      }),
    );
    expect(screen.getByText(/Preuve reçue le 24 novembre 2030 à 14 h 05 \(transaction TM-1\)/)).toBeVisible();
    expect(screen.getByText("Envoyer une autre preuve ici")).toBeVisible();
  });

  it("offers no upload to someone who may not send one", () => {
    fakeServer({});
    renderProof(payment({ canUploadProof: false }));
    expect(screen.queryByRole("button", { name: "Envoyer la preuve" })).toBeNull();
    expect(screen.getByRole("link", { name: /Par WhatsApp/ })).toBeVisible();
  });
});
