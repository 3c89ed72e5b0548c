// Offline-only: the endpoint browsers send Content-Security-Policy violation reports to (the preview's headers name it:
// scripts/security-headers.mjs; the web origin proxies /__csp-report here). Each report is logged and kept (the last
// 100, until the store is reset), so a test reads through GET /__admin/csp-reports that a violation was reported.
import express from 'express';

export const CSP_REPORT_PATH = '/__csp-report';
const KEPT = 100;

/**
 * One report as the test reads it, from either form: the Reporting API's (report-to: an array of
 * `{ type: 'csp-violation', body }`, application/reports+json) or report-uri's (`{ 'csp-report': {…} }`).
 */
function normalise(entry, via) {
  const body = via === 'report-to' ? (entry?.body ?? {}) : (entry ?? {});
  const text = (value) => (typeof value === 'string' ? value.slice(0, 2048) : undefined);
  return {
    via,
    documentURL: text(body.documentURL ?? body['document-uri']),
    effectiveDirective: text(body.effectiveDirective ?? body['effective-directive'] ?? body['violated-directive']),
    blockedURL: text(body.blockedURL ?? body['blocked-uri']),
    sourceFile: text(body.sourceFile ?? body['source-file']),
    lineNumber: Number.isSafeInteger(body.lineNumber ?? body['line-number']) ? (body.lineNumber ?? body['line-number']) : undefined,
    disposition: text(body.disposition),
  };
}

/** @param {{ app: import('express').Express, log: (line: string) => void, now: () => Date, onReset: (listener: () => void) => void }} ctx */
export function attachCspReports({ app, log, now, onReset }) {
  let reports = [];
  onReset(() => {
    reports = [];
  });
  const parse = express.json({ type: ['application/reports+json', 'application/csp-report', 'application/json'], limit: '64kb' });
  app.post(CSP_REPORT_PATH, parse, (req, res) => {
    const payload = req.body;
    const received = Array.isArray(payload)
      ? payload.filter((entry) => entry?.type === 'csp-violation').map((entry) => normalise(entry, 'report-to'))
      : payload && typeof payload === 'object' && payload['csp-report']
        ? [normalise(payload['csp-report'], 'report-uri')]
        : [];
    for (const report of received) {
      log(`[mock] CSP violation (${report.via}): ${report.effectiveDirective} blocked ${report.blockedURL || '(inline)'} on ${report.documentURL}`);
      reports = [...reports, { ...report, receivedAt: now().toISOString() }].slice(-KEPT);
    }
    res.status(204).end();
  });
  app.get('/__admin/csp-reports', (_req, res) => res.json({ reports }));
}
