// `npm run dev:complete -- <booking id>`: finishes a shoot on a development server, so that the
// journey can go on to reviews without waiting for the dates to pass. It calls the development route
// POST /dev/bookings/{id}/complete, which exists only without SMTP_URL outside production and answers
// only the machine itself; the booking moves into the past and completes.
const [id] = process.argv.slice(2);
if (!id) {
  console.error('Usage: npm run dev:complete -- <booking id>   (the id is in the booking page address)');
  process.exit(2);
}
const base = process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const url = `${base.replace(/\/$/, '')}/dev/bookings/${encodeURIComponent(id)}/complete`;
try {
  const answer = await fetch(url, { method: 'POST' });
  if (answer.ok) {
    console.log(`Booking ${id} is now completed: both sides can review it.`);
  } else {
    const body = await answer.text();
    console.error(`The server answered ${answer.status} for ${url}${body ? `: ${body}` : ''}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`Could not reach SetSpot at ${base} (is \`npm start\` running?): ${error.message}`);
  process.exit(1);
}
