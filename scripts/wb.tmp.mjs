import autocannon from "autocannon";
const url = process.argv[2]; const kind = process.argv[3] ?? "review"; const id = Number(process.argv[4] ?? 1);
let n = 0;
const body = () => {
  n++;
  if (kind === "review") return JSON.stringify({ userName: "Dana Whitaker", rating: 4, fishCaught: ["crab"], timeSpent: "half day", locationId: id, reviewText: `Visit ${n} ${Math.random()}: steady action on the incoming tide, parking was easy.`, visitDate: "2026-05-10" });
  if (kind === "alert") return JSON.stringify({ locationId: id, locationName: "x", email: `a${n}.${Math.random()}@example.net`, tideType: "low", threshold: 1 });
  return "{}";
};
const path = kind === "review" ? `/api/locations/${id}/reviews` : kind === "alert" ? "/api/tide-alerts" : process.argv[5];
const r = await autocannon({ url: url + path, connections: 32, duration: 10, method: "POST", headers: { "content-type": "application/json", accept: "application/json" },
  requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }] });
console.log(kind, "rps", r.requests.average, "p99", r.latency.p99, "avg", r.latency.average, "non2xx", r.non2xx, "errors", r.errors, JSON.stringify(r.statusCodeStats));
