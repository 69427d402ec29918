import pg from 'pg';

const c = new pg.Client('postgres://postgres@127.0.0.1:5432/postgres');
await c.connect();
const end = Date.now() + Number(process.argv[2]) * 1000;
const counts = new Map();
while (Date.now() < end) {
  const { rows } = await c.query(
    `select to_char(now(),'HH24:MI:SS') t, coalesce(wait_event_type,'cpu')||':'||coalesce(wait_event,'-') w, count(*)::int n, left(query, 40) q from pg_stat_activity where state='active' and pid<>pg_backend_pid() and backend_type='client backend' group by 1,2,4`,
  );
  for (const r of rows) {
    const k = `${r.t} ${r.w} ${r.q.replace(/\s+/g, ' ')}`;
    counts.set(k, (counts.get(k) ?? 0) + r.n);
  }
  await new Promise((r) => setTimeout(r, 10));
}
for (const [k, v] of counts) console.log(v, k);
await c.end();
