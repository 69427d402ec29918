import type { toast as sonnerToast } from 'sonner';

// sonner (about 11 KB gzipped) stays out of every page's first load: the Toaster
// is loaded lazily, and a toast raised before it is mounted waits for it, so none is lost.
let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

export function signalToasterMounted(): void {
  markToasterMounted();
}

export function showToast(show: (toast: typeof sonnerToast) => void): void {
  void Promise.all([import('sonner'), toasterMounted]).then(([{ toast }]) => show(toast));
}
