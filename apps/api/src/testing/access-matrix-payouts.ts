import { everyone, json, type MatrixEntry, ownerOnly } from './access-matrix-callers.ts';
import { OK_BANK } from './payout-fixtures.ts';

/**
 * Who may call the payout routes. No route names a payout or an owner: each owner reaches only their
 * own account, balance and payouts (modules/payouts/payouts.integration-test.ts checks that another
 * owner sees none of them).
 */
export const PAYOUTS_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/payments/fees': { expect: everyone(200), request: () => ({ url: '/api/payments/fees' }) },
  'GET /api/owner/payouts': { expect: ownerOnly(200), request: () => ({ url: '/api/owner/payouts' }) },
  'GET /api/owner/payouts/statement.csv': {
    expect: ownerOnly(200),
    request: () => ({ url: '/api/owner/payouts/statement.csv' }),
  },
  'POST /api/owner/payouts/test-account': {
    expect: ownerOnly(200),
    request: () => ({ url: '/api/owner/payouts/test-account', ...json(OK_BANK) }),
  },
};

/**
 * The routes only registered with Stripe keys (docs/decisions/0047), checked against the fake Stripe
 * by modules/payouts/connect-access.integration-test.ts: each owner reaches only their own Express
 * account (no route names one); the Connect webhook answers anyone, and its signature is the check.
 */
export const STRIPE_CONNECT_MATRIX: Record<string, MatrixEntry> = {
  'POST /api/owner/payouts/stripe/onboarding': {
    expect: ownerOnly(200),
    request: () => ({ url: '/api/owner/payouts/stripe/onboarding' }),
  },
  'GET /api/owner/payouts/stripe/refresh': {
    expect: ownerOnly(302),
    request: () => ({ url: '/api/owner/payouts/stripe/refresh' }),
  },
  'GET /api/owner/payouts/stripe/return': {
    expect: ownerOnly(302),
    request: () => ({ url: '/api/owner/payouts/stripe/return' }),
  },
  'POST /api/payments/stripe/connect-webhook': {
    expect: everyone(400),
    request: () => ({ url: '/api/payments/stripe/connect-webhook', ...json({ id: 'evt_forged' }) }),
  },
};
