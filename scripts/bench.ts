// npm run bench: the project's benchmarks, one after the other, each printing its own figures.
// Benchmarks measure speed; tests never do (a timed assertion fails on a busy machine).
await import("./bench-tides");
await import("./bench-alerts");

export {};
