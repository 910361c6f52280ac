// Stands in for a Gatsby runtime module that does nothing on this site (gatsby/webpack/idle-runtime.ts).
module.exports = {};
