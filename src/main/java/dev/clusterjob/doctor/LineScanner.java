package dev.clusterjob.doctor;

import dev.clusterjob.logs.LinePrefix;
import dev.clusterjob.logs.LogLines;
import dev.clusterjob.logs.Ranks;

import java.io.IOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
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
    private final ReusedMatchers matchers;
    private final LineWriters writers;
    /** The text each rule's, context and learn pattern's match must hold (by index, as {@link ReusedMatchers}): none, no regex. */
    private final RequiredText[] required;
    private final RuleGroups ruleGroups;
    private final CutWindows cuts;
    private final AcrossCut acrossCut;
    private final LogFacts logFacts;
    private final FollowLines followLines;
    final List<Hit> hits = new ArrayList<>();
    /** Each rule's place in the rules' order (the order a line's hits are found in): {@link ScanIndex#ruleOrder}, shared. */
    private final Map<Rule, Integer> ruleIndex;
    final Map<String, String> facts = new HashMap<>();
    /** The fact that a rank other than the first wrote to this log (rules.yaml's facts: laterrank). */
    static final String LATER_RANK = "laterrank";
    final LearnedHosts learned = new LearnedHosts();
    final List<Unplaced> unplaced = new ArrayList<>();
    /** The lines where a Python traceback starts: what lies between two of them are two exceptions' reports (PeerLoss). */
    final List<Integer> tracebacks = new ArrayList<>();
    private int index;
    /**
     * The lines read as their program wrote them: a piece of a cut line that a match took counts with its line, so that a
     * prefix's reach ({@code continuation_lines}) is the same whether or not a paste cut the lines between.
     */
    private int written;
    /** The line being read; how many lines after it are pieces of it a match took, and the rules whose matches took them. */
    private LogLines.Line current;
    private String currentText;
    private int pieces;
    /** Where the last match across a cut ended in its joined text. */
    private int acrossEnd;
    private Set<Rule> taking = new HashSet<>();
    private Set<Rule> tookNext = Set.of();
    /** The lines the last rule's follow patterns were read from (a report's own detail lines, see HitMerger). */
    private final Set<Integer> followed = new HashSet<>();
    /** The physical line the line being read starts on, or the one its cut line starts on when it is a piece. */
    private int lineStart;
    /** Whether the line being read may be the first part of a cut one (read once per line). */
    private boolean mayBeCut;
    /** Whether the line being read may itself be a piece of the one before, cut at a blank (a wrapped paste shows there). */
    private boolean wrappedHere;
    /**
     * The text of the line before when the line being read may be a piece of it that word wrap left ({@code wrappedPiece} in
     * {@link #startLine}), else null: a rule's match on the piece must hold with it in front ({@link AcrossCut#wrappedAway}).
     */
    private String wrappedAfter;
    /** The text the last rule's match was read in: the line, or the line joined with its pieces (a window). */
    private String matchedIn;
    /** The last line with text before the one being read (its start when a paste cut it): what a job printed before Slurm ended it. */
    private String lastText;
    private static final int LAST_LINE_MAX = 200;
    private static final String TRACEBACK = "Traceback (most recent call last)";

    LineScanner(DoctorRules rules, NeedleIndex needles, Map<Pattern, List<String>> groupNames) {
        this(rules, needles, ScanIndex.required(rules), ScanIndex.ruleOrder(rules), groupNames);
    }

    LineScanner(DoctorRules rules, NeedleIndex needles, RequiredText[] required, Map<Rule, Integer> ruleOrder,
            Map<Pattern, List<String>> groupNames) {
        this.rules = rules;
        this.ruleIndex = ruleOrder;
        this.required = required;
        this.needles = needles;
        this.ruleGroups = new RuleGroups(groupNames);
        this.cuts = new CutWindows(rules, needles);
        this.acrossCut = new AcrossCut(rules, required);
        this.contextAt = rules.rules().size();
        this.learnAt = contextAt + rules.context().size();
        this.factsAt = learnAt + rules.learn().size();
        this.unlessAt = factsAt + rules.facts().size();
        this.anyUnless = !rules.attention().unless().isEmpty();
        this.anyAttention = !rules.attention().needles().isEmpty();
        this.logFacts = new LogFacts(rules, factsAt, facts);
        this.followLines = new FollowLines(ruleGroups);
        this.matchers = new ReusedMatchers(factsAt);
        this.writers = new LineWriters(rules, required, matchers, ruleGroups, learned);
    }

    void scan(LogLines lines) throws IOException {
        LogLines.Line l;
        LogLines.Line previous = null;
        CutWindows.Source lineWindows = () -> windows(lines);
        while ((l = lines.next()) != null) {
            scanLine(l, previous, lines, lineWindows);
            previous = l;
        }
    }

    /** One line ({@code above}: the line before, whose prefix a piece of it may carry too): its writer, facts, learn patterns and rules. */
    private void scanLine(LogLines.Line l, LogLines.Line above, LogLines lines, CutWindows.Source lineWindows) throws IOException {
        boolean piece = pieces > 0; // a piece of the line before, cut: no prefix or context of its own
        startLine(l, above, piece, lines);
        Set<Rule> done = piece ? tookNext : Set.of();
        LinePrefix lp = piece ? LinePrefix.parse("") : l.prefix();
        String text = piece ? (above == null ? l.text() : above.pieceText(l)) : lp.text();
        currentText = text;
        if (!piece && text.startsWith(TRACEBACK)) {
            tracebacks.add(lineStart);
        }
        mayBeCut = CutWindows.mayBeCut(current, text, lines);
        lineNeedles = needles.scan(text);
        may = lineNeedles.sets();
        logFacts.read(text, may, mayBeCut, lineWindows);
        if (!piece && lp.rank() != null && lp.rank() > 0) {
            // a launcher's prefix names a rank other than the first (torch's "[rankN]:", srun's "N: ", mpirun's "[1,N]<stdout>:"): the
            // rules' fact laterrank, as its pattern sets it from the text
            facts.merge(LATER_RANK, "rank", (a, b) -> a);
        }
        if (!piece) {
            writers.context(lp, text, mayBeCut ? candidates(text, lines) : may, mayBeCut, lineWindows, written);
        }
        writers.learn(text, may, mayBeCut ? candidates(text, lines) : may, mayBeCut, lineWindows, written);
        int before = hits.size();
        matchRules(text, done, lines);
        endLine(l, text, piece, before, done);
    }

    /** Counts the line and reads where it stands: a piece of the line before, or one that word wrap may have left. */
    private void startLine(LogLines.Line l, LogLines.Line above, boolean piece, LogLines lines) throws IOException {
        index++;
        // a piece a match took, or one that word wrap may have left (no line of its own, its first word too long for the line before)
        // (counted as the lines read as written: a prefix on every line keeps them apart, as it did before pieces were read past it)
        // (judged against the longest line as written: a paste cut at a column counts its lines as the log read whole does)
        boolean wrappedPiece = !piece && above != null && CutPieces.piece(above, null, l)
                && CutPieces.wrappedAt(above, l.text().strip(), lines.longestWritten());
        written += piece || wrappedPiece ? 0 : 1;
        wrappedHere = piece || wrappedPiece;
        // the line before shorter than the log's longest: after the longest line any next word looks as if it did not fit
        wrappedAfter = wrappedPiece && currentText != null && above.text().stripTrailing().length() < lines.longestWritten() ? currentText : null;
        pieces = Math.max(0, pieces - 1);
        current = l;
        lineStart = piece ? lineStart : l.number(); // a finding on a piece is one on the line it is a piece of
    }

    /** The rules that match the line or across a cut after it, but those whose match already took it as a piece ({@code done}). */
    private void matchRules(String text, Set<Rule> done, LogLines lines) throws IOException {
        taking.clear();
        List<Rule> all = rules.rules();
        BitSet tried = candidates(text, lines);
        for (int i = tried.nextSetBit(0); i >= 0 && i < contextAt; i = tried.nextSetBit(i + 1)) {
            Rule r = all.get(i);
            Map<String, String> g = !done.isEmpty() && done.contains(r) ? null : match(i, r, text, lines);
            followed.clear();
            if (g != null && wrappedAfter != null && AcrossCut.wrappedAway(r, wrappedAfter, matchedIn)) {
                g = null;
            }
            if (g != null && followLines.follow(r, g, lines, followed) && required(r, g)) {
                Hit h = hit(r, lineStart, g);
                h.followed = Set.copyOf(followed);
                hits.add(h);
            }
        }
    }

    /** After the rules ({@code before}: the hits before the line): a piece's witnesses in order, the pieces taken, an unplaced failure, the last text. */
    private void endLine(LogLines.Line l, String text, boolean piece, int before, Set<Rule> done) {
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
        for (CutWindow w : windows(lines)) {
            out = out == may ? (BitSet) may.clone() : out;
            out.or(w.may());
        }
        return out;
    }

    /** Whether the line being read looks like a failure ({@link DoctorRules.Attention}), from its needle sets: none of the unless words, one of the needles. */
    private boolean looksLikeAFailure() {
        return !(anyUnless && may.get(unlessAt)) && anyAttention && may.get(unlessAt + 1);
    }

    /** The rule's groups on this line (or across a cut after it), null when it does not match. */
    private Map<String, String> match(int i, Rule r, String text, LogLines lines) throws IOException {
        Matcher alone = null;
        if (may.get(i) && required[i].in(text)) {
            alone = matchers.of(i, r.match(), text);
            if (!alone.find()) {
                alone = null;
            }
        }
        matchedIn = text;
        if (!mayBeCut) {
            return alone == null ? null : ruleGroups.groups(r.match(), alone);
        }
        Map<String, String> single = alone == null ? null : ruleGroups.groups(r.match(), alone);
        Map<String, String> best = null;
        CutWindow taken = null;
        int takenEnd = 0;
        boolean contradicted = false;
        for (CutWindow w : windows(lines)) {
            // a window without the rule's required text holds no match of it (RequiredText): its regex need not run
            // cut in a word the rules know, the line is read in the word only: "in valid device ordinal" is no reading of it
            boolean read = !cuts.wordCut() || w.inWord();
            Map<String, String> across = read && w.may().get(i) && required[i].in(w.text()) ? across(r, w, w.cut(), alone, single) : null;
            if (across != null && (best == null || across.size() > best.size())) {
                best = across;
                taken = w;
                takenEnd = acrossEnd;
            }
            contradicted |= across == null && w.inWord() == cuts.wordCut() && alone != null && alone.end() == text.length()
                    && AcrossCut.contradicted(r, w, alone.start()) && (CutWindows.cutThere(w, current, wrappedHere, lines) || acrossCut.readAcross(r, w, w.cut()));
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
     * The rule's groups in a joined window when a match crosses the cut and, with a match on the line alone, starts where
     * that one does and says more (a cut in a word: any more; a cut at a blank: more groups, the same values).
     */
    private Map<String, String> across(Rule r, CutWindow window, int cut, Matcher alone, Map<String, String> single) {
        Matcher w = r.match().matcher(window.text());
        while (w.find()) {
            if (w.start() >= cut) {
                // a match on the piece that only the line's words before it allow (a look-behind that reads across the cut:
                // "...Pr" + "ocessGroupNCCL's watchdog got stuck for 600 seconds"): the line's, as the piece alone gives none;
                // joined without a blank only where the cut split a word (letters or digits either side)
                if (single == null && w.start() < window.text().length() && (!window.inWord() || splitsAWord(window))
                        && !pieceAlone(r, window, w)) {
                    acrossEnd = AcrossCut.reach(w);
                    return ruleGroups.groups(r.match(), w);
                }
                return null;
            }
            // a match that only the words after the cut allow (a look-ahead) counts too, and so does one whose look-ahead reads a
            // group there (a peer named after the message: "RPC failed with status = ..." + "... Error received from peer ...")
            if (AcrossCut.reach(w) > cut || single == null) {
                Map<String, String> g = ruleGroups.groups(r.match(), w);
                if (single == null && nextLineOwns(r, window, w, g)) {
                    return null; // the words are all the next line's: read there, on the line that holds them
                }
                boolean better = single == null || (w.start() == alone.start() && (window.inWord() ? AcrossCut.completes(single, g)
                        || (cuts.wordCut() && AcrossCut.continuesInWord(currentText, alone, single, g))
                        : AcrossCut.extendsGroups(single, g) || (window.wrapped() && AcrossCut.continuesGroups(currentText, alone, single, g))));
                acrossEnd = AcrossCut.reach(w);
                return better ? g : null;
            }
        }
        return null;
    }

    /**
     * Whether the match {@code w} of a window that the line alone does not match is the next line's own: a pattern free at its
     * start ({@code .*?(?:^|\s)FATAL:}, {@code .*Disk quota exceeded}) matches the joined text from the line's first character,
     * though every word it reads stands in the next line (a shell prompt, Apptainer's INFO line or a table's ruler before the
     * error). The next line alone then gives the same match to the same end and the same groups: the finding is placed on it, and a
     * paste that starts there (or ends at it) reads it as the whole log does.
     */
    private boolean nextLineOwns(Rule r, CutWindow window, Matcher w, Map<String, String> g) {
        int next = window.starts()[0];
        if (w.start() >= next) {
            return false;
        }
        Matcher m = r.match().matcher(window.text());
        m.region(next, window.text().length());
        m.useTransparentBounds(false).useAnchoringBounds(true);
        return m.find() && m.end() == w.end() && ruleGroups.groups(r.match(), m).equals(g);
    }

    /** Whether the window joins its line and piece inside a word: a letter or a digit either side of the joint. */
    private static boolean splitsAWord(CutWindow window) {
        int at = window.starts()[0];
        String t = window.text();
        return at > 0 && at < t.length() && Character.isLetterOrDigit(t.charAt(at - 1)) && Character.isLetterOrDigit(t.charAt(at));
    }

    /**
     * Whether the pieces of the window alone (from where the first starts, the line before it out of sight) give a match that ends
     * where {@code w}, which starts on them or at the blank before them, does.
     */
    private static boolean pieceAlone(Rule r, CutWindow window, Matcher w) {
        Matcher m = r.match().matcher(window.text());
        m.region(window.starts()[0], window.text().length());
        m.useTransparentBounds(false).useAnchoringBounds(true);
        while (m.find() && m.end() <= w.end()) {
            if (m.end() == w.end()) {
                return true;
            }
        }
        return false;
    }

    /** The windows of the line being read (computed once per line). */
    private List<CutWindow> windows(LogLines lines) throws IOException {
        return cuts.of(index, current, currentText, lineNeedles, lines);
    }

    private static boolean required(Rule r, Map<String, String> g) {
        if (r.requireGroup() == null) {
            return true;
        }
        String v = g.get(r.requireGroup());
        if (r.requireAbove() != null) {
            String w = g.get(r.requireAbove());
            return v != null && w != null && v.matches("\\d{1,18}") && w.matches("\\d{1,18}") && Long.parseLong(v) > Long.parseLong(w);
        }
        if (r.requireMin() == Rule.PRESENT) {
            return v != null;
        }
        return v != null && v.matches("\\d{1,18}") && Long.parseLong(v) >= r.requireMin();
    }

    private Hit hit(Rule r, int line, Map<String, String> g) {
        if (r.endsJob() && lastText != null && !g.containsKey("lastLine")) {
            // doc6b: the line before Slurm's end (a time limit) says where the job was: a step's progress, or a hang long before
            g.put("lastLine", lastText.length() > LAST_LINE_MAX ? lastText.substring(0, LAST_LINE_MAX) + "..." : lastText);
        }
        Hit h = new Hit(r, line, g);
        h.written = written;
        h.ended = g.containsKey("ended"); // A report that says only that something ended (an outcome by its groups)
        // clusterjob's verdict lines are the batch script's own: a node's prefix above them is not theirs
        String named = g.containsKey("host") ? g.get("host") : g.get("host2"); // host2: the host where another wording puts it
        if (HostShapes.placeholderHost(named)) {
            named = null; // The poster hid the name ("failed on node [NODENAME]"): no node, not a node called that
        }
        if (HostShapes.unspecifiedAddress(named)) {
            named = null; // A wildcard address (Ray's "Worker IP address: 0.0.0.0" of a node started on it) names no node
        }
        named = HostShapes.crayNid(named); // Cray ALPS's "[NID 00865]" is the node nid00865
        h.host = named != null ? named : r.verdict() ? null : writers.host();
        h.rank = g.containsKey("rank") ? Ranks.of(g.get("rank")) : r.verdict() ? null : writers.rank();
        if (named != null && g.containsKey("rank")) {
            learned.rank(h.rank, h.host);
        }
        if (!r.verdict()) {
            learned.host(h.host);
        }
        return h;
    }

}
