/** True while the public entry hydrates the server's markup (decision 0060; set by `public-main.tsx`). */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
