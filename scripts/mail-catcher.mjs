// The offline stack's mail catcher (issue 41): an SMTP server that keeps every mail it is sent (nothing leaves the
// machine) and a small viewer with a JSON API, so a person reads the mock's emails in a browser and a test reads them
// back. Built on smtp-server (the SMTP side, from the Nodemailer project) and mailparser (MIME to text, HTML and
// attachments) rather than MailDev, which bundles the same two with an Angular viewer, socket.io and an express
// server: this is what the tests need (a JSON API, an attachment's bytes) in ~150 lines, with no dependency to audit.
//
//   node scripts/mail-catcher.mjs            (npm start runs it; ports MAIL_SMTP_PORT and MAIL_WEB_PORT)
//
// Viewer:  GET /                 the mails, newest first       GET /mail/:id        one mail (its HTML in a sandbox)
// API:     GET /api/mails        [{ id, messageId, from, to, subject, date, text, html, attachments: [{ filename, contentType, size }] }]
//          GET /api/mails/:id/attachments/:index   the attachment's bytes       DELETE /api/mails   forgets them all
// Both listen on 127.0.0.1 only, and the web origin never proxies to them (scripts/services.mjs: mockProxy).
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const MAX_MAILS = 500;
const MAX_SIZE = 10 * 1024 * 1024;

const escapeHtml = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** @param {{ smtpPort?: number, webPort?: number, host?: string, log?: (line: string) => void }} [options] */
export async function startMailCatcher({ smtpPort = 0, webPort = 0, host = '127.0.0.1', log = () => {} } = {}) {
  /** @type {{ id: number, messageId: string, from: string, to: string[], subject: string, date: string, text: string, html: string, attachments: { filename: string, contentType: string, content: Buffer }[] }[]} */
  let mails = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_SIZE,
    banner: 'TutorHub offline mail catcher',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            id: nextId++,
            messageId: parsed.messageId ?? '',
            from: parsed.from?.text ?? session.envelope.mailFrom?.address ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            date: (parsed.date ?? new Date()).toISOString(),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? 'attachment', contentType: a.contentType, content: a.content })),
          };
          mails = [mail, ...mails].slice(0, MAX_MAILS);
          log(`[mail] ${mail.to.join(', ')}: ${mail.subject}`);
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  await new Promise((resolveListen, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, host, resolveListen);
  });

  const summary = (m) => ({ ...m, attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })) });
  const page = (title, body) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1d2433;background:#f5f6f8}main{max-width:900px;margin:0 auto}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #dde1e8}
iframe{width:100%;height:520px;border:1px solid #dde1e8;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #dde1e8}</style></head>
<body><main>${body}</main></body></html>`;

  const web = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher.invalid');
    const send = (status, type, body) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      res.end(body);
    };
    // Only its own loopback names: a page on another site that rebinds its domain to 127.0.0.1 (DNS rebinding) sends
    // its own Host, and is refused before it reads a mail.
    const port = web.address()?.port;
    if (![`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`].includes(req.headers.host ?? '')) return send(421, 'text/plain', 'Misdirected request: use http://127.0.0.1:' + port);
    const json = (status, body) => send(status, 'application/json', JSON.stringify(body));
    if (req.method === 'GET' && url.pathname === '/api/mails') return json(200, mails.map(summary));
    if (req.method === 'DELETE' && url.pathname === '/api/mails') {
      mails = [];
      return json(200, { deleted: true });
    }
    const attachment = /^\/api\/mails\/(\d+)\/attachments\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && attachment) {
      const file = mails.find((m) => m.id === Number(attachment[1]))?.attachments[Number(attachment[2])];
      if (!file) return json(404, { error: 'No such attachment.' });
      res.writeHead(200, { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.filename.replace(/"/g, '')}"`, 'X-Content-Type-Options': 'nosniff' });
      return res.end(file.content);
    }
    const one = /^\/mail\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const mail = mails.find((m) => m.id === Number(one[1]));
      if (!mail) return send(404, 'text/html; charset=utf-8', page('Not found', '<p>No such mail. <a href="/">All mails</a></p>'));
      const files = mail.attachments.map((a, i) => `<li><a href="/api/mails/${mail.id}/attachments/${i}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)})</li>`).join('');
      return send(
        200,
        'text/html; charset=utf-8',
        page(
          mail.subject,
          `<p><a href="/">All mails</a></p><h1>${escapeHtml(mail.subject)}</h1><p>From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to.join(', '))}, ${escapeHtml(mail.date)}</p>
${files ? `<h2>Attachments</h2><ul>${files}</ul>` : ''}<h2>HTML part</h2><iframe title="The mail's HTML part" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe><h2>Text part</h2><pre>${escapeHtml(mail.text)}</pre>`,
        ),
      );
    }
    if (req.method === 'GET' && url.pathname === '/') {
      const rows = mails.map((m) => `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/mail/${m.id}">${escapeHtml(m.subject)}</a></td><td>${m.attachments.length}</td></tr>`).join('');
      return send(200, 'text/html; charset=utf-8', page('Offline mail', `<h1>Offline mail (${mails.length})</h1><p>What the mock backend sent. Nothing leaves this machine.</p><table><thead><tr><th>Date</th><th>To</th><th>Subject</th><th>Files</th></tr></thead><tbody>${rows}</tbody></table>`));
    }
    return json(404, { error: `Nothing at ${req.method} ${url.pathname}.` });
  });
  await new Promise((resolveListen, reject) => {
    web.once('error', reject);
    web.listen(webPort, host, resolveListen);
  });
  const smtpAddress = smtp.server.address();
  const webAddress = web.address();
  return {
    smtp: { host, port: smtpAddress.port },
    url: `http://${host}:${webAddress.port}`,
    mails: () => mails,
    close: () =>
      new Promise((resolveClose) => {
        web.closeAllConnections?.();
        web.close(() => smtp.close(resolveClose));
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { PORTS } = await import('./services.mjs');
  const catcher = await startMailCatcher({ smtpPort: PORTS.mailSmtp, webPort: PORTS.mailWeb, log: (line) => console.log(line) });
  console.log(`mail catcher: SMTP on ${catcher.smtp.host}:${catcher.smtp.port}, mails at ${catcher.url}`);
  const stop = () => catcher.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
