# clusterjob sweep: the next round's pairs (templates/sweep/plan.awk; docs/sweep.md). The in-job twin of
# dev.clusterjob.sweep.RoundPlanner: same rule, same pairs (SweepAwkTest compares them). POSIX awk.
#   -v mode=all-pairs|quick  -v hosts=h1,h2,...  (Slurm's order)  -v done=ROUNDS_DONE
#   -v reference=GBPS (empty: the upper median of the hosts' figures)  -v below=FRACTION  -v floor=GBPS (empty: none)
# Input (quick): the sweep's pairs.tsv, "round<TAB>a<TAB>b<TAB>busbw|-<TAB>verdict<TAB>reason<TAB>exit" ('#' lines skipped).
# Output: one "a b" line per pair of the next round, by a's position; nothing when the sweep is over.
function key(x, y) { return (x < y) ? x "," y : y "," x }
function emit(x, y) { npairs++; pa[npairs] = (x < y) ? x : y; pb[npairs] = (x < y) ? y : x }
function flush(    i, j, t) {
  for (i = 2; i <= npairs; i++) {
    for (j = i; j > 1 && (pa[j - 1] > pa[j] || (pa[j - 1] == pa[j] && pb[j - 1] > pb[j])); j--) {
      t = pa[j]; pa[j] = pa[j - 1]; pa[j - 1] = t; t = pb[j]; pb[j] = pb[j - 1]; pb[j - 1] = t
    }
  }
  for (i = 1; i <= npairs; i++) print host[pa[i]] " " host[pb[i]]
}
# the upper median of v[1..k] (sorts v)
function upper(v, k,    i, j, t) {
  for (i = 2; i <= k; i++) for (j = i; j > 1 && v[j - 1] > v[j]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
  return v[int(k / 2) + 1]
}
function circle(r,    m, i, x, y) {
  m = (n % 2 == 0) ? n : n + 1
  at[0] = 0
  for (i = 1; i < m; i++) at[i] = 1 + (i - 1 + r) % (m - 1)
  for (i = 0; i < m / 2; i++) { x = at[i]; y = at[m - 1 - i]; if (x < n && y < n) emit(x, y) }
}
function ring(r,    i) {
  if (n == 2) { if (r == 0) emit(0, 1); return }
  if (r == 0) { for (i = 0; i + 1 < n; i += 2) emit(i, i + 1) }
  else if (r == 1) { for (i = 1; i + 1 < n; i += 2) emit(i, i + 1); if (n % 2 == 0) emit(0, n - 1) }
  else if (r == 2 && n % 2 == 1) emit(0, n - 1)
}
function slow(l) { return lerr[l] || lfig[l] < below * ref || (floor != "" && lfig[l] < floor + 0) }
function followup(    h, l, k, v, nf, ng, nu, nl, u, g, i, j, partner) {
  # the reference: the baseline, else the upper median of the hosts' figures (each the upper median of its links)
  ref = 0
  if (reference != "" && reference + 0 > 0) ref = reference + 0
  else {
    nf = 0
    for (h = 0; h < n; h++) {
      k = 0; split("", v)
      for (l = 1; l <= nlinks; l++) if (la[l] == h || lb[l] == h) v[++k] = lfig[l]
      if (k > 0) fig[++nf] = upper(v, k)
    }
    if (nf > 0) ref = upper(fig, nf)
  }
  for (l = 1; l <= nlinks; l++) {
    measured[la[l]] = 1; measured[lb[l]] = 1; tried[key(la[l], lb[l])] = 1
    if (!slow(l)) { good[la[l]] = 1; good[lb[l]] = 1 }
  }
  for (l = 1; l <= nlinks; l++) if (slow(l)) {
    if (good[lb[l]] && !good[la[l]]) bad[la[l]] = 1
    if (good[la[l]] && !good[lb[l]]) bad[lb[l]] = 1
  }
  ng = 0; nu = 0
  for (h = 0; h < n; h++) {
    if (good[h]) goods[++ng] = h
    else if (!bad[h] && measured[h]) und[++nu] = h
  }
  nl = 0
  for (i = 1; i <= nu; i++) {
    u = und[i]; partner = -1
    for (j = 1; j <= ng; j++) { g = goods[j]; if (!used[g] && !((key(u, g)) in tried)) { partner = g; break } }
    if (partner < 0) { left[++nl] = u; continue }
    used[u] = 1; used[partner] = 1; emit(u, partner)
  }
  for (i = 1; i <= nl; i++) {
    u = left[i]
    if (used[u]) continue
    for (j = i + 1; j <= nl; j++) if (!used[left[j]] && !((key(u, left[j])) in tried)) { used[u] = 1; used[left[j]] = 1; emit(u, left[j]); break }
  }
}
BEGIN {
  FS = "\t"
  n = split(hosts, hl, ",")
  for (i = 1; i <= n; i++) { host[i - 1] = hl[i]; index_of[hl[i]] = i - 1 }
  done += 0; below += 0; nlinks = 0; npairs = 0
  if (mode == "all-pairs") {
    if (done < ((n % 2 == 0) ? n - 1 : n) && n >= 2) circle(done)
    flush()
    exit
  }
  rings = (n < 2) ? 0 : (n == 2) ? 1 : (n % 2 == 0) ? 2 : 3
  if (done < rings) { ring(done); flush(); exit }
  follow = 0; while (2 ^ follow < n) follow++
  if (follow < 1) follow = 1
  if (done - rings >= follow) exit
}
/^#/ { next }
NF >= 7 && ($2 in index_of) && ($3 in index_of) {
  nlinks++
  la[nlinks] = index_of[$2]; lb[nlinks] = index_of[$3]
  lerr[nlinks] = ($4 == "-" || ($6 != "none" && $6 != "slow")) ? 1 : 0
  lfig[nlinks] = lerr[nlinks] ? 0 : $4 + 0
}
END {
  if (mode != "quick" || done < rings || done - rings >= follow) exit
  followup()
  flush()
}
