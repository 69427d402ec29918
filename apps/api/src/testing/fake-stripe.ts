import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Stripe's API on loopback (the one part outside the machine): just the calls SetSpot
 * makes, answered in Stripe's shapes, with Stripe's idempotency: a repeated Idempotency-Key gets the
 * first answer and does nothing again.
 */
export type FakeStripeCall = {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
};

type Intent = { id: string; status: 'requires_capture' | 'succeeded' | 'canceled'; amount: number };

export type FakeStripe = {
  url: string;
  calls: FakeStripeCall[];
  /** Calls that did something (a repeated idempotency key does not). */
  effects: FakeStripeCall[];
  /** A PaymentIntent as if a card had been authorised in Checkout. */
  addIntent(amount: number): string;
  intents: Map<string, Intent>;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const effects: FakeStripeCall[] = [];
  const intents = new Map<string, Intent>();
  const answered = new Map<string, { status: number; body: unknown }>();

  const handle = (call: FakeStripeCall): { status: number; body: unknown } => {
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(call.path);
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const session = id('cs');
      return {
        status: 200,
        body: {
          id: session,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${session}`,
          payment_intent: null,
          metadata: { booking_id: call.form.get('metadata[booking_id]') },
          amount_total: Number(call.form.get('line_items[0][price_data][unit_amount]')),
        },
      };
    }
    if (intentPath) {
      const intent = intents.get(intentPath[1] ?? '');
      if (!intent) return stripeError(404, 'resource_missing', 'No such payment_intent');
      const action = intentPath[2];
      if (action === 'capture' || action === 'cancel') {
        if (intent.status !== 'requires_capture') {
          return stripeError(
            400,
            'payment_intent_unexpected_state',
            `This PaymentIntent is ${intent.status}`,
          );
        }
        intent.status = action === 'capture' ? 'succeeded' : 'canceled';
      }
      return { status: 200, body: { object: 'payment_intent', ...intent } };
    }
    if (call.method === 'POST' && call.path === '/v1/refunds') {
      const intent = intents.get(call.form.get('payment_intent') ?? '');
      if (intent?.status !== 'succeeded') return stripeError(400, 'charge_not_captured', 'Nothing to refund');
      return {
        status: 200,
        body: { id: id('re'), object: 'refund', amount: Number(call.form.get('amount')) },
      };
    }
    return stripeError(404, 'resource_missing', `Unknown path ${call.path}`);
  };

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const key = request.headers['idempotency-key'];
      const call: FakeStripeCall = {
        method: request.method ?? 'GET',
        path: url.pathname,
        form: new URLSearchParams(body || url.search),
        idempotencyKey: typeof key === 'string' ? key : null,
      };
      calls.push(call);
      const repeated = call.idempotencyKey ? answered.get(call.idempotencyKey) : undefined;
      const answer = repeated ?? handle(call);
      if (!repeated && answer.status === 200 && call.method === 'POST') effects.push(call);
      if (call.idempotencyKey && !repeated) answered.set(call.idempotencyKey, answer);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    effects,
    intents,
    addIntent(amount) {
      const intent = { id: id('pi'), status: 'requires_capture' as const, amount };
      intents.set(intent.id, intent);
      return intent.id;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function stripeError(status: number, code: string, message: string) {
  return { status, body: { error: { type: 'invalid_request_error', code, message } } };
}
