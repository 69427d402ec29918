import type { toast as sonnerToast } from 'sonner';

// sonner stays out of the first-load bundle (the 150 KB budget of home and search): the Toaster
// is loaded lazily, and toasts raised by the shell wait until it is mounted so none is lost.
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
