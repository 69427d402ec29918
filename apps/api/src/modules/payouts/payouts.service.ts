import { randomUUID } from 'node:crypto';
import { CHECK_YOUR_BANK_DETAILS } from '@setspot/domain/payments/payout-texts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { accountBalance, bookingBalance, insertMovement } from './ledger.repository.ts';
import { bankAccount, connectedAccount, ownerAccount, PLATFORM_FEES } from './ledger-accounts.ts';
import { payoutFailedEmail, payoutOnItsWayEmail } from './payout-emails.ts';
import {
  countPayouts,
  findDueEarnings,
  findInTransitPayouts,
  findOwnerContact,
  findOwnersToPay,
  findUnpaidItemsOfFailedPayouts,
  insertPayout,
  insertPayoutItems,
  listPayouts,
  lockPayout,
  lockPayoutAccount,
  markAccountNeedsAction,
  recordTransfer,
  setPayoutStatus,
} from './payouts.repository.ts';

export type PayoutDeps = Pick<AppDeps, 'db' | 'payouts' | 'outbox' | 'config' | 'clock' | 'log'>;

const payoutsLink = (deps: PayoutDeps) => `${deps.config.publicUrl}/owner/payouts`;

/**
 * One payout run (the recurring job, docs/decisions/0036): every owner with an active account and
 * money due is paid, then payouts in transit are checked. An owner whose run fails is logged and
 * tried again next time; the others go on.
 */
export async function runPayouts(deps: PayoutDeps): Promise<void> {
  const now = deps.clock.now();
  const owners = await findOwnersToPay(deps.db, { now, delayHours: deps.config.payouts.delayHours });
  for (const ownerId of owners) {
    await payOwner(deps, ownerId).catch((error: unknown) => {
      deps.log.error({ err: error, ownerId }, 'Paying an owner failed');
    });
  }
  for (const payout of await findInTransitPayouts(deps.db)) {
    await settlePayout(deps, payout.id).catch((error: unknown) => {
      deps.log.error({ err: error, payoutId: payout.id }, 'Checking a payout failed');
    });
  }
}

/**
 * Under the owner's account lock: each booking due is transferred to their payout account (key
 * `transfer-{booking}`, once per booking, its ledger movement `transfer:{booking}`), then the whole
 * balance of that account is paid out (key `payout-{owner}-{n}`, the owner's n-th payout, which a
 * rolled-back run asks for again with the same key). Provider calls come before the commit, as the
 * booking money steps do; a crash in between is repaired by the same keys on the next run.
 */
export async function payOwner(deps: PayoutDeps, ownerId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const account = await lockPayoutAccount(tx, ownerId);
    if (account?.status !== 'active') return;
    const now = deps.clock.now();
    const due = await findDueEarnings(tx, { now, delayHours: deps.config.payouts.delayHours, ownerId });
    const items = await findUnpaidItemsOfFailedPayouts(tx, ownerId);
    for (const earning of due) {
      const ledgerKey = `transfer:${earning.bookingId}`;
      const { transferId } = await deps.payouts.transfer(account.providerAccountId, earning.netCents, {
        idempotencyKey: `transfer-${earning.bookingId}`,
        ledgerKey,
      });
      await recordTransfer(tx, {
        bookingId: earning.bookingId,
        ownerId,
        providerTransferId: transferId,
        amountCents: earning.netCents,
      });
      await insertMovement(tx, { key: ledgerKey, kind: 'transfer', bookingId: earning.bookingId, ownerId }, [
        { account: ownerAccount(ownerId), amountCents: -earning.netCents },
        { account: connectedAccount(ownerId), amountCents: earning.netCents },
      ]);
      const feeCents = await bookingBalance(tx, earning.bookingId, PLATFORM_FEES);
      items.push({
        bookingId: earning.bookingId,
        grossCents: earning.netCents + feeCents,
        feeCents,
        netCents: earning.netCents,
      });
    }
    const amountCents = await accountBalance(tx, connectedAccount(ownerId));
    if (amountCents <= 0) return;
    const sequence = (await countPayouts(tx, ownerId)) + 1;
    const remote = await deps.payouts.payout(account.providerAccountId, amountCents, {
      idempotencyKey: `payout-${ownerId}-${sequence}`,
      ledgerKey: `payout:${ownerId}:${sequence}`,
    });
    const payoutId = randomUUID();
    await insertPayout(tx, {
      id: payoutId,
      ownerId,
      provider: account.provider,
      amountCents,
      status: 'in_transit',
      providerPayoutId: remote.payoutId,
      createdAt: now,
    });
    await insertPayoutItems(
      tx,
      items.map((item) => ({ ...item, payoutId })),
    );
    await insertMovement(tx, { key: `payout:${ownerId}:${sequence}`, kind: 'payout', ownerId, payoutId }, [
      { account: connectedAccount(ownerId), amountCents: -amountCents },
      { account: bankAccount(ownerId), amountCents },
    ]);
    const contact = await findOwnerContact(tx, ownerId);
    if (contact) {
      const [listed] = (await listPayouts(tx, ownerId)).filter((p) => p.id === payoutId);
      await deps.outbox.queue(
        tx,
        payoutOnItsWayEmail(contact, amountCents, listed?.items ?? [], payoutsLink(deps)),
      );
    }
  });
}

/**
 * A payout in transit, checked with the provider: paid, or failed: the money goes back to the owner's
 * payout account (ledger `payout_failure`), the account needs their action, and they are emailed. A
 * retry pays it out again once they fix their bank details.
 */
export async function settlePayout(deps: PayoutDeps, payoutId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, payoutId);
    if (payout?.status !== 'in_transit' || !payout.providerPayoutId) return;
    const account = await lockPayoutAccount(tx, payout.ownerId);
    const status = await deps.payouts.payoutStatus(account?.providerAccountId ?? '', payout.providerPayoutId);
    await applyPayoutStatus(deps, tx, payout, status);
  });
}

export async function applyPayoutStatus(
  deps: PayoutDeps,
  tx: Tx,
  payout: { id: string; ownerId: string; amountCents: number; status: string },
  status: 'in_transit' | 'paid' | 'failed',
): Promise<void> {
  // Stripe may still fail a payout it reported paid (a bank returns it); failed is final.
  if (payout.status === 'failed' || payout.status === status || status === 'in_transit') return;
  const now = deps.clock.now();
  if (status === 'paid') {
    await setPayoutStatus(tx, payout.id, 'paid', now);
    return;
  }
  await setPayoutStatus(tx, payout.id, 'failed', now, CHECK_YOUR_BANK_DETAILS);
  await insertMovement(
    tx,
    {
      key: `payout_failure:${payout.id}`,
      kind: 'payout_failure',
      ownerId: payout.ownerId,
      payoutId: payout.id,
    },
    [
      { account: bankAccount(payout.ownerId), amountCents: -payout.amountCents },
      { account: connectedAccount(payout.ownerId), amountCents: payout.amountCents },
    ],
  );
  await markAccountNeedsAction(tx, payout.ownerId, CHECK_YOUR_BANK_DETAILS);
  const contact = await findOwnerContact(tx, payout.ownerId);
  if (contact) await deps.outbox.queue(tx, payoutFailedEmail(contact, payout.amountCents, payoutsLink(deps)));
}
