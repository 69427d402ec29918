import {
  json,
  type MatrixEntry,
  type MatrixWorld,
  operatorsOnly,
  signedIn,
} from './access-matrix-callers.ts';
import { freshListing, publishedListingReview } from './access-matrix-worlds.ts';

// Who may call the operator console's routes and the users' 'Report' (ADR 0038).

/** A fresh account made in the database (the sign-up trigger gives it a profile), to suspend. */
async function freshAccount(world: MatrixWorld): Promise<string> {
  const id = crypto.randomUUID();
  await world.database.query(
    `insert into users (id, name, email, email_verified, first_name, last_name, user_type)
     values ($1, 'Fresh Account', $2, false, 'Fresh', 'Account', 'owner')`,
    [id, `fresh-${id}@example.com`],
  );
  return id;
}

async function hiddenListing(world: MatrixWorld): Promise<string> {
  const id = await freshListing(world);
  await world.database.query(`update locations set hidden_at = now(), hidden_by = 'operator' where id = $1`, [
    id,
  ]);
  return id;
}

async function suspendedAccount(world: MatrixWorld): Promise<string> {
  const id = await freshAccount(world);
  await world.database.query('update profiles set suspended_at = now() where id = $1', [id]);
  return id;
}

async function openReport(world: MatrixWorld): Promise<string> {
  const [row] = await world.database.query<{ id: string }>(
    `insert into reports (target_type, target_id, reason) values ('listing', $1, 'spam') returning id`,
    [world.listingId],
  );
  return row?.id ?? '';
}

const reason = json({ reason: 'Checked by the access matrix' });
const get = (url: string): MatrixEntry => ({ expect: operatorsOnly(), admin: 200, request: () => ({ url }) });

export const ADMIN_ACCESS_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/admin/overview': get('/api/admin/overview'),
  'GET /api/admin/users': get('/api/admin/users?q=matrix&type=owner&state=active&page=1'),
  'GET /api/admin/users/{id}': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({ url: `/api/admin/users/${await freshAccount(w)}` }),
  },
  'POST /api/admin/users/{id}/suspend': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({ url: `/api/admin/users/${await freshAccount(w)}/suspend`, ...reason }),
  },
  'POST /api/admin/users/{id}/unsuspend': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({ url: `/api/admin/users/${await suspendedAccount(w)}/unsuspend`, ...reason }),
  },
  'POST /api/admin/users/{id}/confirm-email': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({ url: `/api/admin/users/${await freshAccount(w)}/confirm-email`, ...reason }),
  },
  'GET /api/admin/audit': get('/api/admin/audit?targetType=user&page=1'),
  'GET /api/admin/listings': get('/api/admin/listings?state=live'),
  'GET /api/admin/listings/{id}': {
    expect: operatorsOnly(),
    admin: 200,
    request: (w) => ({ url: `/api/admin/listings/${w.listingId}` }),
  },
  'POST /api/admin/listings/{id}/hide': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({ url: `/api/admin/listings/${await freshListing(w)}/hide`, ...reason }),
  },
  'POST /api/admin/listings/{id}/restore': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({ url: `/api/admin/listings/${await hiddenListing(w)}/restore`, ...reason }),
  },
  'GET /api/admin/reports': get('/api/admin/reports?status=open'),
  'GET /api/admin/bookings': get(
    '/api/admin/bookings?q=matrix&status=confirmed&from=2026-01-01&to=2030-01-01',
  ),
  'GET /api/admin/reports/{id}': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({ url: `/api/admin/reports/${await openReport(w)}` }),
  },
  'POST /api/admin/reports/{id}/resolve': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({
      url: `/api/admin/reports/${await openReport(w)}/resolve`,
      ...json({ action: 'none', note: 'Nothing wrong' }),
    }),
  },
  'POST /api/admin/reviews/{id}/remove': {
    expect: operatorsOnly(),
    admin: 200,
    request: async (w) => ({
      url: `/api/admin/reviews/${await publishedListingReview(w)}/remove`,
      ...reason,
    }),
  },
  // Any signed-in user may report what they can see; operators too.
  'POST /api/reports': {
    expect: signedIn(201),
    admin: 201,
    request: (w) => ({
      url: '/api/reports',
      ...json({ targetType: 'listing', targetId: w.listingId, reason: 'spam', details: 'Matrix' }),
    }),
  },
};
