import { useEffect } from 'react';
import { showToast } from '../../../lib/toast';

/** Product section 8: a failed load is also a toast ('Error fetching your bookings: {message}'), once. */
export function useErrorToast(message: string | null) {
  useEffect(() => {
    if (message) showToast((toast) => toast.error(message, { id: message }));
  }, [message]);
}
