import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.ts';
import { connectedAccountState } from './connect-requirements.ts';
import type {
  ConnectEvent,
  PayoutProvider,
  ProviderFee,
  ProviderMovement,
  RemotePayoutStatus,
} from './payout-provider.ts';
import { clientOptions } from './stripe-payment-provider.ts';

type StripeConfig = Extract<PaymentsConfig, { kind: 'stripe' }>;

const remoteStatus = (status: string): RemotePayoutStatus =>
  status === 'paid' ? 'paid' : status === 'failed' || status === 'canceled' ? 'failed' : 'in_transit';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe Connect Express (docs/decisions/0047): an Express account per owner with manual payouts,
 * onboarding through Account Links, transfers from the platform's balance after the shoot, payouts
 * from the connected account, reversals for refunds after a payout. Every money call carries the
 * idempotency key of its ledger movement, and the movement's key as metadata for the reconciliation.
 */
export function createStripePayoutProvider(config: StripeConfig): PayoutProvider {
  const stripe = new Stripe(config.secretKey, clientOptions(config.apiUrl));
  return {
    kind: 'stripe',
    verifyTestAccount: () => ({
      ok: false,
      message: 'The built-in test payout account is not available here.',
    }),

    async createConnectedAccount({ ownerId, email }, { idempotencyKey }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          ...(email ? { email } : {}),
          capabilities: { transfers: { requested: true } },
          // SetSpot decides when money leaves: 24 hours after the shoot, not Stripe's daily schedule.
          settings: { payouts: { schedule: { interval: 'manual' } } },
          metadata: { owner_id: ownerId },
        },
        { idempotencyKey },
      );
      return account.id;
    },

    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },

    async accountState(accountId) {
      return connectedAccountState(await stripe.accounts.retrieve(accountId));
    },

    async transfer(accountId, amountCents, { idempotencyKey, ledgerKey }) {
      const transfer = await stripe.transfers.create(
        { amount: amountCents, currency: 'usd', destination: accountId, metadata: { ledger_key: ledgerKey } },
        { idempotencyKey },
      );
      return { transferId: transfer.id };
    },

    async reverseTransfer(transferId, amountCents, { idempotencyKey, ledgerKey }) {
      const reversal = await stripe.transfers.createReversal(
        transferId,
        { amount: amountCents, metadata: { ledger_key: ledgerKey } },
        { idempotencyKey },
      );
      return { reversalId: reversal.id };
    },

    async payout(accountId, amountCents, { idempotencyKey, ledgerKey }) {
      const payout = await stripe.payouts.create(
        { amount: amountCents, currency: 'usd', metadata: { ledger_key: ledgerKey } },
        { idempotencyKey, stripeAccount: accountId },
      );
      return { payoutId: payout.id, status: remoteStatus(payout.status) };
    },

    async payoutStatus(accountId, payoutId) {
      const payout = await stripe.payouts.retrieve(payoutId, {}, { stripeAccount: accountId });
      return remoteStatus(payout.status);
    },

    async movementsSince(since, accountIds) {
      const created = { gte: Math.floor(since.getTime() / 1000) };
      const movements: ProviderMovement[] = [];
      const fees: ProviderFee[] = [];
      const platform = stripe.balanceTransactions.list({ created, limit: 100, expand: ['data.source'] });
      for await (const entry of platform) {
        const source = typeof entry.source === 'object' ? entry.source : null;
        const ledgerKey = source && 'metadata' in source ? source.metadata?.ledger_key : undefined;
        if (entry.type === 'transfer' && ledgerKey && source) {
          movements.push({ ledgerKey, kind: 'transfer', amountCents: -entry.amount, providerId: source.id });
        } else if (entry.type === 'transfer_refund' && ledgerKey && source) {
          movements.push({ ledgerKey, kind: 'reversal', amountCents: -entry.amount, providerId: source.id });
        } else if ((entry.type === 'charge' || entry.type === 'payment') && entry.fee > 0) {
          const paymentIntentId = source?.object === 'charge' ? idOf(source.payment_intent) : null;
          if (paymentIntentId) fees.push({ providerId: entry.id, paymentIntentId, feeCents: entry.fee });
        }
      }
      for (const accountId of accountIds) {
        for await (const payout of stripe.payouts.list(
          { created, limit: 100 },
          { stripeAccount: accountId },
        )) {
          const ledgerKey = payout.metadata?.ledger_key;
          if (ledgerKey)
            movements.push({ ledgerKey, kind: 'payout', amountCents: payout.amount, providerId: payout.id });
        }
      }
      return { since, movements, fees };
    },

    verifyConnectWebhook(rawBody, signature): ConnectEvent {
      if (!config.connectWebhookSecret) throw new Error('STRIPE_CONNECT_WEBHOOK_SECRET is not set');
      if (!signature) throw new Error('No Stripe-Signature header');
      const event = stripe.webhooks.constructEvent(rawBody, signature, config.connectWebhookSecret);
      const object = event.data.object as { object?: string; id?: string };
      return {
        id: event.id,
        type: event.type,
        accountId: event.account ?? null,
        payoutId: object.object === 'payout' ? (object.id ?? null) : null,
        payload: event,
      };
    },
  };
}
