import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type { ConnectEvent, ConnectedAccountState } from '../../adapters/payments/payout-provider.ts';
import type { Tx } from '../../db/client.ts';
import {
  findAccountByProviderId,
  lockPayoutByProviderId,
  recordConnectEvent,
  updateAccountState,
} from './connect.repository.ts';
import { payoutSetup } from './owner-payouts.service.ts';
import { payoutsSetUpEmail } from './payout-emails.ts';
import {
  findOwnerContact,
  findPayoutAccount,
  lockPayoutAccount,
  savePayoutAccount,
} from './payouts.repository.ts';
import { applyPayoutStatus, type PayoutDeps } from './payouts.service.ts';

export const STRIPE_PAYOUTS_UNAVAILABLE = 'Stripe payouts are not configured on this server.';

const urls = (deps: PayoutDeps) => ({
  returnUrl: `${deps.config.publicUrl}/api/owner/payouts/stripe/return`,
  refreshUrl: `${deps.config.publicUrl}/api/owner/payouts/stripe/refresh`,
});

/**
 * 'Set up payouts' with Stripe (docs/decisions/0047): the owner's Express account, created once (the
 * key is the owner's, so a double click or a retry after a crash makes one account), and a fresh
 * Account Link to Stripe's hosted onboarding. Links are single-use: the refresh URL comes back here.
 */
export async function startStripeOnboarding(
  deps: PayoutDeps,
  owner: { id: string; email: string | null },
): Promise<Outcome<{ url: string }>> {
  if (payoutSetup(deps) !== 'stripe' || deps.payouts.kind !== 'stripe')
    return refusal('not_found', STRIPE_PAYOUTS_UNAVAILABLE);
  let account = await findPayoutAccount(deps.db, owner.id);
  if (!account) {
    const accountId = await deps.payouts.createConnectedAccount(
      { ownerId: owner.id, email: owner.email },
      { idempotencyKey: `connect-account-${owner.id}` },
    );
    const state = await deps.payouts.accountState(accountId);
    await deps.db.transaction((tx) =>
      savePayoutAccount(tx, {
        ownerId: owner.id,
        provider: 'stripe',
        providerAccountId: accountId,
        status: state.status,
        requirement: state.requirement,
        accountHolder: state.accountHolder,
        bankLast4: state.bankLast4,
      }),
    );
    account = await findPayoutAccount(deps.db, owner.id);
  }
  if (account?.provider !== 'stripe') return refusal('conflict', STRIPE_PAYOUTS_UNAVAILABLE);
  return success({ url: await deps.payouts.onboardingLink(account.providerAccountId, urls(deps)) });
}

/** Back from Stripe's onboarding: the account's state is read from Stripe now. */
export async function syncStripeAccount(deps: PayoutDeps, ownerId: string): Promise<void> {
  const account = await findPayoutAccount(deps.db, ownerId);
  if (account?.provider !== 'stripe') return;
  const state = await deps.payouts.accountState(account.providerAccountId);
  await deps.db.transaction((tx) => applyAccountState(deps, tx, ownerId, state));
}

/** Saves what Stripe says of an account; the owner is emailed 'Payouts set up' when it turns active. */
async function applyAccountState(deps: PayoutDeps, tx: Tx, ownerId: string, state: ConnectedAccountState) {
  const before = await lockPayoutAccount(tx, ownerId);
  if (!before) return;
  await updateAccountState(tx, ownerId, state);
  const contact =
    before.status !== 'active' && state.status === 'active' ? await findOwnerContact(tx, ownerId) : null;
  if (contact)
    await deps.outbox.queue(tx, payoutsSetUpEmail(contact, `${deps.config.publicUrl}/owner/payouts`));
}

/**
 * A verified Connect event, applied once whatever the order: its id is recorded with its effect, and
 * the effect reads the object's state from Stripe now rather than trusting the event's snapshot
 * (a late `payout.paid` after `payout.failed` changes nothing). Other types are stored only; the
 * daily reconciliation compares transfers and reversals.
 */
export async function applyConnectEvent(
  deps: PayoutDeps,
  event: ConnectEvent,
): Promise<'applied' | 'duplicate'> {
  return deps.db.transaction(async (tx) => {
    if (!(await recordConnectEvent(tx, event))) return 'duplicate';
    if (event.type === 'account.updated' && event.accountId) {
      const account = await findAccountByProviderId(tx, event.accountId);
      if (account)
        await applyAccountState(deps, tx, account.ownerId, await deps.payouts.accountState(event.accountId));
    } else if (event.type.startsWith('payout.') && event.payoutId && event.accountId) {
      const payout = await lockPayoutByProviderId(tx, event.payoutId);
      if (payout) {
        const status = await deps.payouts.payoutStatus(event.accountId, event.payoutId);
        await applyPayoutStatus(deps, tx, payout, status);
      }
    } else {
      deps.log.info(
        { eventId: event.id, type: event.type, account: event.accountId },
        'Connect event stored',
      );
    }
    return 'applied';
  });
}
