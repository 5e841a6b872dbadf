import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, splitApiError, validateForm } from "#client/lib/form-errors";
import { Button } from "#client/ui/button";
import { DECIMAL_INPUT } from "#client/ui/decimal-input";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import { TextField } from "#client/ui/text-field";
import {
  NO_ORDER_PHOTO,
  type ReceivedOrder,
  type ReceptionClient,
  receiveOrderFieldsSchema,
} from "#shared/shop-orders/reception-api";
import {
  RECEPTION_PLACE_LABELS,
  RECEPTION_PLACES,
  type ReceptionPlace,
  SHOP_LABELS,
  SHOPS,
  type Shop,
} from "#shared/shop-orders/shops";
import { ClientLines, ClientPicker } from "./client-picker";
import { PhotoPicker } from "./photo-picker";
import { useReceiveOrder } from "./reception-queries";

const FIELDS = [
  "clientId",
  "shop",
  "shopName",
  "trackingNumber",
  "orderNumber",
  "weightKg",
  "note",
  "place",
  "photo",
];
const CHOICE =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white";

function Choices<T extends string>({
  legend,
  name,
  values,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {values.map((choice) => (
          <label key={choice} className={CHOICE}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {labels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const doneMessage = (order: ReceivedOrder) =>
  order.client
    ? `Commande ${order.shopLabel} enregistrée pour ${order.client.name} (${order.client.reference}) : le client est prévenu.`
    : `Commande ${order.shopLabel} enregistrée dans « À identifier ».`;

/**
 * The reception form, phone first (docs/product/reception.md#reception): the place, the client found
 * by the box's label (or none: `À identifier`), the shop, the numbers, the weight with a decimal
 * keypad, the camera's photos and a note. Checked with the server's own schema before it is sent.
 */
export function ReceiveForm() {
  const receive = useReceiveOrder();
  const [place, setPlace] = useState<ReceptionPlace>("paris");
  const [shop, setShop] = useState<Shop>("amazon");
  const [client, setClient] = useState<ReceptionClient | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const top = useRef<HTMLFormElement>(null);
  // The outcome shows above the form, which the carrier scrolled past to reach the button.
  useEffect(() => {
    if (done) top.current?.scrollIntoView({ block: "start" });
  }, [done]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    setMessage(null);
    const form = event.currentTarget;
    const values: Record<string, string> = { shop, place, ...(client ? { clientId: client.id } : {}) };
    for (const name of ["shopName", "trackingNumber", "orderNumber", "weightKg", "note"]) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)
        values[name] = input.value;
    }
    const checked = validateForm(receiveOrderFieldsSchema, values);
    const errors = checked.ok ? {} : { ...checked.fieldErrors };
    if (photos.length === 0) errors.photo = NO_ORDER_PHOTO;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    receive.mutate(
      { fields: values, photos },
      {
        onSuccess: (order) => {
          setDone(doneMessage(order));
          setClient(null);
          setPhotos([]);
          setShop("amazon");
          // A new form for the next box: the typed fields emptied, the place kept.
          setFormKey((key) => key + 1);
        },
        onError: (error) => {
          const split = splitApiError(error, FIELDS, "L'enregistrement a échoué. Réessayez.");
          setFieldErrors(split.fieldErrors);
          setMessage(split.message);
        },
      },
    );
  };

  return (
    <form
      key={formKey}
      ref={top}
      noValidate
      onSubmit={submit}
      aria-label="Recevoir une commande"
      className="scroll-mt-20 space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {done && (
        <Notice
          tone="success"
          action={
            <Button variant="secondary" onClick={() => setDone(null)}>
              Fermer
            </Button>
          }
        >
          {done}
        </Notice>
      )}
      <Choices
        legend="Lieu de réception"
        name="place"
        values={RECEPTION_PLACES}
        labels={RECEPTION_PLACE_LABELS}
        value={place}
        onChange={setPlace}
      />
      <div className="space-y-2">
        <p className="text-sm font-medium text-stone-800">Client</p>
        {client ? (
          <div className="flex items-start justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3">
            <ClientLines client={client} />
            <Button variant="secondary" onClick={() => setClient(null)}>
              Changer
            </Button>
          </div>
        ) : (
          <>
            <ClientPicker label="Chercher le client" onPick={setClient} />
            <p className="text-sm text-stone-600">
              Sans client choisi, la commande est enregistrée dans « À identifier ».
            </p>
          </>
        )}
      </div>
      <Choices
        legend="Boutique"
        name="shop"
        values={SHOPS}
        labels={SHOP_LABELS}
        value={shop}
        onChange={setShop}
      />
      {shop === "other" && (
        <TextField name="shopName" label="Nom de la boutique" maxLength={60} error={fieldErrors.shopName} />
      )}
      <TextField
        name="trackingNumber"
        label="Numéro de suivi"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={80}
        error={fieldErrors.trackingNumber}
        hint="Celui de l'étiquette du transporteur (ou de la boutique)."
      />
      <TextField
        name="orderNumber"
        label="Numéro de commande (facultatif)"
        autoComplete="off"
        maxLength={80}
        error={fieldErrors.orderNumber}
      />
      <TextField
        name="weightKg"
        label="Poids (kg)"
        {...DECIMAL_INPUT}
        placeholder="1,2"
        error={fieldErrors.weightKg}
      />
      <PhotoPicker
        photos={photos}
        onChange={(next) => {
          setPhotos(next);
          setFieldErrors(({ photo: _photo, ...rest }) => rest);
        }}
        onProblem={(problem) =>
          setFieldErrors(({ photo: _photo, ...rest }) => (problem ? { ...rest, photo: problem } : rest))
        }
        error={fieldErrors.photo}
      />
      <TextField name="note" label="Note (facultatif)" maxLength={300} error={fieldErrors.note} />
      {(message || fieldErrors.clientId || fieldErrors.place) && (
        <Notice tone="error">{message ?? fieldErrors.clientId ?? fieldErrors.place}</Notice>
      )}
      <SubmitButton loading={receive.isPending} size="lg" className="w-full">
        {receive.isPending ? "Envoi…" : client ? "Enregistrer la réception" : "Enregistrer dans À identifier"}
      </SubmitButton>
    </form>
  );
}
