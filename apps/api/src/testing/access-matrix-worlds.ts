import type { Caller, MatrixWorld } from './access-matrix-callers.ts';
import { authorisedBooking, daysFromToday, post, requestBooking } from './booking-fixtures.ts';
import { multipartPayload, pngImage } from './image-fixtures.ts';
import { createListing } from './listing-fixtures.ts';
import { sendMessageAs, userIdOf } from './message-fixtures.ts';
import { completedBooking } from './review-fixtures.ts';
import { jsonHeaders } from './test-app.ts';

/** A fresh listing of the world's owner, for requests that change or remove one. */
export async function freshListing(world: MatrixWorld) {
  return createListing(world.app, world.cookies.owner);
}

export async function imagesOf(world: MatrixWorld, listingId: string): Promise<string[]> {
  const res = await world.app.inject({
    method: 'GET',
    url: `/api/owner/listings/${listingId}`,
    headers: { cookie: world.cookies.owner },
  });
  return (res.json().images as { id: string }[]).map((image) => image.id);
}

/** A fresh listing with two photos (one may be removed: a listing keeps at least one). */
export async function listingWithPhotos(world: MatrixWorld) {
  const id = await freshListing(world);
  const photo = await pngImage(64, 64);
  const { payload, headers } = await multipartPayload([
    { filename: 'a.png', data: photo },
    { filename: 'b.png', data: photo },
  ]);
  await world.app.inject({
    method: 'POST',
    url: `/api/locations/${id}/images`,
    headers: { ...headers, cookie: world.cookies.owner, origin: jsonHeaders.origin },
    payload,
  });
  return { id, imageIds: await imagesOf(world, id) };
}

export const dates = { startDate: daysFromToday(20), endDate: daysFromToday(22) };
export const everyDay = { availability: { weekdays: true, weekends: true, holidays: true } };

/** A fresh listing open every day, so any dates can be requested. */
export function bookableListing(world: MatrixWorld) {
  return createListing(world.app, world.cookies.owner, everyDay);
}

/** A request by the world's filmmaker on a fresh listing of the world's owner, paid (authorised). */
export async function authorised(world: MatrixWorld) {
  const locationId = await bookableListing(world);
  return authorisedBooking(world.app, world.cookies.filmmaker, { locationId, ...dates });
}

/** The same, not paid yet. */
export async function unpaid(world: MatrixWorld) {
  const locationId = await bookableListing(world);
  const res = await requestBooking(world.app, world.cookies.filmmaker, { locationId, ...dates });
  return res.json().booking.id as string;
}

/** The same, approved by the owner (paid and confirmed). */
export async function confirmed(world: MatrixWorld) {
  const id = await authorised(world);
  await post(world.app, `/api/bookings/${id}/approve`, world.cookies.owner);
  return id;
}

/** The test checkout session of a fresh unpaid request. */
export async function checkoutSession(world: MatrixWorld) {
  const id = await unpaid(world);
  const res = await post(world.app, `/api/bookings/${id}/checkout`, world.cookies.filmmaker);
  return (res.json().url as string).split('/').pop() ?? '';
}

/** The conversation between the world's filmmaker and owner (made by the filmmaker's first message). */
export async function conversationOf(world: MatrixWorld): Promise<string> {
  const res = await sendMessageAs(world.app, world.cookies.filmmaker, {
    receiverId: await userIdOf(world.app, world.cookies.owner),
    content: 'Hello from the matrix',
  });
  return res.json().message.conversationId as string;
}

/** Booking routes: the renter (filmmaker), the listing's owner, and nobody else. */
export const parties = (renter: number, owner: number): Record<Caller, number> => ({
  visitor: 401,
  filmmaker: renter,
  owner,
  otherFilmmaker: 404,
  otherOwner: 404,
});

/** A completed booking of the world's filmmaker on a fresh listing of the world's owner. */
export function completed(world: MatrixWorld) {
  return completedBooking(world.app, world.database, world.cookies);
}

/** A completed booking both sides reviewed, so the listing review is published; returns its id. */
export async function publishedListingReview(world: MatrixWorld) {
  const { bookingId } = await completed(world);
  const review = await post(world.app, '/api/reviews', world.cookies.filmmaker, { bookingId, rating: 4 });
  await post(world.app, '/api/renter-reviews', world.cookies.owner, { bookingId, rating: 5 });
  return review.json().review.id as string;
}

/** The world's filmmaker's account id (the subject of owners' reviews). */
export async function filmmakerId(world: MatrixWorld) {
  const res = await world.app.inject({ url: '/api/me', headers: { cookie: world.cookies.filmmaker } });
  return res.json().user.id as string;
}
