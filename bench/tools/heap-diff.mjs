// Heap-snapshot diff (ADR 0068): sums self sizes by node type and constructor name of a .heapsnapshot
// (from v8.writeHeapSnapshot or node --heapsnapshot-signal) and, given two, prints the largest changes.
//   node bench/tools/heap-diff.mjs idle.heapsnapshot [after.heapsnapshot]   (TOP=45 rows)
import { readFileSync } from 'node:fs';
function load(file) {
  const s = JSON.parse(readFileSync(file, 'utf8'));
  const f = s.snapshot.meta.node_fields;
  const types = s.snapshot.meta.node_types[0];
  const nf = f.length,
    iType = f.indexOf('type'),
    iName = f.indexOf('name'),
    iSize = f.indexOf('self_size');
  const agg = new Map();
  const nodes = s.nodes;
  let total = 0;
  for (let i = 0; i < nodes.length; i += nf) {
    const t = types[nodes[i + iType]];
    let name = s.strings[nodes[i + iName]];
    if (t === 'string' || t === 'concatenated string' || t === 'sliced string') name = '';
    else if (t === 'code' || t === 'hidden' || t === 'array' || t === 'native' || t === 'object shape')
      name = name.slice(0, 60);
    else if (t === 'closure') name = '';
    else name = name.slice(0, 60);
    const k = `${t}:${name}`;
    const e = agg.get(k) ?? { n: 0, size: 0 };
    e.n++;
    e.size += nodes[i + iSize];
    total += nodes[i + iSize];
    agg.set(k, e);
  }
  return { agg, total, count: nodes.length / nf };
}
const [a, b] = process.argv.slice(2).map(load);
const MB = (x) => (x / 1048576).toFixed(2);
if (!b) {
  console.log('total', MB(a.total), 'MB', a.count, 'nodes');
  [...a.agg]
    .sort((x, y) => y[1].size - x[1].size)
    .slice(0, 40)
    .forEach(([k, v]) => {
      console.log(MB(v.size).padStart(8), String(v.n).padStart(8), k);
    });
} else {
  console.log('total', MB(a.total), '->', MB(b.total), 'MB;', a.count, '->', b.count, 'nodes');
  const keys = new Set([...a.agg.keys(), ...b.agg.keys()]);
  const rows = [...keys].map((k) => {
    const x = a.agg.get(k) ?? { n: 0, size: 0 };
    const y = b.agg.get(k) ?? { n: 0, size: 0 };
    return [k, y.size - x.size, y.n - x.n, x, y];
  });
  rows.sort((p, q) => Math.abs(q[1]) - Math.abs(p[1]));
  console.log('  dsize(MB)   dcount   size(a->b)           key');
  rows.slice(0, Number(process.env.TOP ?? 45)).forEach(([k, d, dn, x, y]) => {
    console.log(
      MB(d).padStart(10),
      String(dn).padStart(8),
      `${MB(x.size)}->${MB(y.size)}`.padStart(16),
      ' ',
      k,
    );
  });
}
