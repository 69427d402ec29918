import { centsToDollars } from '@setspot/domain/common/money';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import type {
  OwnerPayouts,
  PayoutSetupStatus,
  TestPayoutAccount,
} from '@setspot/domain/payments/payout-schemas';
import { TEST_PAYOUTS_UNAVAILABLE } from '@setspot/domain/payments/payout-texts';
import { payoutsSetUpEmail } from './payout-emails.ts';
import {
  findOwnerContact,
  findPayoutAccount,
  listPayouts,
  ownerBalances,
  savePayoutAccount,
} from './payouts.repository.ts';
import type { PayoutDeps } from './payouts.service.ts';

/** How this server sets payouts up: Stripe onboarding with keys, the test form in development, else none. */
export function payoutSetup(deps: Pick<PayoutDeps, 'config'>): OwnerPayouts['setup'] {
  if (deps.config.payments.kind === 'stripe') return 'stripe';
  return deps.config.payments.kind === 'test' && !deps.config.production ? 'test' : 'unavailable';
}

/** GET /api/owner/payouts: the owner's own account status, balance and payouts; no one else's. */
export async function ownerPayouts(deps: PayoutDeps, ownerId: string): Promise<OwnerPayouts> {
  const account = await findPayoutAccount(deps.db, ownerId);
  const balance = await ownerBalances(deps.db, ownerId);
  const payouts = await listPayouts(deps.db, ownerId);
  const status: PayoutSetupStatus = account ? account.status : 'not_set_up';
  return {
    status,
    setup: payoutSetup(deps),
    account: account
      ? {
          accountHolder: account.accountHolder,
          bankLast4: account.bankLast4,
          requirement: account.requirement,
        }
      : null,
    balance: {
      upcoming: centsToDollars(balance.upcomingCents),
      pending: centsToDollars(balance.pendingCents),
      paid: centsToDollars(balance.paidCents),
    },
    platformFeePercent: deps.config.fees.platformPercent,
    payouts: payouts.map((payout) => ({
      id: payout.id,
      amount: centsToDollars(payout.amountCents),
      status: payout.status,
      createdAt: payout.createdAt.toISOString(),
      paidAt: payout.paidAt?.toISOString() ?? null,
      failedAt: payout.failedAt?.toISOString() ?? null,
      items: payout.items.map((item) => ({
        bookingId: item.bookingId,
        title: item.title,
        startDate: item.startDate,
        endDate: item.endDate,
        gross: centsToDollars(item.grossCents),
        fee: centsToDollars(item.feeCents),
        net: centsToDollars(item.netCents),
      })),
    })),
  };
}

const csvField = (value: string | number) => {
  const text = String(value);
  // Quoted always; a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** The same figures as CSV: one line per booking in each payout. */
export async function ownerPayoutsCsv(deps: PayoutDeps, ownerId: string): Promise<string> {
  const view = await ownerPayouts(deps, ownerId);
  const header = [
    'payout_id',
    'payout_date',
    'status',
    'paid_at',
    'booking_id',
    'location',
    'start_date',
    'end_date',
    'gross',
    'fee',
    'net',
  ];
  const lines = [header.join(',')];
  for (const payout of view.payouts) {
    for (const item of payout.items) {
      lines.push(
        [
          payout.id,
          payout.createdAt,
          payout.status,
          payout.paidAt ?? '',
          item.bookingId,
          item.title,
          item.startDate,
          item.endDate,
          item.gross.toFixed(2),
          item.fee.toFixed(2),
          item.net.toFixed(2),
        ]
          .map(csvField)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The built-in test payout account form: bank details checked as Stripe's test mode does; an
 * account that passes is active at once (test banks verify instantly) and the owner is emailed
 * 'Payouts set up'. Never with Stripe keys or in production (the route is not even registered there).
 */
export async function setUpTestPayouts(
  deps: PayoutDeps,
  ownerId: string,
  form: TestPayoutAccount,
): Promise<Outcome<OwnerPayouts>> {
  if (payoutSetup(deps) !== 'test' || deps.payouts.kind !== 'test')
    return refusal('not_found', TEST_PAYOUTS_UNAVAILABLE);
  const verification = deps.payouts.verifyTestAccount(form);
  if (!verification.ok) return refusal('invalid', verification.message);
  await deps.db.transaction(async (tx) => {
    const before = await findPayoutAccount(tx, ownerId);
    await savePayoutAccount(tx, {
      ownerId,
      provider: 'test',
      status: 'active',
      providerAccountId: verification.providerAccountId,
      accountHolder: form.accountHolder,
      bankLast4: verification.bankLast4,
      requirement: null,
    });
    const contact = await findOwnerContact(tx, ownerId);
    if (contact && before?.status !== 'active') {
      await deps.outbox.queue(tx, payoutsSetUpEmail(contact, `${deps.config.publicUrl}/owner/payouts`));
    }
  });
  return success(await ownerPayouts(deps, ownerId));
}
