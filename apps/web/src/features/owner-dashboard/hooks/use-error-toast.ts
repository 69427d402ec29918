import { useEffect } from 'react';
import { showToast } from '../../../lib/toast';

/** Product section 8: a failed dashboard load is also a toast ('Error fetching ...: {message}'), once. */
export function useErrorToast(message: string | null) {
  useEffect(() => {
    if (message) showToast((toast) => toast.error(message, { id: message }));
  }, [message]);
}
