// Prettier's defaults already match the tree's style (double quotes, semicolons, trailing commas
// wherever valid, parentheses around every arrow parameter, `{ a }` spacing): of the settings
// tried, these defaults change the fewest lines. Only the width differs.
/** @type {import("prettier").Config} */
const config = {
  printWidth: 120,
};

export default config;
