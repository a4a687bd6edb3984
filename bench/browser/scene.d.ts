// Types of scene.js (plain JavaScript, shared with the Node driver).
export interface BenchVec {
  readonly x: number;
  readonly y: number;
}
export interface BenchCircle {
  readonly center: BenchVec;
  readonly radius: number;
}
export declare const VIEW: number;
export declare const PX: number;
export declare const UNITS_PER_PX: number;
export declare const ANCHOR: BenchVec;
export declare const START: BenchVec;
export declare const SIZES: readonly number[];
export declare const SEED: number;
export declare function makeCircles(n: number, seed?: number): readonly BenchCircle[];
export declare function pointerPath(moves: number): readonly BenchVec[];
