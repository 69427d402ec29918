// `npm run dev:complete -- <booking id> [days ago]`: finishes a shoot on a development server, so that
// the journey can go on to reviews (and payouts) without waiting for the dates to pass. It calls the
// development route POST /dev/bookings/{id}/complete, which exists only without SMTP_URL outside
// production and answers only the machine itself; the booking moves into the past (ended yesterday, or
// `days ago`) and completes. From 2 days ago the 24 hours after the shoot are over, so it then runs the
// payout job (POST /dev/payouts/run) at once.
const [id, daysAgoText = '1'] = process.argv.slice(2);
const daysAgo = Number(daysAgoText);
if (!id || !Number.isInteger(daysAgo) || daysAgo < 1 || daysAgo > 60) {
  console.error(
    'Usage: npm run dev:complete -- <booking id> [days ago, 1 to 60]   (the id is in the booking page address)',
  );
  process.exit(2);
}
const base = (process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const url = `${base}/dev/bookings/${encodeURIComponent(id)}/complete?endedDaysAgo=${daysAgo}`;
try {
  const answer = await fetch(url, { method: 'POST' });
  if (answer.ok) {
    console.log(`Booking ${id} is now completed: both sides can review it.`);
    if (daysAgo >= 2) {
      const payouts = await fetch(`${base}/dev/payouts/run`, { method: 'POST' });
      console.log(
        payouts.ok
          ? 'Payouts ran: see Payouts on the owner dashboard and the dev mailbox.'
          : `The payout run answered ${payouts.status}.`,
      );
    }
  } else {
    const body = await answer.text();
    console.error(`The server answered ${answer.status} for ${url}${body ? `: ${body}` : ''}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`Could not reach SetSpot at ${base} (is \`npm start\` running?): ${error.message}`);
  process.exit(1);
}
