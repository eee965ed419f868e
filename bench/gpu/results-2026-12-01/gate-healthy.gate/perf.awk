# clusterjob gate: reads the first nccl-tests / torch-probe run of its input and judges it
# (templates/gate/perf.awk; docs/gate.md). The in-job twin of dev.clusterjob.gate.NcclTestsParser,
# Verdict.judge and BusbwSvg: same rules, same bytes (GateAwkTest compares them). POSIX awk (mawk, gawk, busybox).
#   -v mode=summary  one line: verdict=PASS|FAIL reasons=a,b busbw=TEXT bytes=N from=N rows=N ranks=N hosts=h1,h2 ...
#   -v mode=svg      the picture
#   -v min_busbw=GBPS (empty: no floor)  -v min_bytes=B (empty: largest size / 8)
function isnum(s) { return s ~ /^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$/ }
function isdigits(s) { return s ~ /^[0-9]+$/ }
function setcols(n, arr,    i, nt, na, nb, nw) {
  c_size = 0; c_count = 0; t1 = t2 = a1 = a2 = b1 = b2 = w1 = w2 = 0; nt = na = nb = nw = 0
  for (i = 1; i <= n; i++) {
    if (arr[i] == "size" && !c_size) c_size = i
    else if (arr[i] == "count" && !c_count) c_count = i
    if (arr[i] == "time" || arr[i] == "cputime") { nt++; if (nt == 1) t1 = i; else if (nt == 2) t2 = i }
    if (arr[i] == "algbw") { na++; if (na == 1) a1 = i; else if (na == 2) a2 = i }
    if (arr[i] == "busbw") { nb++; if (nb == 1) b1 = i; else if (nb == 2) b2 = i }
    if (arr[i] == "#wrong") { nw++; if (nw == 1) w1 = i; else if (nw == 2) w2 = i }
  }
  highest = c_size
  if (c_count > highest) highest = c_count
  if (t1 > highest) highest = t1; if (t2 > highest) highest = t2
  if (a1 > highest) highest = a1; if (a2 > highest) highest = a2
  if (b1 > highest) highest = b1; if (b2 > highest) highest = b2
  if (w1 > highest) highest = w1; if (w2 > highest) highest = w2
}
function wrongok(col) { return col == 0 || isnum($col) || $col == "N/A" }
function addrow(    w) {
  if (!c_size || !b2 || !a2 || !t2 || NF < highest) return
  if (!isdigits($c_size) || (c_count && !isdigits($c_count))) return
  if (!isnum($t1) || !isnum($a1) || !isnum($b1) || !isnum($t2) || !isnum($a2) || !isnum($b2)) return
  if (!wrongok(w1) || !wrongok(w2)) return
  nrows++
  rbytes[nrows] = $c_size + 0
  oop[nrows] = $b1 + 0; oopt[nrows] = $b1
  ip[nrows] = $b2 + 0; ipt[nrows] = $b2
  if (w1 && $w1 != "N/A") { haswrong = 1; wsum += int($w1 + 0) }
  if (w2 && $w2 != "N/A") { haswrong = 1; wsum += int($w2 + 0) }
}
function startsrun() {
  return $0 ~ /^#[ \t]*(nccl-tests|rccl-tests|clusterjob-probe) version[ \t]+[^ \t]/ ||
         $0 ~ /^#[ \t]*Collective test starting:/ || $0 ~ /^#[ \t]*nThread[ \t].*maxBytes[ \t]+[0-9]/
}
function pastheader() { return sawheader || nrows > 0 || complete }
function afterfirstnumber(    s) { s = $0; sub(/^[^:]*:[ \t]*/, "", s); return s + 0 }
BEGIN {
  split("size count type redop root time algbw busbw #wrong time algbw busbw #wrong", dflt, " ")
  setcols(13, dflt)
  nrows = 0; nranks = 0; nhosts = 0; errors = 0; haswrong = 0; wsum = 0; complete = 0; done = 0; sawheader = 0
  oob = ""; bitw = ""
  L = 70; T = 60; PW = 630; PH = 250
}
done { next }
{
  sub(/\r$/, "")
  sub(/^\[[A-Za-z_-]*[0-9]+\]:/, "")
  sub(/^[ \t]*[0-9]+: /, "")
}
/^[ \t]*$/ { next }
/^#/ {
  if (startsrun() && pastheader()) { done = 1; next }
  hn = split(substr($0, 2), htok)
  hs = 0; hb = 0
  for (i = 1; i <= hn; i++) { if (htok[i] == "size") hs = 1; if (htok[i] == "busbw") hb++ }
  if (hs && hb >= 2) {
    if (pastheader()) { done = 1; next }
    setcols(hn, htok); sawheader = 1; next
  }
  if ($0 ~ /^#[ \t]*Rank[ \t]+[0-9]+[ \t]/) {
    for (i = NF - 1; i >= 2; i--) if ($i == "on") break
    if (i >= 2) {
      nranks++
      if (!(($(i + 1)) in seenhost)) { seenhost[$(i + 1)] = 1; nhosts++; hostlist = hostlist (nhosts > 1 ? "," : "") $(i + 1) }
    }
  } else if ($0 ~ /^#[ \t]*Out of bounds values[ \t]*:[ \t]*[0-9]/) { oob = afterfirstnumber() }
  else if ($0 ~ /^#[ \t]*Bitwise mismatches[ \t]*:[ \t]*[0-9]/) { bitw = afterfirstnumber() }
  else if ($0 ~ /^#[ \t]*Avg bus bandwidth[ \t]*:/) { complete = 1 }
  else if ($0 ~ /^#[ \t]*error:[ \t]*[^ \t]/) { errors++ }
  next
}
/Test ([A-Za-z0-9_]+ )?(failure|timeout)/ { errors++; next }
/ NCCL WARN / { next }
{ addrow() }
function lg2(b,    k, v) {
  if (b > 0) { k = 0; v = b; while (v > 1 && v % 2 == 0) { v = v / 2; k++ } if (v == 1) return k }
  return log(b) / log(2)
}
function px(lx) { return L + int((lx - xmin) * PW / (xmax - xmin) + 0.5) }
function py(v) { return T + PH - int(v * PH / ytop + 0.5) }
function sizelabel(b) {
  if (b >= 1073741824 && b % 1073741824 == 0) return sprintf("%dG", b / 1073741824)
  if (b >= 1048576 && b % 1048576 == 0) return sprintf("%dM", b / 1048576)
  if (b >= 1024 && b % 1024 == 0) return sprintf("%dK", b / 1024)
  return sprintf("%.0f", b)
}
function decimal(p, e,    d, frac, s) {
  if (p == 0) return "0"
  d = sprintf("%d", p)
  if (e >= 0) { while (e-- > 0) d = d "0"; return d }
  frac = -e
  while (length(d) <= frac) d = "0" d
  s = substr(d, 1, length(d) - frac) "." substr(d, length(d) - frac + 1)
  sub(/0+$/, "", s); sub(/\.$/, "", s)
  return s
}
function title(    t) {
  t = "clusterjob gate: " verdict
  if (reasons != "") { t = t " (" reasons ")"; gsub(/,/, ", ", t) }
  if (best > 0) t = t ", best " bestt " GB/s at " sizelabel(rbytes[best])
  if (min_busbw != "") t = t ", min " min_busbw " GB/s"
  return t
}
function series(isoop,    i, x, y, color, pts, dots) {
  color = isoop ? "#1f77b4" : "#ff7f0e"
  pts = ""; dots = ""
  for (i = 1; i <= nrows; i++) {
    x = px(lg2(rbytes[i])); y = py(isoop ? oop[i] : ip[i])
    pts = pts (i == 1 ? "" : " ") x "," y
    dots = dots "<circle cx=\"" x "\" cy=\"" y "\" r=\"3\" fill=\"" color "\"/>\n"
  }
  printf "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\"%s\"/>\n%s", color, isoop ? "" : " stroke-dasharray=\"4 3\"", pts, dots
}
function svg(    i, lx, ymaxraw, e, m, s, n, stepm, stepe, ticks, stepv, shade, k, y, every, x, lgx) {
  printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"360\" viewBox=\"0 0 720 360\" font-family=\"sans-serif\" font-size=\"12\">\n"
  printf "<rect width=\"720\" height=\"360\" fill=\"white\"/>\n"
  printf "<text x=\"%d\" y=\"24\" font-size=\"14\">%s</text>\n", L, title()
  if (nrows == 0) { printf "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">no rows</text>\n</svg>\n", L + PW / 2, T + PH / 2; return }
  ymaxraw = 0
  for (i = 1; i <= nrows; i++) {
    lx = lg2(rbytes[i])
    if (i == 1 || lx < xmin) xmin = lx
    if (i == 1 || lx > xmax) xmax = lx
    if (oop[i] > ymaxraw) ymaxraw = oop[i]
    if (ip[i] > ymaxraw) ymaxraw = ip[i]
  }
  if (xmax == xmin) { xmin = xmin - 1; xmax = xmax + 1 }
  if (min_busbw != "" && min_busbw + 0 > ymaxraw) ymaxraw = min_busbw + 0
  if (ymaxraw <= 0) { stepm = 1; stepe = 0; ticks = 1 }
  else {
    split("1 2 5", mant, " ")
    for (e = -3; e <= 5; e++) {
      for (m = 1; m <= 3; m++) {
        s = (mant[m] "e" e) + 0
        n = int(ymaxraw / s); if (n * s < ymaxraw) n++
        stepm = mant[m]; stepe = e; ticks = n > 1000 ? 1000 : n
        if (n <= 5) break
      }
      if (n <= 5) break
    }
  }
  stepv = (stepm "e" stepe) + 0
  ytop = ticks * stepv
  lgx = lg2(from > 1 ? from : 1); if (lgx > xmax) lgx = xmax; if (lgx < xmin) lgx = xmin
  shade = px(lgx)
  printf "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#f2f2f2\"/>\n", shade, T, L + PW - shade, PH
  for (k = 0; k <= ticks; k++) {
    y = py(k * stepv)
    printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#dddddd\"/>\n", L - 4, y, L + PW, y
    printf "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n", L - 8, y + 4, decimal(k * stepm, stepe)
  }
  every = int((nrows + 11) / 12)
  for (i = 1; i <= nrows; i++) {
    if ((i - 1) % every != 0) continue
    x = px(lg2(rbytes[i]))
    printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", x, T + PH, x, T + PH + 4
    printf "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x, T + PH + 18, sizelabel(rbytes[i])
  }
  printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", L, T + PH, L + PW, T + PH
  printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", L, T, L, T + PH
  printf "<text x=\"%d\" y=\"350\" text-anchor=\"middle\">message size (bytes, log2 scale)</text>\n", L + PW / 2
  printf "<text x=\"16\" y=\"%d\" transform=\"rotate(-90 16 %d)\" text-anchor=\"middle\">bus bandwidth (GB/s)</text>\n", T + PH / 2, T + PH / 2
  if (min_busbw != "") {
    y = py(min_busbw + 0)
    printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#d62728\" stroke-dasharray=\"6 4\"/>\n", L, y, L + PW, y
    printf "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" fill=\"#d62728\">min %s GB/s</text>\n", L + PW - 4, y - 4, min_busbw
  }
  series(1); series(0)
  printf "<line x1=\"%d\" y1=\"44\" x2=\"%d\" y2=\"44\" stroke=\"#1f77b4\" stroke-width=\"2\"/>\n", L, L + 24
  printf "<text x=\"%d\" y=\"48\">out-of-place</text>\n", L + 30
  printf "<line x1=\"%d\" y1=\"44\" x2=\"%d\" y2=\"44\" stroke=\"#ff7f0e\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>\n", L + 120, L + 144
  printf "<text x=\"%d\" y=\"48\">in-place</text>\n", L + 150
  printf "</svg>\n"
}
function addreason(r) { reasons = reasons (reasons == "" ? "" : ",") r }
END {
  reasons = ""; best = 0; bestv = 0; bestt = ""; from = 0
  if (errors > 0) addreason("nccl-error")
  if (haswrong && wsum > 0) addreason("wrong-results")
  if ((oob != "" && oob > 0) || (bitw != "" && bitw > 0)) addreason("out-of-bounds")
  if (nrows == 0) addreason("no-rows")
  else {
    largest = rbytes[1]
    for (i = 2; i <= nrows; i++) if (rbytes[i] > largest) largest = rbytes[i]
    from = (min_bytes != "") ? min_bytes + 0 : int(largest / 8)
    missing = largest < from
    for (i = 1; i <= nrows; i++) {
      rb = (ip[i] > oop[i]) ? ip[i] : oop[i]
      judged = missing ? (rbytes[i] == largest) : (rbytes[i] >= from)
      if (judged && (best == 0 || rb > bestv)) { best = i; bestv = rb; bestt = (ip[i] > oop[i]) ? ipt[i] : oopt[i] }
    }
    if (min_busbw != "" && nranks != 1 && bestv < min_busbw + 0) addreason("slow")
    if (missing) addreason("missing-rows")
  }
  if (!complete) addreason("truncated")
  verdict = (reasons == "") ? "PASS" : "FAIL"
  if (mode == "svg") { svg(); exit }
  printf "verdict=%s reasons=%s busbw=%s bytes=%s from=%.0f rows=%d ranks=%d hosts=%s errors=%d wrong=%s oob=%s complete=%d\n",
    verdict, (reasons == "" ? "-" : reasons), (best ? bestt : "-"), (best ? sprintf("%.0f", rbytes[best]) : "-"), from,
    nrows, nranks, (hostlist == "" ? "-" : hostlist), errors, (haswrong ? sprintf("%.0f", wsum) : "-"), (oob == "" ? "-" : oob), complete
}
