type MailboxEmail = { id: number; to: string; subject: string; text: string; createdAt: Date };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** A plain server-rendered page: it must work even when the web app is not built. */
export function renderMailboxPage(emails: MailboxEmail[]): string {
  const items = emails
    .map(
      (e) => `<article>
  <h2>${escapeHtml(e.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(e.to)}</strong> · <time datetime="${e.createdAt.toISOString()}">${e.createdAt.toISOString()}</time></p>
  <pre>${linkify(e.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox | SetSpot</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem} .meta{color:#475569;margin:0 0 .5rem;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;margin:0} a{color:#4338ca}
</style></head><body><main>
<h1>Dev mailbox</h1>
<p>Every email SetSpot sends while no SMTP_URL is set lands here, newest first.</p>
${items || '<p>No emails yet.</p>'}
</main></body></html>`;
}
