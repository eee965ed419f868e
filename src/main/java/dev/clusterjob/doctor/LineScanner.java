package dev.clusterjob.doctor;

import dev.clusterjob.logs.LinePrefix;
import dev.clusterjob.logs.LogLines;
import dev.clusterjob.logs.Ranks;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.HashSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One pass over one log: every line's prefixes taken off, who wrote it learned (the line's prefix, else
 * the last prefix up to {@code continuation_lines} before), whole-log facts read, and every rule matched.
 * A line cut at a blank (word wrap) is matched together with the one or two lines after it when those do
 * not start like log lines: a match must then cross the cut, so no line is reported twice.
 */
final class LineScanner {
    /** A line shorter than this is not taken for the first part of a cut line. */
    private static final int MIN_CUT = 24;
    private static final Pattern GROUP_NAME = Pattern.compile("\\(\\?<([a-zA-Z][a-zA-Z0-9]*)>");
    private static final int MAX_UNPLACED = 10;

    /** A line that looks like a failure: where it is and what it says. */
    record Unplaced(int line, String text) {
    }

    private final DoctorRules rules;
    private final NeedleIndex needles;
    /** The rules (and context and learn patterns, after them) whose needles the line being read contains. */
    private BitSet may = new BitSet();
    /** {@link #may} and where the needle index stood at the line's end: a window that starts with the line reads on from there. */
    private NeedleIndex.Found lineNeedles;
    private final int contextAt;
    private final int learnAt;
    /** Where the facts' needle sets start in the index (one set per fact, in the facts' order), and the attention's two (unless, needles). */
    private final int factsAt;
    private final int unlessAt;
    private final boolean anyUnless;
    private final boolean anyAttention;
    private final List<DoctorRules.Fact> factList;
    private final List<String> factNames;
    /** Each rule's, context and learn pattern's matcher (by its index in {@link #index}), made once and reset for each line. */
    private final Matcher[] matchers;
    /** The text each rule's, context and learn pattern's match must hold (by index, as {@link #matchers}): none, no regex. */
    private final RequiredText[] required;
    private final Map<Pattern, List<String>> groupNames;
    final List<Hit> hits = new ArrayList<>();
    /** Each rule's place in the rules' order (the order a line's hits are found in). */
    private final Map<Rule, Integer> ruleIndex = new IdentityHashMap<>();
    final Map<String, String> facts = new HashMap<>();
    final LearnedHosts learned = new LearnedHosts();
    final List<Unplaced> unplaced = new ArrayList<>();
    /** The lines where a Python traceback starts: what lies between two of them are two exceptions' reports (PeerLoss). */
    final List<Integer> tracebacks = new ArrayList<>();
    private String ctxHost;
    private Integer ctxRank;
    private int ctxLine = Integer.MIN_VALUE / 2;
    private int index;
    /**
     * The lines read as their program wrote them: a piece of a cut line that a match took counts with its line, so that a
     * prefix's reach ({@code continuation_lines}) is the same whether or not a paste cut the lines between.
     */
    private int written;
    private List<Window> joined = List.of();
    /** The line being read; how many lines after it are pieces of it a match took, and the rules whose matches took them. */
    private LogLines.Line current;
    private String currentText;
    private int pieces;
    /** Where the last match across a cut ended in its joined text. */
    private int acrossEnd;
    private Set<Rule> taking = new HashSet<>();
    private Set<Rule> tookNext = Set.of();
    /** The lines the last rule's follow patterns were read from (doc148: a report's own detail lines, see HitMerger). */
    private final Set<Integer> followed = new HashSet<>();
    private int joinedFor = -1;
    /** The physical line the line being read starts on, or the one its cut line starts on when it is a piece. */
    private int lineStart;
    /** Whether the line being read may be the first part of a cut one (read once per line). */
    private boolean mayBeCut;
    /** Whether the line being read may itself be a piece of the one before, cut at a blank (a wrapped paste shows there). */
    private boolean wrappedHere;
    /**
     * The text of the line before when the line being read may be a piece of it that word wrap left ({@code wrappedPiece} in
     * {@link #scan}), else null: a rule's match on the piece must hold with it in front ({@link #wrappedAway}).
     */
    private String wrappedAfter;
    /** The text the last rule's match was read in: the line, or the line joined with its pieces (a window). */
    private String matchedIn;
    /** The last line with text before the one being read (its start when a paste cut it): what a job printed before Slurm ended it. */
    private String lastText;
    private static final int LAST_LINE_MAX = 200;
    private static final String TRACEBACK = "Traceback (most recent call last)";

    LineScanner(DoctorRules rules, NeedleIndex needles, Map<Pattern, List<String>> groupNames) {
        this(rules, needles, required(rules), groupNames);
    }

    LineScanner(DoctorRules rules, NeedleIndex needles, RequiredText[] required, Map<Pattern, List<String>> groupNames) {
        this.rules = rules;
        this.required = required;
        this.needles = needles;
        this.groupNames = groupNames;
        this.contextAt = rules.rules().size();
        this.learnAt = contextAt + rules.context().size();
        this.factsAt = learnAt + rules.learn().size();
        this.unlessAt = factsAt + rules.facts().size();
        this.anyUnless = !rules.attention().unless().isEmpty();
        this.anyAttention = !rules.attention().needles().isEmpty();
        this.factList = List.copyOf(rules.facts().values());
        this.factNames = List.copyOf(rules.facts().keySet());
        this.matchers = new Matcher[factsAt];
        for (Rule r : rules.rules()) {
            ruleIndex.putIfAbsent(r, ruleIndex.size());
        }
    }

    /**
     * One index over the needles of the rules, then of the context patterns, then of the learn patterns (in that order), then
     * each fact's needle and the attention's words (its unless, then its needles): one pass over a line finds them all, where
     * a {@code contains} per fact and per attention word (some 70) was a tenth of the pasted-log test's CPU.
     */
    static NeedleIndex index(DoctorRules rules) {
        List<List<String>> sets = new ArrayList<>();
        rules.rules().forEach(r -> sets.add(r.needles()));
        rules.context().forEach(p -> sets.add(p.needles()));
        rules.learn().forEach(p -> sets.add(p.needles()));
        rules.facts().values().forEach(f -> sets.add(f.needle().isEmpty() ? List.of() : List.of(f.needle()))); // "" is in every line
        sets.add(rules.attention().unless()); // an empty list is always reported: read only when there are words (anyUnless)
        sets.add(rules.attention().needles());
        return NeedleIndex.of(sets);
    }

    /** The required text of the rules' patterns, then of the context patterns, then of the learn patterns (as {@link #index}). */
    static RequiredText[] required(DoctorRules rules) {
        List<RequiredText> out = new ArrayList<>();
        rules.rules().forEach(r -> out.add(RequiredText.of(r.match())));
        rules.context().forEach(p -> out.add(RequiredText.of(p.match())));
        rules.learn().forEach(p -> out.add(RequiredText.of(p.match())));
        return out.toArray(new RequiredText[0]);
    }

    void scan(LogLines lines) throws IOException {
        LogLines.Line l;
        LogLines.Line previous = null;
        while ((l = lines.next()) != null) {
            index++;
            boolean piece = pieces > 0; // a piece of the line before, cut: no prefix or context of its own
            // a piece a match took, or one that word wrap may have left (no line of its own, its first word too long for the line before)
            // (counted as the lines read as written: a prefix on every line keeps them apart, as it did before pieces were read past it)
            boolean wrappedPiece = !piece && previous != null && CutPieces.piece(previous, null, l) && CutPieces.wrapped(previous, l.text().strip(), lines);
            LogLines.Line above = previous; // the line before, whose prefix a piece of it may carry too
            written += piece || wrappedPiece ? 0 : 1;
            wrappedHere = piece || wrappedPiece;
            // the line before shorter than the log's longest: after the longest line any next word looks as if it did not fit
            wrappedAfter = wrappedPiece && currentText != null && above.text().stripTrailing().length() < lines.longest() ? currentText : null;
            previous = l;
            pieces = Math.max(0, pieces - 1);
            Set<Rule> done = piece ? tookNext : Set.of();
            current = l;
            lineStart = piece ? lineStart : l.number(); // a finding on a piece is one on the line it is a piece of
            LinePrefix lp = piece ? LinePrefix.parse("") : l.prefix();
            String text = piece ? (above == null ? l.text() : above.pieceText(l)) : lp.text();
            currentText = text;
            if (!piece && text.startsWith(TRACEBACK)) {
                tracebacks.add(lineStart);
            }
            joinedFor = -1;
            mayBeCut = mayBeCut(text, lines);
            lineNeedles = needles.scan(text);
            may = lineNeedles.sets();
            readFacts(text, lines);
            if (!piece) {
                context(lp, text, lines);
            }
            learn(text, lines);
            int before = hits.size();
            taking.clear();
            List<Rule> all = rules.rules();
            BitSet tried = candidates(text, lines);
            for (int i = tried.nextSetBit(0); i >= 0 && i < contextAt; i = tried.nextSetBit(i + 1)) {
                Rule r = all.get(i);
                Map<String, String> g = !done.isEmpty() && done.contains(r) ? null : match(i, r, text, lines);
                followed.clear();
                if (g != null && wrappedAfter != null && wrappedAway(r)) {
                    g = null;
                }
                if (g != null && follow(r, g, lines) && required(r, g)) {
                    Hit h = hit(r, lineStart, g);
                    h.followed = Set.copyOf(followed);
                    hits.add(h);
                }
            }
            if (piece && hits.size() > before) {
                inRuleOrder(lineStart, before, done);
            }
            if (!taking.isEmpty()) {
                tookNext = Set.copyOf(taking);
            }
            if (hits.size() == before && unplaced.size() < MAX_UNPLACED && looksLikeAFailure()) {
                unplaced.add(new Unplaced(l.number(), text.strip()));
            }
            if (!piece && !text.isBlank()) {
                lastText = text.strip();
            }
        }
    }

    /**
     * A piece's witnesses go among those of the rules whose matches read across the cut into it (they took the piece, so it is
     * surely a part of their line) in the rules' order, as the line read whole gives them: witnesses keep their places in the
     * findings (CauseOrder), so their order on a line is what doctor reports first where no cause is found. A rule whose words
     * the cut left whole on the piece (NCCL's "remote process exited or there was a network error" after torch's "Collective
     * WorkNCCL(...) raised the following async exception: " cut before them) is found only when the piece is read.
     */
    private void inRuleOrder(int line, int before, Set<Rule> took) {
        if (!hits.subList(before, hits.size()).stream().allMatch(h -> h.rule.witness())) {
            return;
        }
        int from = before;
        while (from > 0 && hits.get(from - 1).line == line && took.contains(hits.get(from - 1).rule) && hits.get(from - 1).rule.witness()) {
            from--;
        }
        hits.subList(from, hits.size()).sort(Comparator.comparingInt(h -> ruleIndex.get(h.rule)));
    }

    /** The rules that may match this line: its needles', and those of the windows across a cut after it (none else can). */
    private BitSet candidates(String text, LogLines lines) throws IOException {
        if (!mayBeCut) {
            return may;
        }
        BitSet out = may;
        for (Window w : windows(lines)) {
            out = out == may ? (BitSet) may.clone() : out;
            out.or(w.may());
        }
        return out;
    }

    /** Whether the line being read looks like a failure ({@link DoctorRules.Attention}), from its needle sets: none of the unless words, one of the needles. */
    private boolean looksLikeAFailure() {
        return !(anyUnless && may.get(unlessAt)) && anyAttention && may.get(unlessAt + 1);
    }

    /** Whole-log facts from this line, or from it and the words after a cut at a blank. */
    private void readFacts(String text, LogLines lines) throws IOException {
        for (int i = 0; i < factList.size(); i++) {
            DoctorRules.Fact f = factList.get(i);
            int set = factsAt + i;
            String value = fact(f, text, may, set);
            if (value == null && mayBeCut) {
                for (Window w : windows(lines)) {
                    value = value != null ? value : fact(f, w.text(), w.may(), set);
                }
            }
            if (value != null) {
                facts.merge(factNames.get(i), value, LineScanner::keepLarger);
            }
        }
    }

    /** The fact's value in {@code text}, whose needle sets are {@code in} (the fact's needle is set {@code set}). */
    private static String fact(DoctorRules.Fact f, String text, BitSet in, int set) {
        if (!in.get(set)) {
            return null;
        }
        Matcher m = f.match().matcher(text);
        return m.find() ? m.group("value") : null;
    }

    private static String keepLarger(String a, String b) {
        return Ranks.larger(a, b);
    }

    /** Who wrote this line: its prefix or a context pattern, else the last prefix within continuation_lines. */
    private void context(LinePrefix lp, String text, LogLines lines) throws IOException {
        boolean prefixed = lp.named();
        String host = lp.host();
        Integer rank = lp.rank();
        List<DoctorRules.Probe> probes = rules.context();
        // a pattern whose needle a cut put on the next line ("[user@host" + "dir]$ cmd") is tried too: its match must start on the line
        BitSet in = mayBeCut ? candidates(text, lines) : may;
        for (int i = in.nextSetBit(contextAt); i >= 0 && i < learnAt; i = in.nextSetBit(i + 1)) {
            Pattern p = probes.get(i - contextAt).match();
            Matcher m = required[i].in(text) ? matcher(i, p, text) : null;
            boolean found = m != null && m.find(); // on the line: its two groups read, no map of all (NCCL's header, every INFO line)
            Map<String, String> g = found ? null : mayBeCut ? acrossTheCut(i, p, text.length(), lines) : null;
            if (found || g != null) {
                prefixed = true;
                host = host != null ? host : found ? group(p, m, "host") : g.get("host");
                String r = rank != null ? null : found ? group(p, m, "rank") : g.get("rank");
                rank = rank != null ? rank : Ranks.of(r);
            }
        }
        learned.host(host);
        if (prefixed) {
            ctxHost = host;
            ctxRank = rank;
            ctxLine = written;
            learned.rank(rank, host);
        } else if (written - ctxLine > rules.continuationLines()) {
            ctxHost = null;
            ctxRank = null;
        }
    }

    /**
     * The pattern's groups in a window of the line when its match starts on the line: a header whose node a word wrap put on
     * the next line (HPE Cray MPICH's "MPICH ERROR [Rank 519] [job id ...] [DATE" + "] [c1207] - Abort ..."). {@code i}: the
     * pattern's index (as {@link #index}).
     */
    private Map<String, String> acrossTheCut(int i, Pattern p, int cut, LogLines lines) throws IOException {
        for (Window w : windows(lines)) {
            // the line with each of its pieces in turn: a header that ends its line ("Successfully assigned NS/POD to NODE$")
            // matches only where the window ends as the line did, not with the next line's words joined after it
            for (int k = 1; k <= w.lines(); k++) {
                String text = k < w.lines() ? w.text().substring(0, w.starts()[k] - 1) : w.text();
                // a text without the pattern's required text holds no match of it (RequiredText): its regex need not run
                Matcher m = required[i].in(text) ? firstBefore(p, text, cut) : null;
                if (m != null) {
                    return groups(p, m);
                }
            }
        }
        return null;
    }

    /**
     * The matcher of {@code p} on {@code text} at its first match when that starts before {@code cut}, else null: what
     * {@code find()} and a test of its start say, without trying the starts from the cut to the text's end (a window is the line
     * and the one or two lines after it; no match that starts after the line counts). Each start is tried as {@code find()} tries
     * it: the pattern anchored there, its look-behinds and look-aheads seeing the whole text, {@code ^} and {@code $} at the text's
     * ends only (transparent, non-anchoring bounds). Only a pattern that starts with {@code \b} (written as four look-arounds,
     * DoctorRules, tried at every start) is read so, unless it holds {@code \G} (where the last match ended) or a character outside
     * the BMP (whose {@code find()} does not start in a surrogate pair): for the others, {@code find()} is cheaper than a matcher
     * reset per start (the pasted-log test cost 1.21x the CPU when every pattern that starts with a group was read so).
     * A learn pattern tried on every window of a line with "error" in it spent a tenth of the corpus's doctor time on the
     * starts after the cut.
     */
    private Matcher firstBefore(Pattern p, String text, int cut) {
        Matcher m = p.matcher(text);
        if (findOnly.computeIfAbsent(p, LineScanner::searchedWithFind)) {
            return m.find() && m.start() < cut ? m : null;
        }
        m.useTransparentBounds(true).useAnchoringBounds(false);
        return startsBefore(m, text.length(), 0, cut) ? m : null;
    }

    /**
     * Whether {@code m} (transparent, non-anchoring bounds, on a text of length {@code n}) matches at a start from {@code from} up to
     * {@code cut}, trying each in turn as {@code find()} does; it is then at that match.
     */
    private static boolean startsBefore(Matcher m, int n, int from, int cut) {
        for (int s = from, end = Math.min(cut, n + 1); s < end; s++) {
            if (m.region(s, n).lookingAt()) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@link #firstBefore} searches the pattern with {@code find()} (read once per pattern and log). */
    private final Map<Pattern, Boolean> findOnly = new IdentityHashMap<>();

    private static boolean searchedWithFind(Pattern p) {
        String s = p.pattern();
        boolean boundaryFirst = s.startsWith(DoctorRules.ASCII_BOUNDARY) || s.startsWith("(?:" + DoctorRules.ASCII_BOUNDARY);
        return !boundaryFirst || s.contains("\\G") || s.chars().anyMatch(c -> Character.isSurrogate((char) c));
    }

    /**
     * The matcher of pattern {@code i} (a rule's, a context or a learn pattern's), made once and reset for each line: an INFO
     * log has a million lines, and a new matcher costs its arrays and, for a pattern with a repeated group, a hash set.
     */
    private Matcher matcher(int i, Pattern p, String text) {
        Matcher m = matchers[i];
        if (m == null) {
            m = p.matcher(text);
            matchers[i] = m;
            return m;
        }
        return m.reset(text);
    }

    /** Addresses and ranks the line ties to a host (the rules' learn patterns). */
    private void learn(String text, LogLines lines) throws IOException {
        List<DoctorRules.Probe> probes = rules.learn();
        // a pattern whose words a cut put partly on the next line ("Successfully assigned" + "NS/POD to NODE") is tried across
        // the cut too, as a context pattern is: its match must start on the line
        BitSet in = mayBeCut ? candidates(text, lines) : may;
        for (int i = in.nextSetBit(learnAt); i >= 0 && i < factsAt; i = in.nextSetBit(i + 1)) {
            Pattern p = probes.get(i - learnAt).match();
            Matcher m = may.get(i) && required[i].in(text) ? matcher(i, p, text) : null;
            boolean found = m != null && m.find();
            Map<String, String> g = found ? groups(p, m) : mayBeCut ? acrossTheCut(i, p, text.length(), lines) : null;
            if (g != null) {
                String host = g.getOrDefault("host", ctxLine == written ? ctxHost : null);
                if (g.containsKey("host")) {
                    learned.host(host); // a host named in a message is a node of the log, as a prefix's
                }
                learned.address(g.get("address"), host);
                if (g.containsKey("rank")) {
                    learned.rank(Ranks.of(g.get("rank")), host, Ranks.of(g.get("size")));
                }
                if (g.containsKey("ranks")) {
                    learned.ranks(g.get("ranks"), host);
                }
                if (g.containsKey("rankMap")) {
                    learned.rankMap(g.get("rankMap"));
                }
            }
        }
    }

    /** The rule's groups on this line (or across a cut after it), null when it does not match. */
    private Map<String, String> match(int i, Rule r, String text, LogLines lines) throws IOException {
        Matcher alone = null;
        if (may.get(i) && required[i].in(text)) {
            alone = matcher(i, r.match(), text);
            if (!alone.find()) {
                alone = null;
            }
        }
        matchedIn = text;
        if (!mayBeCut) {
            return alone == null ? null : groups(r.match(), alone);
        }
        Map<String, String> single = alone == null ? null : groups(r.match(), alone);
        Map<String, String> best = null;
        Window taken = null;
        int takenEnd = 0;
        boolean contradicted = false;
        for (Window w : windows(lines)) {
            // a window without the rule's required text holds no match of it (RequiredText): its regex need not run
            // cut in a word the rules know, the line is read in the word only: "in valid device ordinal" is no reading of it
            boolean read = !wordCut || w.inWord();
            Map<String, String> across = read && w.may().get(i) && required[i].in(w.text()) ? across(r, w, w.cut(), alone, single) : null;
            if (across != null && (best == null || across.size() > best.size())) {
                best = across;
                taken = w;
                takenEnd = acrossEnd;
            }
            contradicted |= across == null && w.inWord() == wordCut && alone != null && alone.end() == text.length()
                    && contradicted(r, w, alone.start()) && (cutThere(w, lines) || readAcross(r, w, w.cut()));
        }
        if (best != null && !(contradicted && best.size() <= single.size())) {
            pieces = Math.max(pieces, taken.linesUpTo(takenEnd));
            taking.add(r);
            matchedIn = taken.text();
            return best;
        }
        return contradicted ? null : single; // the line's end matched, the words after the cut do not ("invalid device" + "ordinal")
    }

    /**
     * Whether a cut may have ended the line being read where the window joins it: in a word at the log's column, or at a blank
     * where the next line's first word would not have fitted (the log's longest line, or the narrower column word wrap shows,
     * LogLines.wordWrapOf). A whole line followed by another program's line that only looks like a piece (Lmod's "The following
     * have been reloaded", accelerate's "The following values were not passed", a short first word that fitted) was not cut
     * there: the words after it cannot contradict a match that ends with the line. A line joined from a cut at a column may have
     * its rest cut again at a blank, a line that ends with a blank was cut at it (mlverse-torch 866's paste kept the blank), and a
     * line that may be a piece of the one before shows the paste wrapped there. Word wrap's column must show on another line too
     * ({@link LogLines#wrapPoints}): a log's last line, its longest, before another program's first ("Successfully completed.",
     * Lmod's banner) shows none. (Where a rule reads a message across the cut, {@link #readAcross}, the words after it contradict
     * the match whatever the widths say.)
     */
    private boolean cutThere(Window w, LogLines lines) throws IOException {
        String physical = current.text();
        if (w.inWord() || wrappedHere || current.pastedLength() > lines.longest()
                || (!physical.isEmpty() && Character.isWhitespace(physical.charAt(physical.length() - 1)))) {
            return true; // joined from a cut at a column (longer than the longest), or cut at a blank that kept it
        }
        String after = w.text().substring(w.starts()[0]);
        return (w.wrapped() || CutPieces.wrappedAt(current, after, lines.wordWrap())) && lines.wrapPoints() > 1;
    }

    /** The window {@link #readAcross} last looked at for other rules, and what it found. */
    private Window acrossFor;
    private boolean acrossAnswer;

    /**
     * Whether the rule {@code r} matches the window elsewhere, or some rule's match in it crosses the cut at {@code cut}: the words
     * after it continue a message a rule knows (torch's "NCCL communicator was aborted on rank 0." + "Original reason for failure
     * was: ..."), so the line was cut there; not a match that the line alone gives from the same place ({@link #matchesAlone}).
     */
    private boolean readAcross(Rule r, Window w, int cut) {
        if (r.match().matcher(w.text()).find()) {
            return true;
        }
        if (acrossFor != w) {
            acrossFor = w;
            acrossAnswer = false;
            List<Rule> all = rules.rules();
            BitSet in = w.may();
            for (int i = in.nextSetBit(0); i >= 0 && i < contextAt && !acrossAnswer; i = in.nextSetBit(i + 1)) {
                if (required[i].in(w.text())) {
                    Matcher m = all.get(i).match().matcher(w.text());
                    while (!acrossAnswer && m.find() && m.start() < cut) {
                        acrossAnswer = m.end() > cut && !matchesAlone(all.get(i), w.text(), m.start(), cut);
                    }
                }
            }
        }
        return acrossAnswer;
    }

    /**
     * Whether the rule matches from {@code start} on the line alone (the window's text up to the cut): a match that crosses the cut
     * only because its pattern reads any words to the end ({@code ImportError: .*$}, Python's exception line before another
     * program's line) says nothing about a cut there.
     */
    private static boolean matchesAlone(Rule r, String window, int start, int cut) {
        String line = window.substring(0, Math.min(cut, window.length())).stripTrailing();
        if (start >= line.length()) {
            return false;
        }
        Matcher m = r.match().matcher(line);
        m.region(start, line.length());
        m.useTransparentBounds(true);
        return m.lookingAt();
    }

    /**
     * Whether the rule's match on a line that may be a piece word wrap left of the line before ({@link #wrappedAfter}) is gone once
     * that line stands in front, as it did before the paste wrapped it: no match of the rule in the joined text reaches into the
     * piece, though one does when a line break stands between them. A rule that reads a message only where the words before it on
     * its line do not make it a warning or a probe (a look-behind over {@code [^\n]}: "libibverbs: Warning: couldn't load driver
     * 'X':" + "X: cannot open shared object file") sees those words on the line before; the piece alone would read the message
     * without them. A rule whose match the blank changes otherwise (one anchored at a line's start, a quote) keeps the piece's
     * match: the line before may be a line of its own (the log's heuristics for word wrap only guess). Tried only for a line that
     * may be a wrapped piece after a line shorter than the log's longest and that matched a rule: a few lines of a pasted log.
     */
    private boolean wrappedAway(Rule r) {
        String before = wrappedAfter.stripTrailing();
        String piece = matchedIn.strip();
        // the words before matter only where the rule reads them up to a line's end (a look-behind over [^\n], a .*): joined
        // with a line break instead of the blank, the piece's match must come back, else the rule did not read the line before
        return !reachesPiece(r, before + " " + piece, before.length() + 1) && reachesPiece(r, before + "\n" + piece, before.length() + 1);
    }

    /** Whether a match of the rule in {@code text} ends past {@code piece}, where the piece starts. */
    private static boolean reachesPiece(Rule r, String text, int piece) {
        Matcher m = r.match().matcher(text);
        while (m.find()) {
            if (m.end() > piece) {
                return true;
            }
        }
        return false;
    }

    /** Whether the rule no longer matches at {@code start} once the words after a cut at a blank are there. */
    private static boolean contradicted(Rule r, Window w, int start) {
        Matcher m = r.match().matcher(w.text());
        return !(m.find(start) && m.start() == start);
    }

    /**
     * The rule's groups in a joined window when a match crosses the cut and, with a match on the line alone, starts where
     * that one does and says more (a cut in a word: any more; a cut at a blank: more groups, the same values).
     */
    private Map<String, String> across(Rule r, Window window, int cut, Matcher alone, Map<String, String> single) {
        Matcher w = r.match().matcher(window.text());
        while (w.find() && w.start() < cut) {
            // a match that only the words after the cut allow (a look-ahead) counts too, and so does one whose look-ahead reads a
            // group there (a peer named after the message: "RPC failed with status = ..." + "... Error received from peer ...")
            if (reach(w) > cut || single == null) {
                Map<String, String> g = groups(r.match(), w);
                if (single == null && nextLineOwns(r, window, w, g)) {
                    return null; // the words are all the next line's: read there, on the line that holds them
                }
                boolean better = single == null || (w.start() == alone.start() && (window.inWord() ? completes(single, g)
                        || (wordCut && continuesInWord(alone, single, g))
                        : extendsGroups(single, g) || (window.wrapped() && continuesGroups(alone, single, g))));
                acrossEnd = reach(w);
                return better ? g : null;
            }
        }
        return null;
    }

    /** Where the match and the groups it read end, the furthest: a look-ahead's group may end past the match. */
    private static int reach(Matcher m) {
        int end = m.end();
        for (int g = 1; g <= m.groupCount(); g++) {
            end = Math.max(end, m.end(g));
        }
        return end;
    }

    /**
     * Whether the match {@code w} of a window that the line alone does not match is the next line's own: a pattern free at its
     * start ({@code .*?(?:^|\s)FATAL:}, {@code .*Disk quota exceeded}) matches the joined text from the line's first character,
     * though every word it reads stands in the next line (a shell prompt, Apptainer's INFO line or a table's ruler before the
     * error). The next line alone then gives the same match to the same end and the same groups: the finding is placed on it, and a
     * paste that starts there (or ends at it) reads it as the whole log does.
     */
    private boolean nextLineOwns(Rule r, Window window, Matcher w, Map<String, String> g) {
        int next = window.starts()[0];
        if (w.start() >= next) {
            return false;
        }
        Matcher m = r.match().matcher(window.text());
        m.region(next, window.text().length());
        m.useTransparentBounds(false).useAnchoringBounds(true);
        return m.find() && m.end() == w.end() && groups(r.match(), m).equals(g);
    }

    /** The windows of the line being read (computed once per line); none for a ruler, which no cut leaves. */
    private List<Window> windows(LogLines lines) throws IOException {
        if (joinedFor != index) {
            wordCut = false;
            int physical = current.pastedLength();
            joined = CutPieces.ruler(currentText) ? List.of()
                    : windows(current, currentText, physical == lines.longest() && physical >= MIN_CUT, lines);
            joinedFor = index;
        }
        return joined;
    }



    /**
     * A line joined with the {@code lines} after it: inWord when joined without a blank (cut at a column, in a word);
     * {@code starts}: where each joined line begins in the text; wrapped when the next line's first word would have made the
     * line longer than the log's longest (as word wrap leaves a line: the word went to the next line because it did not fit), or is
     * longer than the narrower column word wrap shows ({@code LogLines.wordWrap}: a path word wrap puts on a line of its own).
     */
    private record Window(String text, boolean inWord, int lines, BitSet may, int[] starts, boolean wrapped) {
        /**
         * Where the line ends in the joined text: at its last character when cut in a word, else at its last one that is no
         * blank (the window drops the blanks a padded line ends with, so a match that starts after them is the next line's).
         */
        int cut() {
            return inWord ? starts[0] : starts[0] - 1;
        }

        /** How many of the joined lines a match ending at {@code end} took (the lines after it are left to be read as lines). */
        int linesUpTo(int end) {
            int n = 0;
            while (n < starts.length && starts[n] < end) {
                n++;
            }
            return Math.max(1, n);
        }
    }

    /**
     * This line joined with what may continue it: the next line without a blank when this line is as long as the log's
     * longest (cut at a column, in a word), and the one or two next lines that do not start like log lines, with a blank
     * (cut at a blank).
     */
    private List<Window> windows(LogLines.Line line, String text, boolean longest, LogLines lines) throws IOException {
        List<Window> out = new ArrayList<>(2);
        LogLines.Line first = lines.peek(1);
        if (!CutPieces.piece(line, first)) {
            return out;
        }
        if (longest) {
            out.add(inWord(line, text, first, lines));
            wordCut = RuleWords.cutInAWord(rules, text, first.text()); // "in" + "valid device ordinal": the word the rules know, not "in valid ..."

        }
        List<String> parts = new ArrayList<>();
        int[] starts = new int[2];
        String head = text.stripTrailing();
        int at = head.length();
        LogLines.Line last = line;
        for (int k = 1; k <= 2; k++) {
            LogLines.Line next = lines.peek(k);
            if (k > 1 && !CutPieces.piece(line, last, next)) { // the first piece: asked above
                break;
            }
            LogLines.Line previousPiece = last;
            last = next;
            parts.add(CutPieces.pieceText(line, previousPiece, next).strip());
            starts[k - 1] = at + 1;
            at += 1 + parts.get(k - 1).length();
        }
        if (!parts.isEmpty()) {
            String rest = " " + String.join(" ", parts);
            String t = head + rest;
            boolean wrapped = CutPieces.wrapped(line, parts.get(0), lines) || CutPieces.beforeALongWord(line, parts.get(0), lines.wordWrap());
            out.add(new Window(t, false, parts.size(), after(text, head, rest), Arrays.copyOf(starts, parts.size()), wrapped));
        }
        return out;
    }

    /**
     * Whether the line being read may be the first part of a cut one: as long as a cut leaves one ({@value #MIN_CUT} characters
     * or more), the log's longest, or shorter but word-wrapped (a word-wrapper leaves a short line before a long word:
     * "./path.sh: line 2:" before a path).
     */
    private boolean mayBeCut(String text, LogLines lines) throws IOException {
        int physical = current.pastedLength();
        if (text.length() >= MIN_CUT || (physical == lines.longest() && physical >= MIN_CUT)) {
            return true;
        }
        LogLines.Line next = lines.peek(1);
        // or at the narrower column the other lines show when the longest is a word too long for it (LogLines.wordWrapOf): a
        // short piece before a long word ("[HOST:PID] *** Process" + "received signal ***") may be the start of a cut line too;
        // a piece that carries the line's own stamp or prefix is read past it (LogLines.Line.pieceText)
        if (!CutPieces.piece(current, next)) {
            return false;
        }
        String piece = current.pieceText(next).strip();
        return CutPieces.wrapped(current, piece, lines) || CutPieces.wrappedAt(current, piece, lines.wordWrap());
    }









    /** Whether the line being read was cut in a word the rules know ({@link RuleWords#cutInAWord}): its last letters are no word of their own. */
    private boolean wordCut;





    /**
     * The line joined in a word with the piece after it, and with the next piece too at a blank when that one is shorter than
     * the longest (a line cut at a column, its rest cut again at a blank: "version `GLIBCXX_3.4." + "20' " + "not found").
     */
    private Window inWord(LogLines.Line line, String text, LogLines.Line first, LogLines lines) throws IOException {
        String piece = line.pieceText(first);
        String t = text + piece;
        NeedleIndex.Found joined = needles.scanAfter(lineNeedles, piece);
        LogLines.Line second = lines.peek(2);
        if (first.pastedLength() < lines.longest() && CutPieces.piece(line, first, second)) {
            String head = t.stripTrailing();
            String rest = " " + CutPieces.pieceText(line, first, second).strip();
            BitSet sets = head.length() == t.length() ? needles.scanAfter(joined, rest).sets() : needles.rulesIn(head + rest);
            return new Window(head + rest, true, 2, sets, new int[] {text.length(), head.length() + 1}, false);
        }
        return new Window(t, true, 1, joined.sets(), new int[] {text.length()}, false);
    }

    /**
     * The needle sets of the line's {@code head} (its text without the blanks it ends with) followed by {@code rest}: read on from
     * the line's end where the head is the whole text, else anew.
     */
    private BitSet after(String text, String head, String rest) {
        return head.length() == text.length() ? needles.scanAfter(lineNeedles, rest).sets() : needles.rulesIn(head + rest);
    }

    /**
     * Whether {@code whole} completes {@code piece} across a cut in a word: every group of the piece is there, equal or
     * longer by characters that hold no blank (the rest of a host name or a number), and something is longer or new.
     */
    private static boolean completes(Map<String, String> piece, Map<String, String> whole) {
        boolean more = whole.size() > piece.size();
        for (Map.Entry<String, String> e : piece.entrySet()) {
            String w = whole.get(e.getKey());
            if (w == null || !w.startsWith(e.getValue()) || w.substring(e.getValue().length()).chars().anyMatch(Character::isWhitespace)) {
                return false;
            }
            more |= w.length() > e.getValue().length();
        }
        return more;
    }

    /**
     * Whether {@code whole} continues the groups of the line alone after a cut at a blank: each group the same, or, where it ran
     * to the line's end, that value, a blank and more (a container error's reason "load" + "library failed: ...").
     */
    private boolean continuesGroups(Matcher alone, Map<String, String> single, Map<String, String> whole) {
        boolean more = false;
        for (Map.Entry<String, String> e : single.entrySet()) {
            String w = whole.get(e.getKey());
            boolean same = e.getValue().equals(w);
            boolean continued = w != null && w.startsWith(e.getValue() + " ") && currentText.substring(alone.end(e.getKey())).isBlank();
            if (!same && !continued) {
                return false;
            }
            more |= continued;
        }
        return more;
    }

    /**
     * Whether {@code whole} continues the groups of the line alone across a cut in a word the rules know: each group the same,
     * or, where it ran to the line's end, that value and more ("CUDA error: F" + "ailed call to cuInit: ...").
     */
    private boolean continuesInWord(Matcher alone, Map<String, String> single, Map<String, String> whole) {
        boolean more = false;
        for (Map.Entry<String, String> e : single.entrySet()) {
            String w = whole.get(e.getKey());
            boolean same = e.getValue().equals(w);
            boolean continued = w != null && w.length() > e.getValue().length() && w.startsWith(e.getValue())
                    && currentText.substring(alone.end(e.getKey())).isBlank();
            if (!same && !continued) {
                return false;
            }
            more |= continued;
        }
        return more;
    }

    /** Whether {@code more} has every group of {@code fewer} with the same value, and more groups. */
    private static boolean extendsGroups(Map<String, String> fewer, Map<String, String> more) {
        for (Map.Entry<String, String> e : fewer.entrySet()) {
            if (!e.getValue().equals(more.get(e.getKey()))) {
                return false;
            }
        }
        return more.size() > fewer.size();
    }

    /**
     * Adds the groups of the rule's follow patterns from the next lines: a line as long as the log's longest with the piece
     * after it (cut at a column), the line alone, or the line with the next one that does not start anew (cut at a blank:
     * "  host      :" and the host name on the line after it).
     */
    private boolean follow(Rule r, Map<String, String> g, LogLines lines) throws IOException {
        for (Pattern p : r.follow()) {
            for (int k = 1; k <= r.followLines(); k++) {
                LogLines.Line next = lines.peek(k);
                if (next == null) {
                    break;
                }
                String text = next.prefix().text();
                LogLines.Line after = lines.peek(k + 1);
                after = after != null && !next.followedAnewBy(after) && !after.text().isBlank() ? after : null;
                boolean cutInWord = next.pastedLength() == lines.longest();
                Map<String, String> found = after != null && cutInWord ? find(p, text + after.text(), text.length()) : null;
                found = found != null ? found : find(p, text, Integer.MAX_VALUE);
                found = found != null || after == null || cutInWord ? found : find(p, text + " " + after.text().strip(), text.length());
                if (found != null) {
                    found.forEach(g::putIfAbsent);
                    followed.add(next.number());
                    break;
                }
            }
        }
        return true;
    }

    /**
     * The pattern's groups in {@code text} when its first match starts before {@code cut}: in a line joined with the next
     * one, a match that starts in the next line is that line's own, read there with its own continuation (a host name
     * cut at a column after "Remote daemon: ... on node" is not completed by the line before it).
     */
    private Map<String, String> find(Pattern p, String text, int cut) {
        Matcher m = p.matcher(text);
        return m.find() && m.start() < cut ? groups(p, m) : null;
    }

    private static boolean required(Rule r, Map<String, String> g) {
        if (r.requireGroup() == null) {
            return true;
        }
        String v = g.get(r.requireGroup());
        return v != null && v.matches("\\d{1,18}") && Long.parseLong(v) >= r.requireMin();
    }

    private Hit hit(Rule r, int line, Map<String, String> g) {
        if (r.endsJob() && lastText != null && !g.containsKey("lastLine")) {
            // doc6b: the line before Slurm's end (a time limit) says where the job was: a step's progress, or a hang long before
            g.put("lastLine", lastText.length() > LAST_LINE_MAX ? lastText.substring(0, LAST_LINE_MAX) + "..." : lastText);
        }
        Hit h = new Hit(r, line, g);
        h.ended = g.containsKey("ended"); // doc124: a report that says only that something ended (an outcome by its groups)
        // clusterjob's verdict lines are the batch script's own: a node's prefix above them is not theirs
        String named = g.containsKey("host") ? g.get("host") : g.get("host2"); // host2: the host where another wording puts it
        if (placeholderHost(named)) {
            named = null; // doc100: the poster hid the name ("failed on node [NODENAME]"): no node, not a node called that
        }
        if (unspecifiedAddress(named)) {
            named = null; // doc159: a wildcard address (Ray's "Worker IP address: 0.0.0.0" of a node started on it) names no node
        }
        named = crayNid(named); // Cray ALPS's "[NID 00865]" is the node nid00865
        h.host = named != null ? named : r.verdict() ? null : ctxHost;
        h.rank = g.containsKey("rank") ? Ranks.of(g.get("rank")) : r.verdict() ? null : ctxRank;
        if (named != null && g.containsKey("rank")) {
            learned.rank(h.rank, h.host);
        }
        if (!r.verdict()) {
            learned.host(h.host);
        }
        return h;
    }

    /**
     * doc159: the unspecified address (IPv4 0.0.0.0, IPv6 :: in its forms): what a process bound to listen on every interface, as Ray
     * reports a worker of a node started with --node-ip-address 0.0.0.0 ("Worker IP address: 0.0.0.0", ActorDiedError's "ip: 0.0.0.0");
     * it is no node's address.
     */
    static boolean unspecifiedAddress(String h) {
        return h != null && UNSPECIFIED.matcher(h).matches();
    }

    private static final Pattern UNSPECIFIED = Pattern.compile("0\\.0\\.0\\.0|\\[?(?:::|0(?::0){7})]?");

    /** Cray ALPS names a node "NID 00865" (its "[NID %05d] DATE Apid N: ..." lines); the node's host name is nid00865. */
    static String crayNid(String h) {
        if (h == null) {
            return null;
        }
        Matcher m = CRAY_NID.matcher(h);
        return m.matches() ? "nid" + m.group(1) : h;
    }

    private static final Pattern CRAY_NID = Pattern.compile("(?i)NID\\s+(\\d{1,6})");

    /** doc100: a placeholder a poster put where a host name was ("[NODENAME]", "<node>", "{hostname}", "xxxx"). */
    static boolean placeholderHost(String h) {
        return h != null && PLACEHOLDER_HOST.matcher(h).matches();
    }

    private static final Pattern PLACEHOLDER_HOST = Pattern.compile("\\[[A-Za-z_ -]+]|<[A-Za-z_ -]+>|\\{[A-Za-z_ -]+}|[xX*]{3,}");

    Map<String, String> groups(Pattern p, Matcher m) {
        Map<String, String> g = new LinkedHashMap<>();
        for (String n : names(p)) {
            String v = m.group(n);
            if (v != null) {
                g.put(n, v.trim());
            }
        }
        return g;
    }

    /** The named group's value, trimmed, as {@link #groups} has it: null when the pattern has no such group or it took nothing. */
    private String group(Pattern p, Matcher m, String name) {
        String v = names(p).contains(name) ? m.group(name) : null;
        return v == null ? null : v.trim();
    }

    /** The pattern's group names, in order (read once per pattern). */
    private List<String> names(Pattern p) {
        return groupNames.computeIfAbsent(p, k -> {
            List<String> out = new ArrayList<>();
            Matcher gm = GROUP_NAME.matcher(k.pattern());
            while (gm.find()) {
                out.add(gm.group(1));
            }
            return out;
        });
    }
}
