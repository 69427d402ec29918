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
