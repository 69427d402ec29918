import { ADMIN_ACCESS_MATRIX } from './access-matrix-admin.ts';
import { AVAILABILITY_MATRIX } from './access-matrix-availability.ts';
import { BOARD_ROUTES } from './access-matrix-boards.ts';
import { everyone, json, type MatrixEntry, ownerOnly, signedIn } from './access-matrix-callers.ts';
import { CLAIMS_ACCESS_MATRIX } from './access-matrix-claims.ts';
import { PAYOUTS_MATRIX } from './access-matrix-payouts.ts';
import { SCOUTING_ACCESS } from './access-matrix-scouting.ts';
import {
  authorised,
  bookableListing,
  checkoutSession,
  completed,
  confirmed,
  conversationOf,
  dates,
  filmmakerId,
  freshListing,
  listingWithPhotos,
  parties,
  publishedListingReview,
  unpaid,
} from './access-matrix-worlds.ts';
import { multipartPayload, pngImage } from './image-fixtures.ts';
import { fullListingForm } from './listing-fixtures.ts';
import { userIdOf } from './message-fixtures.ts';
import { jsonHeaders } from './test-app.ts';

/**
 * Who may call each documented API route, as a table (types and caller sets in access-matrix-callers.ts,
 * the states requests need in access-matrix-worlds.ts).
 */
export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/health': { expect: everyone(200), request: () => ({ url: '/api/health' }) },
  'GET /api/ready': { expect: everyone(200), request: () => ({ url: '/api/ready' }) },
  'GET /api/me': { expect: everyone(200), request: () => ({ url: '/api/me' }) },
  // Self only: no route names a user, so each caller can only ever reach their own profile.
  'GET /api/me/profile': { expect: signedIn(200), request: () => ({ url: '/api/me/profile' }) },
  'PUT /api/me/profile': {
    expect: signedIn(200),
    request: () => ({ url: '/api/me/profile', ...json({ firstName: 'Matrix', lastName: 'Caller' }) }),
  },
  'POST /api/me/avatar': {
    expect: signedIn(200),
    request: async () => {
      const { payload, headers } = await multipartPayload(
        [{ filename: 'me.png', data: await pngImage(64, 64) }],
        'avatar',
      );
      return { url: '/api/me/avatar', headers: { ...headers, origin: jsonHeaders.origin }, payload };
    },
  },
  'DELETE /api/me/avatar': { expect: signedIn(200), request: () => ({ url: '/api/me/avatar' }) },
  'POST /api/contact': {
    expect: everyone(201),
    request: () => ({
      url: '/api/contact',
      ...json({ name: 'Matrix', email: 'matrix@example.com', message: 'Hello support' }),
    }),
  },
  // Self only: no id to name anyone else. A wrong password keeps the world's accounts alive here; the
  // deletion itself is tested in modules/accounts/account-deletion.integration-test.ts.
  'DELETE /api/me': {
    expect: signedIn(403),
    request: () => ({ url: '/api/me', ...json({ password: 'Not-The-Password-1' }) }),
  },
  'GET /api/me/export': { expect: signedIn(200), request: () => ({ url: '/api/me/export' }) },
  'POST /api/errors': {
    expect: everyone(204),
    request: () => ({ url: '/api/errors', ...json({ type: 'matrix', error: 'e' }) }),
  },
  'GET /api/locations': { expect: everyone(200), request: () => ({ url: '/api/locations' }) },
  'GET /api/locations/featured': {
    expect: everyone(200),
    request: () => ({ url: '/api/locations/featured' }),
  },
  'GET /api/locations/{id}': {
    expect: everyone(200),
    request: (w) => ({ url: `/api/locations/${w.listingId}` }),
  },
  'GET /api/locations/{id}/reviews': {
    expect: everyone(200),
    request: (w) => ({ url: `/api/locations/${w.listingId}/reviews` }),
  },
  'GET /api/locations/{id}/unavailable-dates': {
    expect: everyone(200),
    request: (w) => ({ url: `/api/locations/${w.listingId}/unavailable-dates` }),
  },
  'POST /api/locations': {
    expect: ownerOnly(201),
    request: () => ({ url: '/api/locations', ...json(fullListingForm()) }),
  },
  'PUT /api/locations/{id}': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({
      url: `/api/locations/${await freshListing(w)}`,
      method: 'PUT',
      ...json(fullListingForm()),
    }),
  },
  'DELETE /api/locations/{id}': {
    expect: ownerOnly(200, 404),
    request: async (w) => ({ url: `/api/locations/${await freshListing(w)}` }),
  },
  'POST /api/locations/{id}/images': {
    expect: ownerOnly(201, 404),
    request: async (w) => {
      const { payload, headers } = await multipartPayload([
        { filename: 'b.png', data: await pngImage(64, 64) },
      ]);
      return {
        url: `/api/locations/${await freshListing(w)}/images`,
        headers: { ...headers, origin: jsonHeaders.origin },
        payload,
      };
    },
  },
  'PUT /api/locations/{id}/images/order': {
    expect: ownerOnly(200, 404),
    request: async (w) => {
      const { id, imageIds } = await listingWithPhotos(w);
      return { url: `/api/locations/${id}/images/order`, ...json({ imageIds }) };
    },
  },
  'DELETE /api/locations/{id}/images/{imageId}': {
    expect: ownerOnly(200, 404),
    request: async (w) => {
      const { id, imageIds } = await listingWithPhotos(w);
      return { url: `/api/locations/${id}/images/${imageIds[0]}` };
    },
  },
  'GET /api/owner/dashboard': { expect: ownerOnly(200), request: () => ({ url: '/api/owner/dashboard' }) },
  'GET /api/owner/listings': { expect: ownerOnly(200), request: () => ({ url: '/api/owner/listings' }) },
  'GET /api/owner/listings/{id}': {
    expect: ownerOnly(200, 404),
    request: (w) => ({ url: `/api/owner/listings/${w.listingId}` }),
  },
  'GET /api/owner/bookings': { expect: ownerOnly(200), request: () => ({ url: '/api/owner/bookings' }) },
  'POST /api/bookings': {
    expect: { visitor: 401, filmmaker: 201, owner: 403, otherFilmmaker: 201, otherOwner: 403 },
    request: async (w) => ({
      url: '/api/bookings',
      ...json({ locationId: await bookableListing(w), ...dates }),
    }),
  },
  'GET /api/me/bookings': { expect: signedIn(200), request: () => ({ url: '/api/me/bookings' }) },
  'GET /api/bookings/{id}': {
    expect: parties(200, 200),
    request: async (w) => ({ url: `/api/bookings/${await authorised(w)}` }),
  },
  'GET /api/bookings/{id}/refund-quote': {
    expect: parties(200, 404),
    request: async (w) => ({ url: `/api/bookings/${await confirmed(w)}/refund-quote` }),
  },
  'POST /api/bookings/{id}/checkout': {
    expect: parties(200, 404),
    request: async (w) => ({ url: `/api/bookings/${await unpaid(w)}/checkout`, ...json({}) }),
  },
  'POST /api/bookings/{id}/approve': {
    expect: parties(403, 200),
    request: async (w) => ({ url: `/api/bookings/${await authorised(w)}/approve`, ...json({}) }),
  },
  'POST /api/bookings/{id}/reject': {
    expect: parties(403, 200),
    request: async (w) => ({
      url: `/api/bookings/${await authorised(w)}/reject`,
      ...json({ reason: 'The space is being repainted that week' }),
    }),
  },
  'POST /api/bookings/{id}/cancel': {
    expect: parties(200, 200),
    request: async (w) => ({
      url: `/api/bookings/${await confirmed(w)}/cancel`,
      ...json({ reason: 'A pipe burst in the studio' }),
    }),
  },
  'GET /api/conversations': { expect: signedIn(200), request: () => ({ url: '/api/conversations' }) },
  'GET /api/messages': {
    // The filmmaker's conversation with the owner: theirs alone (a listing's owner may be written to).
    expect: { visitor: 401, filmmaker: 200, owner: 200, otherFilmmaker: 404, otherOwner: 404 },
    request: async (w) => ({ url: `/api/messages?conversationId=${await conversationOf(w)}` }),
  },
  'POST /api/messages': {
    // To the owner of a live listing: filmmakers may start; owners may not write to owners.
    expect: { visitor: 401, filmmaker: 201, owner: 400, otherFilmmaker: 201, otherOwner: 403 },
    request: async (w) => ({
      url: '/api/messages',
      ...json({
        receiverId: await userIdOf(w.app, w.cookies.owner),
        content: 'Is it free?',
        locationId: w.listingId,
      }),
    }),
  },
  'POST /api/messages/read': {
    expect: signedIn(200),
    request: async (w) => {
      await conversationOf(w);
      return { url: '/api/messages/read', ...json({ ids: ['00000000-0000-4000-8000-000000000000'] }) };
    },
  },
  'GET /api/messages/stream': {
    expect: signedIn(200),
    // The stream stays open: the answer's status is known as soon as its head is sent.
    request: () => ({ url: '/api/messages/stream', payloadAsStream: true }),
  },
  // The session id is the capability, as with a hosted checkout page: whoever holds the link may pay.
  'GET /api/payments/test/sessions/{id}': {
    expect: everyone(200),
    request: async (w) => ({ url: `/api/payments/test/sessions/${await checkoutSession(w)}` }),
  },
  'POST /api/payments/test/sessions/{id}/pay': {
    expect: everyone(200),
    request: async (w) => ({
      url: `/api/payments/test/sessions/${await checkoutSession(w)}/pay`,
      ...json({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', name: 'Rosa Diaz' }),
    }),
  },
  // Reviews (ADR 0015): each side of a completed booking, once; the reply by the listing's owner only.
  'POST /api/reviews': {
    expect: { visitor: 401, filmmaker: 201, owner: 403, otherFilmmaker: 404, otherOwner: 403 },
    request: async (w) => ({
      url: '/api/reviews',
      ...json({ bookingId: (await completed(w)).bookingId, rating: 5 }),
    }),
  },
  'POST /api/renter-reviews': {
    expect: { visitor: 401, filmmaker: 403, owner: 201, otherFilmmaker: 403, otherOwner: 404 },
    request: async (w) => ({
      url: '/api/renter-reviews',
      ...json({ bookingId: (await completed(w)).bookingId, rating: 4 }),
    }),
  },
  'POST /api/reviews/{id}/reply': {
    expect: ownerOnly(201, 404),
    request: async (w) => ({
      url: `/api/reviews/${await publishedListingReview(w)}/reply`,
      ...json({ reply: 'Thank you, come back soon' }),
    }),
  },
  'GET /api/filmmakers/{id}/reviews': {
    expect: { visitor: 401, filmmaker: 200, owner: 200, otherFilmmaker: 404, otherOwner: 200 },
    request: async (w) => ({ url: `/api/filmmakers/${await filmmakerId(w)}/reviews` }),
  },
  'GET /api/me/reviews': { expect: signedIn(200), request: () => ({ url: '/api/me/reviews' }) },
  ...ADMIN_ACCESS_MATRIX,
  ...CLAIMS_ACCESS_MATRIX,
  ...BOARD_ROUTES,
  ...AVAILABILITY_MATRIX,
  ...SCOUTING_ACCESS,
  ...PAYOUTS_MATRIX,
};
