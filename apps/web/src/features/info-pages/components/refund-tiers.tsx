import { fullRefund, refundTiers } from '../content/refund-policy';

const tierColors = [
  'bg-indigo-50 text-indigo-800',
  'bg-amber-50 text-amber-800',
  'bg-slate-100 text-slate-700',
];

/** The full refund at 7 days or more, then the three tiers of the spec: 80%, 50% and 0%. */
export function RefundTiers() {
  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-col gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center">
        <p className="text-4xl font-bold text-emerald-800 tabular-nums">{fullRefund.percent}</p>
        <div>
          <h3 className="font-semibold text-slate-900">Full refund: {fullRefund.when}</h3>
          <p className="mt-1 leading-7 text-slate-700">{fullRefund.detail}</p>
        </div>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {refundTiers.map((tier, index) => (
          <li key={tier.percent} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
            <p
              className={`self-start rounded-lg px-3 py-1 text-3xl font-bold tabular-nums ${tierColors[index] ?? ''}`}
            >
              {tier.percent}
            </p>
            <h3 className="mt-3 font-semibold text-slate-900">{tier.label}</h3>
            <p className="mt-1 text-sm font-medium text-slate-700">{tier.when}</p>
            <p className="mt-2 text-sm leading-6 text-slate-600">{tier.detail}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
