import { useEffect } from 'react';
import { showToast } from './toast';

/**
 * Product section 8: a failed load of a dashboard or a bookings list is also a toast ('Error fetching
 * ...: {message}'), once.
 */
export function useErrorToast(message: string | null) {
  useEffect(() => {
    if (message) showToast((toast) => toast.error(message, { id: message }));
  }, [message]);
}
