// The bench's one seeded generator, shared by the Node bench (inputs.ts, the
// lidar worlds and checks) and the browser stress scene (browser/scene.js):
// plain JavaScript so that Node and the browser pages run it as it is.

/** mulberry32: a small, fast, seeded generator of doubles in [0, 1). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
