// Panda CSS extracts the styles the source uses at build time (panda.config.ts).
module.exports = { plugins: { '@pandacss/dev/postcss': {} } };
