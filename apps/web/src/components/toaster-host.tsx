import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { signalToasterMounted } from '../lib/toast';

/** Loaded lazily by the providers; tells queued toasts once the Toaster listens. */
export function ToasterHost() {
  return (
    <>
      <Toaster richColors closeButton />
      <MountedSignal />
    </>
  );
}

// Rendered after the Toaster, so its effect runs once the Toaster has subscribed.
function MountedSignal() {
  useEffect(() => signalToasterMounted(), []);
  return null;
}
