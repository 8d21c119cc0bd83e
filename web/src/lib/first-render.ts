// Whether a component is rendering the page the server sent: on the server itself, and in the browser
// while it hydrates that HTML (main.tsx marks the start and the end). Lists render everything then —
// the HTML must hold the whole page for readers without JavaScript, and hydration must render what
// the server did — and only slice their rows on pages the browser renders itself.
let hydrating = false;

export function startHydration(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
}

export function renderingServerPage(): boolean {
  return typeof window === 'undefined' || hydrating;
}
