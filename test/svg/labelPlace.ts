/** The first label's place as written in the DOM: its text's x, y and text-anchor (the tests of label placement compare these). */
export const labelPlace = (container: HTMLElement) => {
  const text = container.querySelector('text.hitkit-label')!;
  return { x: Number(text.getAttribute('x')), y: Number(text.getAttribute('y')), anchor: text.getAttribute('text-anchor') };
};
