import { readFileSync } from "node:fs";
import { UNSAFE_decodeViaTurboStream as decode } from "react-router";
import { brotliCompressSync } from "node:zlib";
const br = (s) => brotliCompressSync(Buffer.from(s)).length;
const [file, route, key] = process.argv.slice(2);
const { value } = await decode(new Blob([readFileSync(file)]).stream(), globalThis);
await new Promise((r) => setTimeout(r, 50));
const d = key ? value[route].data[key] : value[route].data;
const full = JSON.stringify(d);
console.log("json", full.length, "br", br(full));
for (const k of Object.keys(d)) { const w = { ...d }; delete w[k]; console.log(k.padEnd(20), String(JSON.stringify(d[k])?.length).padStart(6), String(br(full) - br(JSON.stringify(w))).padStart(5), JSON.stringify(d[k])?.slice(0, 100)); }
