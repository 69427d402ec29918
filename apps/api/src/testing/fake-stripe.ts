import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeConnect, type FakeConnect } from './fake-stripe-connect.ts';

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
  /** The Stripe-Account header: a call made on a connected account's behalf. */
  account: string | null;
};

type Intent = {
  id: string;
  status: 'requires_capture' | 'succeeded' | 'canceled';
  amount: number;
  amountRefunded: number;
};

export type FakeStripe = {
  url: string;
  calls: FakeStripeCall[];
  /** Calls that did something (a repeated idempotency key does not). */
  effects: FakeStripeCall[];
  /** A PaymentIntent as if a card had been authorised in Checkout. */
  addIntent(amount: number): string;
  intents: Map<string, Intent>;
  /** Stripe Connect: accounts, links, transfers, reversals, payouts, balance transactions. */
  connect: FakeConnect;
  /**
   * Called after a call took effect and before it is answered (the crash tests kill the SetSpot
   * process here: the money moved, the answer never arrives).
   */
  beforeAnswer: ((call: FakeStripeCall) => Promise<void>) | null;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const effects: FakeStripeCall[] = [];
  const intents = new Map<string, Intent>();
  // Stripe keeps the first answer per key, and refuses the key with other parameters.
  const answered = new Map<string, { status: number; body: unknown; request: string }>();
  const fake = { beforeAnswer: null as FakeStripe['beforeAnswer'] };
  const connect = createFakeConnect();

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
        if (action === 'capture') connect.chargeCaptured(intent.id, intent.amount);
      }
      return { status: 200, body: intentBody(intent) };
    }
    if (call.method === 'POST' && call.path === '/v1/refunds') {
      const intent = intents.get(call.form.get('payment_intent') ?? '');
      if (intent?.status !== 'succeeded') return stripeError(400, 'charge_not_captured', 'Nothing to refund');
      const amount = Number(call.form.get('amount') ?? intent.amount - intent.amountRefunded);
      if (intent.amountRefunded + amount > intent.amount) {
        return stripeError(400, 'charge_already_refunded', 'Charge has already been refunded.');
      }
      intent.amountRefunded += amount;
      return {
        status: 200,
        body: { id: id('re'), object: 'refund', amount: Number(call.form.get('amount')) },
      };
    }
    return connect.handle(call) ?? stripeError(404, 'resource_missing', `Unknown path ${call.path}`);
  };

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const key = request.headers['idempotency-key'];
      const onBehalfOf = request.headers['stripe-account'];
      const call: FakeStripeCall = {
        method: request.method ?? 'GET',
        path: url.pathname,
        form: new URLSearchParams(body || url.search),
        idempotencyKey: typeof key === 'string' ? key : null,
        account: typeof onBehalfOf === 'string' ? onBehalfOf : null,
      };
      calls.push(call);
      const signature = `${call.method} ${call.path} ${call.form.toString()}`;
      const repeated = call.idempotencyKey ? answered.get(call.idempotencyKey) : undefined;
      const answer =
        repeated && repeated.request !== signature
          ? idempotencyMismatch(call.idempotencyKey ?? '')
          : (repeated ?? handle(call));
      if (!repeated && answer.status === 200 && call.method === 'POST') effects.push(call);
      if (call.idempotencyKey && !repeated)
        answered.set(call.idempotencyKey, { ...answer, request: signature });
      if (!repeated && fake.beforeAnswer) await fake.beforeAnswer(call);
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const api: Omit<FakeStripe, 'beforeAnswer'> = {
    url: `http://127.0.0.1:${port}`,
    calls,
    effects,
    intents,
    connect,
    addIntent(amount) {
      const intent: Intent = { id: id('pi'), status: 'requires_capture', amount, amountRefunded: 0 };
      intents.set(intent.id, intent);
      return intent.id;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return Object.assign(fake, api);
}

/** A PaymentIntent as Stripe answers it, its latest charge expanded. */
function intentBody(intent: Intent) {
  return {
    object: 'payment_intent',
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    latest_charge: { id: `ch_${intent.id}`, object: 'charge', amount_refunded: intent.amountRefunded },
  };
}

function idempotencyMismatch(key: string) {
  return {
    status: 400,
    body: {
      error: {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      },
    },
  };
}

function stripeError(status: number, code: string, message: string) {
  return { status, body: { error: { type: 'invalid_request_error', code, message } } };
}
