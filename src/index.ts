/**
 * `hitkit`: headless React hooks and SVG components for 2D geometric editors,
 * over the pure geometry layer (also available alone as `hitkit/geometry`).
 *
 * The geometry is plain code, callable anywhere, React Server Components
 * included; each module with hooks or components is a client module
 * (`'use client'`).
 *
 * @packageDocumentation
 */
export * from './geometry/index';
export * from './hooks/index';
export * from './svg/index';
