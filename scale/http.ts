// Small HTTP helpers of the scale-out test, over fetch (a refused connection is a failure too).

export const DEMO_OWNER = 'owner@setspot.example';
export const DEMO_FILMMAKER = 'filmmaker@setspot.example';
export const DEMO_PASSWORD = 'Film-Locations-2026';

/** POST /api/auth/sign-in/email; `clientIp` is sent as X-Forwarded-For (the instances trust the proxy). */
export async function signIn(baseUrl: string, email: string, password: string, clientIp?: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: response.status, cookie };
}

export async function getJson<T>(url: string, cookie?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
