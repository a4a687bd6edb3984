// `intersects` ships no types; the two functions the benchmarks call.
declare module 'intersects/line-line.js' {
  export default function lineLine(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number, x4: number, y4: number): boolean;
}
declare module 'intersects/line-circle.js' {
  export default function lineCircle(x1: number, y1: number, x2: number, y2: number, xc: number, yc: number, rc: number): boolean;
}
declare module 'intersects/circle-circle.js' {
  export default function circleCircle(x1: number, y1: number, r1: number, x2: number, y2: number, r2: number): boolean;
}
// The one Node API the bench's TypeScript imports (the project's types do not include Node's).
declare module 'node:module' {
  export function createRequire(path: string): (id: string) => unknown;
}
