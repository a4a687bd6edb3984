// Types of random.js (plain JavaScript, shared with the browser stress scene).
/** mulberry32: a small, fast, seeded generator of doubles in [0, 1). */
export declare function random(seed: number): () => number;
