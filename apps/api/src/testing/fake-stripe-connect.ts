import { randomBytes } from 'node:crypto';
import {
  accountBody,
  type BalanceTransaction,
  type FakeAccount,
  type Payout,
  payoutBody,
  type Transfer,
  transferBody,
} from './fake-stripe-connect-shapes.ts';

/**
 * The Connect half of the fake Stripe (fake-stripe.ts): Express accounts, account links, transfers
 * and their reversals, connected accounts' payouts and the platform's balance transactions, in the
 * shapes of Stripe's API (the installed `stripe` package's types). Accounts start with what Stripe
 * asks of a new Express account; the test finishes onboarding, asks for a document, or settles a
 * payout with the helpers below, as Stripe's dashboard or a bank would.
 */
type Call = { method: string; path: string; form: URLSearchParams; account: string | null };
type Answer = { status: number; body: unknown };

const NEW_ACCOUNT_DUE = ['external_account', 'individual.verification.document', 'tos_acceptance.date'];
const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export function createFakeConnect() {
  const accounts = new Map<string, FakeAccount>();
  const transfers = new Map<string, Transfer>();
  const payouts = new Map<string, Payout>();
  const balanceTransactions: BalanceTransaction[] = [];
  const accountLinks: string[] = [];

  const metadataOf = (form: URLSearchParams) => {
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    return metadata;
  };
  const list = (url: string, data: unknown[]) => ({
    status: 200,
    body: { object: 'list', url, has_more: false, data },
  });
  const missing = (what: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  });

  function handle(call: Call): Answer | null {
    const { method, path, form } = call;
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    const reversalPath = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
    const payoutPath = /^\/v1\/payouts\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/accounts') {
      const account: FakeAccount = {
        id: newId('acct'),
        email: form.get('email'),
        metadata: metadataOf(form),
        detailsSubmitted: false,
        payoutsEnabled: false,
        currentlyDue: [...NEW_ACCOUNT_DUE],
        pendingVerification: [],
        bankLast4: null,
        holder: null,
      };
      accounts.set(account.id, account);
      return { status: 200, body: accountBody(account) };
    }
    if (method === 'GET' && accountPath) {
      const account = accounts.get(accountPath[1] ?? '');
      return account ? { status: 200, body: accountBody(account) } : missing('account');
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = form.get('account') ?? '';
      if (!accounts.has(account)) return missing('account');
      const url = `https://connect.stripe.com/setup/e/${account}/${randomBytes(8).toString('hex')}`;
      accountLinks.push(url);
      return {
        status: 200,
        body: { object: 'account_link', url, created: nowSeconds(), expires_at: nowSeconds() + 300 },
      };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = form.get('destination') ?? '';
      if (!accounts.has(destination)) return missing('destination account');
      const transfer: Transfer = {
        id: newId('tr'),
        amount: Number(form.get('amount')),
        destination,
        metadata: metadataOf(form),
        reversed: 0,
        created: nowSeconds(),
      };
      transfers.set(transfer.id, transfer);
      balanceTransactions.push({
        id: newId('txn'),
        type: 'transfer',
        amount: -transfer.amount,
        fee: 0,
        source: transferBody(transfer),
        created: transfer.created,
      });
      return { status: 200, body: transferBody(transfer) };
    }
    if (method === 'POST' && reversalPath) {
      const transfer = transfers.get(reversalPath[1] ?? '');
      if (!transfer) return missing('transfer');
      const amount = Number(form.get('amount') ?? transfer.amount - transfer.reversed);
      if (transfer.reversed + amount > transfer.amount)
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', message: 'The transfer has already been reversed.' },
          },
        };
      transfer.reversed += amount;
      const reversal = {
        id: newId('trr'),
        object: 'transfer_reversal',
        amount,
        currency: 'usd',
        transfer: transfer.id,
        metadata: metadataOf(form),
        created: nowSeconds(),
      };
      balanceTransactions.push({
        id: newId('txn'),
        type: 'transfer_refund',
        amount,
        fee: 0,
        source: reversal,
        created: reversal.created,
      });
      return { status: 200, body: reversal };
    }
    if (method === 'POST' && path === '/v1/payouts') {
      if (!call.account || !accounts.has(call.account)) return missing('account');
      const payout: Payout = {
        id: newId('po'),
        account: call.account,
        amount: Number(form.get('amount')),
        status: 'pending',
        metadata: metadataOf(form),
        created: nowSeconds(),
      };
      payouts.set(payout.id, payout);
      return { status: 200, body: payoutBody(payout) };
    }
    if (method === 'GET' && payoutPath) {
      const payout = payouts.get(payoutPath[1] ?? '');
      return payout && payout.account === call.account
        ? { status: 200, body: payoutBody(payout) }
        : missing('payout');
    }
    if (method === 'GET' && path === '/v1/payouts') {
      const since = Number(form.get('created[gte]') ?? 0);
      return list(
        '/v1/payouts',
        [...payouts.values()].filter((p) => p.account === call.account && p.created >= since).map(payoutBody),
      );
    }
    if (method === 'GET' && path === '/v1/balance_transactions') {
      const since = Number(form.get('created[gte]') ?? 0);
      return list(
        '/v1/balance_transactions',
        balanceTransactions
          .filter((t) => t.created >= since)
          .map((t) => ({ object: 'balance_transaction', currency: 'usd', net: t.amount - t.fee, ...t })),
      );
    }
    return null;
  }

  return {
    handle,
    accounts,
    transfers,
    payouts,
    balanceTransactions,
    accountLinks,
    /** The owner finished Stripe's onboarding: bank account added, identity verified, payouts on. */
    completeOnboarding(accountId: string, holder = 'Olive Owner') {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`No fake account ${accountId}`);
      Object.assign(account, {
        detailsSubmitted: true,
        payoutsEnabled: true,
        currentlyDue: [],
        pendingVerification: [],
        bankLast4: '6789',
        holder,
      });
    },
    /** Stripe asks for something again (e.g. an ID document after a failed check). */
    require(accountId: string, field: string) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`No fake account ${accountId}`);
      Object.assign(account, { payoutsEnabled: false, currentlyDue: [field] });
    },
    /** The bank paid or returned a payout. */
    settlePayout(payoutId: string, status: 'paid' | 'failed') {
      const payout = payouts.get(payoutId);
      if (!payout) throw new Error(`No fake payout ${payoutId}`);
      payout.status = status;
    },
    /** Stripe's fee on a captured card payment, as a balance transaction on the platform. */
    chargeCaptured(paymentIntentId: string, amount: number) {
      const fee = Math.round(amount * 0.029) + 30;
      const charge = {
        id: `ch_${paymentIntentId}`,
        object: 'charge',
        amount,
        payment_intent: paymentIntentId,
      };
      balanceTransactions.push({
        id: newId('txn'),
        type: 'charge',
        amount,
        fee,
        source: charge,
        created: nowSeconds(),
      });
    },
  };
}

export type FakeConnect = ReturnType<typeof createFakeConnect>;
