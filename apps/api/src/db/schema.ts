// The database schema, one file per subject under tables/ (architecture section 4). Repositories
// import tables from here; drizzle-kit reads this file to generate migrations.
export { accounts, rateLimits, sessions, twoFactors, users, verifications } from './auth-schema.ts';
export * from './tables/availability.ts';
export * from './tables/boards.ts';
export * from './tables/bookings.ts';
export * from './tables/claims.ts';
export * from './tables/listings.ts';
export * from './tables/messages.ts';
export * from './tables/operations.ts';
export * from './tables/operators.ts';
export * from './tables/payouts.ts';
export * from './tables/profiles.ts';
export * from './tables/reviews.ts';
