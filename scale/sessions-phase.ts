import { check, phase } from './checks.ts';
import { DEMO_OWNER, DEMO_PASSWORD, getJson, signIn } from './http.ts';
import type { Instance } from './instances.ts';

/**
 * A session made through the balancer works on each instance; failed sign-ins for one account from
 * one address, spread over both instances, meet AUTH_RATE_LIMIT_MAX (10) together, because the count
 * is shared (an unknown address, so that the demo accounts stay usable).
 */
export async function sessionsAndRateLimits(options: { publicUrl: string; instances: Instance[] }) {
  const { publicUrl, instances } = options;
  phase('Sessions and rate limits across both instances');
  // From an address of its own: the journeys' sign-ins from loopback still count in this window.
  const owner = await signIn(publicUrl, DEMO_OWNER, DEMO_PASSWORD, '198.51.100.7');
  check('sign-in through nginx', owner.status === 200, String(owner.status));
  const seen = await Promise.all(
    instances.map((i) => getJson<{ user?: { email?: string } }>(`${i.url}/api/me`, owner.cookie)),
  );
  check(
    'a session from nginx is known to both instances',
    seen.every((s) => s.status === 200 && s.body.user?.email === DEMO_OWNER),
    seen.map((s) => s.status).join(', '),
  );

  const clientIp = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  const guessed = `nobody-${Date.now()}@setspot.example`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 12; attempt++) {
    const instance = instances[attempt % instances.length] as Instance;
    statuses.push((await signIn(instance.url, guessed, 'wrong-password-123', clientIp)).status);
  }
  check(
    '10 failed sign-ins for one account spread over two instances meet the limit; the 11th and 12th are refused',
    statuses.slice(0, 10).every((s) => s === 401) && statuses.slice(10).every((s) => s === 429),
    statuses.join(' '),
  );
}
