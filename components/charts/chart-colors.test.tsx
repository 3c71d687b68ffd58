import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CHART_BACKGROUND, COUNT_COLOR, LEGEND_TEXT_COLOR, contrastRatio } from "./chart-colors";
import { AXIS_STYLE } from "./chart-format";
import { ChartLegend } from "./chart-legend";
import { VALUE_SERIES } from "./daily-values-chart";

/** WCAG 2's AA minimum for normal text (1.4.3); legend labels are 12 px. */
const AA_TEXT = 4.5;

describe("contrastRatio", () => {
  it("computes WCAG 2's ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // Tailwind's slate-500 on white, a well-known 4.76:1.
    expect(contrastRatio("#64748b", "#ffffff")).toBeCloseTo(4.76, 2);
  });
});

describe("chart colours", () => {
  it("give every legend label, series colour and axis label AA contrast on the cards' white", () => {
    const colours = {
      legend: LEGEND_TEXT_COLOR,
      axis: AXIS_STYLE.fill,
      count: COUNT_COLOR,
      ...Object.fromEntries(VALUE_SERIES.map((series) => [series.label, series.color])),
    };
    const below = Object.entries(colours).filter(([, colour]) => contrastRatio(colour, CHART_BACKGROUND) < AA_TEXT);
    expect(below).toEqual([]);
  });
});

describe("ChartLegend", () => {
  it("names each series in Portuguese in dark text, its swatch hidden from screen readers", () => {
    const html = renderToStaticMarkup(
      <ChartLegend
        payload={VALUE_SERIES.map((series) => ({ value: series.label, color: series.color, dataKey: series.key }))}
      />,
    );
    expect(html).toContain('aria-label="Legenda"');
    for (const series of VALUE_SERIES) {
      expect(html).toContain(`>${series.label}</span>`);
      expect(html).toContain(`background-color:${series.color}`);
    }
    expect(html).toContain(`color:${LEGEND_TEXT_COLOR}`);
    expect(html).not.toContain("legend icon");
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(VALUE_SERIES.length);
  });
});
