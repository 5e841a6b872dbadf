/**
 * « Une nouvelle version est disponible » with its « Mettre à jour » button (decision 078). Plain DOM,
 * not React: it shows on every page, prerendered public pages included, whatever part of them React
 * runs, and costs nothing until an update exists.
 */
const PROMPT_ID = "colibri-update-prompt";

export function showUpdatePrompt(apply: () => void): void {
  if (document.getElementById(PROMPT_ID)) return;
  const prompt = document.createElement("div");
  prompt.id = PROMPT_ID;
  prompt.setAttribute("role", "status");
  prompt.className =
    "fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-white p-4 text-sm text-stone-900 shadow-lg";
  const text = document.createElement("p");
  text.className = "font-medium";
  text.textContent = "Une nouvelle version est disponible.";
  const button = document.createElement("button");
  button.type = "button";
  button.className =
    "rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
  button.textContent = "Mettre à jour";
  button.addEventListener("click", () => {
    button.disabled = true;
    button.textContent = "Mise à jour…";
    apply();
  });
  prompt.append(text, button);
  document.body.append(prompt);
}
