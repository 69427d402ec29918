import { json, type MatrixEntry, type MatrixWorld, operatorsOnly } from './access-matrix-callers.ts';
import { confirmed, freshListing, parties } from './access-matrix-worlds.ts';
import { post } from './booking-fixtures.ts';
import { tinyPdf } from './claim-fixtures.ts';
import { multipartPayload } from './image-fixtures.ts';
import { jsonHeaders } from './test-app.ts';

// Who may call the pardonable-event claim routes and a booking's console page (ADR 0048): the
// renter, and operators in /admin.

/** A booking of the world's filmmaker, confirmed and then cancelled by them. */
async function cancelled(world: MatrixWorld) {
  const id = await confirmed(world);
  await post(world.app, `/api/bookings/${id}/cancel`, world.cookies.filmmaker, { reason: 'Flooded roads' });
  return id;
}

/** The same with a claim and one PDF; returns the booking, the claim and the document. */
async function claimed(world: MatrixWorld) {
  const bookingId = await cancelled(world);
  const claim = await post(world.app, `/api/bookings/${bookingId}/claim`, world.cookies.filmmaker, {
    event: 'natural_disaster',
  });
  const upload = await documentUpload();
  const res = await world.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/claim/documents`,
    ...upload,
    headers: { ...upload.headers, cookie: world.cookies.filmmaker },
  });
  return { bookingId, claimId: claim.json().id as string, documentId: res.json().documents[0].id as string };
}

async function documentUpload() {
  const { payload, headers } = await multipartPayload(
    [{ filename: 'alert.pdf', data: tinyPdf(), contentType: 'application/pdf' }],
    'documents',
  );
  return { payload, headers: { ...headers, origin: jsonHeaders.origin } };
}

/** A fresh listing waiting in the review queue (as LISTING_REVIEW=true leaves a new one). */
async function inReview(world: MatrixWorld) {
  const id = await freshListing(world);
  await world.database.query(`update locations set review_status = 'in_review' where id = $1`, [id]);
  return id;
}
const reviewed = json({ reason: 'Checked by the access matrix' });

/** The renter only: the owner is a party to the booking but not to its claim. */
const renterOnly = (ok: number) => parties(ok, 404);

export const CLAIMS_ACCESS_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/bookings/{id}/claim': {
    expect: renterOnly(200),
    request: async (w) => ({ url: `/api/bookings/${(await claimed(w)).bookingId}/claim` }),
  },
  'POST /api/bookings/{id}/claim': {
    expect: renterOnly(201),
    request: async (w) => ({
      url: `/api/bookings/${await cancelled(w)}/claim`,
      ...json({ event: 'medical_emergency', details: 'Matrix' }),
    }),
  },
  'POST /api/bookings/{id}/claim/documents': {
    expect: renterOnly(201),
    request: async (w) => {
      const bookingId = await cancelled(w);
      await post(w.app, `/api/bookings/${bookingId}/claim`, w.cookies.filmmaker, {
        event: 'legal_injunction',
      });
      return { url: `/api/bookings/${bookingId}/claim/documents`, ...(await documentUpload()) };
    },
  },
  'GET /api/bookings/{id}/claim/documents/{documentId}': {
    expect: renterOnly(200),
    request: async (w) => {
      const { bookingId, documentId } = await claimed(w);
      return { url: `/api/bookings/${bookingId}/claim/documents/${documentId}` };
    },
  },
  'GET /api/admin/claims': {
    expect: operatorsOnly(),
    admin: 200,
    request: () => ({ url: '/api/admin/claims?status=open&page=1' }),
  },
  'GET /api/admin/claims/{id}': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({ url: `/api/admin/claims/${(await claimed(w)).claimId}` }),
  },
  'POST /api/admin/claims/{id}/decision': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({
      url: `/api/admin/claims/${(await claimed(w)).claimId}/decision`,
      ...json({ decision: 'decline', reason: 'Checked by the access matrix' }),
    }),
  },
  'GET /api/admin/claims/{id}/documents/{documentId}': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => {
      const { claimId, documentId } = await claimed(w);
      return { url: `/api/admin/claims/${claimId}/documents/${documentId}` };
    },
  },
  'GET /api/admin/bookings/{id}': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({ url: `/api/admin/bookings/${(await claimed(w)).bookingId}` }),
  },
  'POST /api/admin/bookings/{id}/cancel': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({
      url: `/api/admin/bookings/${await confirmed(w)}/cancel`,
      ...json({ refundCents: 1000, reason: 'Checked by the access matrix' }),
    }),
  },
  'POST /api/admin/bookings/{id}/refund': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({
      url: `/api/admin/bookings/${await cancelled(w)}/refund`,
      ...json({ refundCents: 1, reason: 'Checked by the access matrix' }),
    }),
  },
  'POST /api/admin/listings/{id}/approve': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({ url: `/api/admin/listings/${await inReview(w)}/approve`, ...reviewed }),
  },
  'POST /api/admin/listings/{id}/reject': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({ url: `/api/admin/listings/${await inReview(w)}/reject`, ...reviewed }),
  },
};
