import { Button } from "#client/ui/button";
import { TRACK_CODE_FIELD, TRACK_CODE_FORM_PATH } from "#shared/tracking/tracking-code";

/**
 * Public tracking from home (docs/product/public-site.md#home): whoever received a tracking code (often
 * the recipient in Lomé, without an account) types it here and lands on the public tracking page. A plain
 * GET form with no script of its own: it works before the page is hydrated on a slow phone, and adds next
 * to nothing to home's bundle (decision 027). The server turns it into the page's address
 * (`track-code-form.routes.ts`).
 */
export function TrackParcelSection() {
  return (
    <section aria-labelledby="track-parcel-title" className="border-b border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl gap-10 px-4 py-8 sm:px-6 lg:flex lg:items-end">
        <div className="lg:w-2/5">
          <h2 id="track-parcel-title" className="text-xl font-bold tracking-tight text-stone-900">
            Suivre un colis
          </h2>
          <p className="mt-1 text-stone-600">
            Vous avez reçu un code de suivi ? Saisissez-le pour voir où en est le colis, sans compte.
          </p>
        </div>
        <form
          method="get"
          action={TRACK_CODE_FORM_PATH}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end lg:mt-0 lg:flex-1"
        >
          <label className="block flex-1 text-sm font-medium text-stone-800">
            Code de suivi
            <input
              name={TRACK_CODE_FIELD}
              required
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder="Ex. 7KQ2M9XH4D1P"
              // The look of ui/input-styles.ts, written out: importing it would add a chunk the home page
              // has no room for (JS budget 90 KB, home 90.0 KB; docs/decisions/033-one-form-style-one-fetch-style.md).
              className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-400"
            />
          </label>
          <Button type="submit">Suivre ce colis</Button>
        </form>
      </div>
    </section>
  );
}
