// The trace analysis of `npm run bench:browser` (run.mjs, hover.mjs): main-thread
// busy time per pointer move from a Chrome trace, and quantiles.
/**
 * Main-thread busy time per move, ms (see run.mjs's header): the union of top-level
 * task intervals on the renderer main thread between consecutive move dispatches;
 * `script`, the part of it in JavaScript; `gc`, the longest garbage-collection
 * pause on that thread during the moves (ms) and how many there were.
 */
export function mainThreadPerMove(buffer) {
  const parsed = JSON.parse(buffer.toString('utf8'));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  // a gesture's moves end at its pointerup (run.mjs) or at the next press (hover.mjs: no button held)
  const dispatches = events.filter((e) => e.name === 'EventDispatch' && ['pointermove', 'pointerup', 'pointerdown'].includes(e.args?.data?.type));
  if (dispatches.length === 0) throw new Error('trace: no pointer EventDispatch events');
  // the renderer main thread: the one that dispatched the pointer events
  const byThread = new Map();
  for (const e of dispatches) byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const thread = [...byThread].sort((a, b) => b[1] - a[1])[0][0];
  const onThread = (e) => `${e.pid}:${e.tid}` === thread;
  const complete = events.filter((e) => onThread(e) && e.ph === 'X' && typeof e.dur === 'number');
  // the driver's own DevTools protocol commands (Runtime.evaluate and the like)
  // arrive as DevToolsSession mojo messages: their tasks are not the page's work
  const devtools = complete.filter((e) => e.args?.chrome_mojo_event_info?.mojo_interface_tag === 'blink.mojom.DevToolsSession').map((e) => e.ts);
  const topLevel = complete.filter((e) => String(e.cat).split(',').includes('toplevel') && e.name !== 'Receive mojo message');
  const isDevtools = (e) => devtools.some((ts) => ts >= e.ts && ts <= e.ts + e.dur);
  const excluded = union(topLevel.filter(isDevtools));
  const tasks = union(topLevel.filter((e) => !isDevtools(e)));
  // JavaScript (and the garbage collection it triggers): event dispatch, callbacks, timers, animation frames
  const js = union(complete.filter((e) => JS_EVENTS.has(e.name) && !within(excluded, e.ts)));
  // each dispatch → the start of the top-level task that holds it
  const marks = dispatches
    .filter(onThread)
    .sort((a, b) => a.ts - b.ts)
    .map((e) => ({ type: e.args.data.type, at: containing(tasks, e.ts) }));
  const moves = marks.filter((m) => m.type === 'pointermove').map((m) => m.at);
  const up = marks.find((m) => m.type !== 'pointermove' && m.at >= (moves.at(-1) ?? -Infinity));
  const bounds = [...moves, up ? up.at : Infinity];
  const busy = [];
  const script = [];
  for (let k = 0; k < moves.length; k++) {
    busy.push(overlap(tasks, bounds[k], bounds[k + 1]) / 1000);
    script.push(overlap(js, bounds[k], bounds[k + 1]) / 1000);
  }
  // garbage collection on the main thread between the first move and the release: the longest
  // single pause (a MinorGC scavenge or a MajorGC's atomic pause, as DevTools draws them), ms
  const end = bounds[bounds.length - 1];
  const pauses = complete.filter((e) => GC_EVENTS.has(e.name) && e.ts >= (moves[0] ?? Infinity) && e.ts < end).map((e) => e.dur / 1000);
  return { busy, script, gc: { longest: pauses.length ? Math.max(...pauses) : 0, count: pauses.length } };
}
const GC_EVENTS = new Set(['MinorGC', 'MajorGC']);
const JS_EVENTS = new Set(['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'EvaluateScript', 'FireIdleCallback']);

/** Trace events (µs) → sorted, merged [start, end] intervals. */
function union(list) {
  const sorted = list.map((e) => [e.ts, e.ts + e.dur]).sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [s, t] of sorted) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], t);
    else merged.push([s, t]);
  }
  return merged;
}
/** The last interval starting at or before ts, or -1. */
function lastStartingBy(intervals, ts) {
  let lo = 0;
  let hi = intervals.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (intervals[mid][0] <= ts) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
function within(intervals, ts) {
  const i = lastStartingBy(intervals, ts);
  return i >= 0 && intervals[i][1] >= ts;
}
/** The start of the interval holding ts (ts itself if none does). */
function containing(intervals, ts) {
  const i = lastStartingBy(intervals, ts);
  return i >= 0 && intervals[i][1] >= ts ? intervals[i][0] : ts;
}
/** Total length of the intervals inside [from, to). */
function overlap(intervals, from, to) {
  let sum = 0;
  for (let i = Math.max(0, lastStartingBy(intervals, from)); i < intervals.length; i++) {
    const [s, t] = intervals[i];
    if (s >= to) break;
    if (t > from) sum += Math.min(t, to) - Math.max(s, from);
  }
  return sum;
}

export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  return sorted[lo] + (sorted[Math.min(lo + 1, sorted.length - 1)] - sorted[lo]) * (i - lo);
};
