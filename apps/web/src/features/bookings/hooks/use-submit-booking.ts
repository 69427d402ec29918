import type { BookingRequestInput } from '@setspot/domain/bookings/booking-request';
import {
  failedToCreateBooking,
  PLEASE_LOG_IN_TO_MAKE_A_BOOKING,
} from '@setspot/domain/bookings/booking-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth/get-me';
import { rememberPostLoginRedirect } from '../../../lib/auth/post-login-redirect';
import { showToast } from '../../../lib/toast';
import { cancelBooking } from '../api/cancel-booking';
import { createBooking } from '../api/create-booking';
import { requestCheckout } from '../api/request-checkout';
import { bookingQueryKeys } from '../lib/booking-query-keys';
import { goToPaymentPage } from '../lib/go-to-payment-page';

/**
 * Product section 4 'Booking submit flow': create the pending request, ask for a payment page, go there.
 * When the request was created but the payment page could not be had, pressing the button again pays
 * for that same request instead of asking for the dates a second time (they are held by it). A
 * request made for other details is withdrawn first, so it does not keep holding its dates.
 */
export function useSubmitBooking() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const created = useRef<{ request: string; id: string } | null>(null);

  return useMutation({
    mutationFn: async (request: BookingRequestInput) => {
      const key = JSON.stringify(request);
      const earlier = created.current;
      let id = earlier?.request === key ? earlier.id : null;
      if (!id) {
        if (earlier) {
          created.current = null;
          await cancelBooking(earlier.id).catch(() => undefined);
        }
        id = (await createBooking(request)).booking.id;
        created.current = { request: key, id };
      }
      return (await requestCheckout(id)).url;
    },
    onSuccess: (url) => goToPaymentPage(url),
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all });
      if (error instanceof ApiError && error.status === 401) {
        // Product section 5: signed out, the booking needs a login; the user comes back to this listing.
        showToast((toast) => toast.error(PLEASE_LOG_IN_TO_MAKE_A_BOOKING, { id: 'auth-required' }));
        rememberPostLoginRedirect(location.pathname + location.search);
        void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
        navigate(paths.login);
        return;
      }
      showToast((toast) => toast.error(failedToCreateBooking(errorMessage(error))));
    },
  });
}
