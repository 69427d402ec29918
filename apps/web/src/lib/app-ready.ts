// The app says when it has drawn the page or taken the server's page over, so that work that can wait
// (the service worker's download of every built file) does not compete with that (issue 12).

let announce: () => void = () => {};
const appReady = new Promise<void>((resolve) => {
  announce = resolve;
});

/** Called once the page answers input; later calls do nothing. */
export function markAppReady(): void {
  announce();
}

/** Resolves once `markAppReady` has been called. */
export function whenAppReady(): Promise<void> {
  return appReady;
}
