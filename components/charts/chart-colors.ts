/** The charts sit on white cards (components/ui/card.tsx). */
export const CHART_BACKGROUND = "#ffffff";

/** Legend labels: slate-700, the body text of the cards. */
export const LEGEND_TEXT_COLOR = "#334155";

/** The bars of the daily payment count: Tailwind's sky-700, above 4.5:1 on white. */
export const COUNT_COLOR = "#0369a1";

/** WCAG 2's relative luminance of a "#rrggbb" colour. */
function relativeLuminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2's contrast ratio of two "#rrggbb" colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string) {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
