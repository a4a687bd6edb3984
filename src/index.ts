/**
 * `hitkit`: headless React hooks and SVG components for 2D geometric editors,
 * over the pure geometry layer (also available alone as `hitkit/geometry`).
 *
 * @packageDocumentation
 */
export * from './geometry/index';
export * from './hooks/index';
export * from './svg/index';
