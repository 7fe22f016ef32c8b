// V8 flags of every Lantern server process: `npm start`, the e2e and bench servers (BenchServer),
// and through them each render process (node:cluster forks with the primary's execArgv).
//
// --max-semi-space-size=64 (MB; V8's default is 16 on 64-bit): rendering a page allocates a few MB
// of short-lived objects (React elements, the RSC payload, HTML chunks), and ten pages in flight at
// once fill the default young generation quickly, so V8 scavenged often. Measured on the
// 720-product catalogue with every cache off, alternating rounds on one server build (ADR 0058):
// 9–23 % less CPU per list page in four rounds, and a lower p95 at 10 connections, for up to
// ~100 MB more memory per render process under load (committed only as the young generation grows).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
