// Injected faults for fault-tolerance tests (POST /__admin/faults): latency, error statuses (with Retry-After for
// 429/503), dropped connections and malformed bodies, for chosen backend paths, optionally only the next N requests.
// With `after: true` the handler runs first (the write happens) and only its answer is replaced: "the answer was lost",
// the case idempotent saves exist for.
import { sendError } from './http.mjs';

// The error statuses the contract declares on every operation (issue 42): 429 and 503 with Retry-After, 500. A
// gateway's 502/504 is not the backend's answer and no operation declares it, so the injector does not make one up.
const STATUSES = new Set([429, 500, 503]);

/** Checks one rule from the admin API; returns the rule or an error message. */
function parseRule(raw, i) {
  if (typeof raw !== 'object' || raw === null) return { error: `rules.${i} must be an object.` };
  const { path = '*', latencyMs = 0, status, errorRate, drop = false, malformed = false, times, retryAfter, after = false } = raw;
  if (typeof path !== 'string' || !(path === '*' || path.startsWith('/'))) return { error: `rules.${i}.path must be '*' or a path like /GetAllTopics.` };
  if (!Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > 60_000) return { error: `rules.${i}.latencyMs must be 0 to 60000.` };
  if (status !== undefined && !STATUSES.has(status)) return { error: `rules.${i}.status must be one of ${[...STATUSES].join(', ')}.` };
  if (errorRate !== undefined && !(typeof errorRate === 'number' && errorRate >= 0 && errorRate <= 1)) return { error: `rules.${i}.errorRate must be 0 to 1.` };
  if (times !== undefined && !(Number.isInteger(times) && times > 0)) return { error: `rules.${i}.times must be a positive whole number.` };
  if (retryAfter !== undefined && !(Number.isInteger(retryAfter) && retryAfter >= 0)) return { error: `rules.${i}.retryAfter must be a whole number of seconds.` };
  if (typeof after !== 'boolean') return { error: `rules.${i}.after must be true or false.` };
  if (after && status === undefined && !drop && !malformed) return { error: `rules.${i}.after needs status, drop or malformed: the answer to put in place of the handler's.` };
  return { rule: { path, latencyMs, status, errorRate: errorRate ?? 1, drop: Boolean(drop), malformed: Boolean(malformed), times, retryAfter, after, hits: 0 } };
}

export function createFaults() {
  let rules = [];
  const matching = (path) => rules.find((r) => (r.path === '*' || r.path === path) && (r.times === undefined || r.hits < r.times));

  return {
    list: () => rules.map(({ hits, ...r }) => ({ ...r, hits })),
    clear: () => {
      rules = [];
    },
    /** Replaces the rules; returns an error message when one is invalid (then nothing changes). */
    set(rawRules) {
      if (!Array.isArray(rawRules)) return 'rules must be a list.';
      const parsed = rawRules.map(parseRule);
      const bad = parsed.find((p) => p.error);
      if (bad) return bad.error;
      rules = parsed.map((p) => p.rule);
      return null;
    },
    /** Express middleware for the backend paths. */
    middleware() {
      return (req, res, next) => {
        const rule = matching(req.path);
        if (!rule) return next();
        rule.hits += 1;
        const fault = () => {
          if (rule.drop) return req.socket.destroy(), true;
          if (rule.malformed) return res.status(200).type('application/json').send('{"StatusCode":200,"Data":'), true;
          if (rule.status !== undefined && Math.random() < rule.errorRate) {
            if (rule.retryAfter !== undefined) res.set('Retry-After', String(rule.retryAfter));
            return sendError(res, rule.status, `Injected fault: HTTP ${rule.status}.`), true;
          }
          return false;
        };
        const act = () => {
          if (!rule.after) return fault() ? undefined : next();
          // The handler runs and writes; its answer is swapped for the fault as it is sent.
          const send = res.send;
          res.send = function (body) {
            res.send = send;
            return fault() ? res : send.call(res, body);
          };
          return next();
        };
        if (rule.latencyMs > 0) setTimeout(act, rule.latencyMs);
        else act();
      };
    },
  };
}
