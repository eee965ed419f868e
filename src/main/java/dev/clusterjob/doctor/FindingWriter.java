package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Merged hits to findings: each hit's severity (raised or lowered by a whole-log fact), fallbacks left
 * out where something more specific was found, message and hint filled in with the host, rank and peer.
 */
final class FindingWriter {
    private final DoctorRules rules;
    private final MessageTemplate template;

    FindingWriter(DoctorRules rules) {
        this.rules = rules;
        this.template = new MessageTemplate(rules.tables());
    }

    List<Placed> write(String file, List<Hit> merged, Map<String, String> facts, List<Integer> tracebacks) {
        Map<Hit, Severity> sevs = new HashMap<>();
        Map<Hit, Rule.SeverityIf> overrides = new HashMap<>();
        for (Hit h : merged) {
            Severity sev = h.rule.severity();
            for (Rule.SeverityIf s : h.rule.severityIf()) {
                if (s.equals().equals(facts.get(s.fact()))) {
                    sev = s.severity();
                    overrides.put(h, s);
                    break;
                }
            }
            sevs.put(h, sev);
        }
        // A severity_if entry with severity none leaves the finding out of that log (the fact shows that another code's rule
        // reports the same event there)
        merged = merged.stream().filter(h -> sevs.get(h) != null).toList();
        List<Placed> all = merged.stream().map(h -> new Placed(finding(file, h, sevs.get(h), overrides.get(h)), h.rule, h.ended)).toList();
        List<Placed> out = new ArrayList<>();
        for (int i = 0; i < merged.size(); i++) {
            Hit h = merged.get(i);
            // a rank's crash that its peers' closed connections follow is their cause: they do not hide it
            if (!h.rule.fallback() || !hiddenFallback(h, merged, sevs, tracebacks) || CrashBeforePeers.causes(all.get(i), all)) {
                out.add(all.get(i));
            }
        }
        out.sort(Comparator.comparingInt(p -> p.finding().line()));
        return out;
    }

    private Finding finding(String file, Hit h, Severity sev, Rule.SeverityIf over) {
        String message = over != null && over.message() != null ? over.message() : h.rule.message();
        String hint = over != null && over.hint() != null ? over.hint() : h.rule.hint();
        Map<String, String> vars = new HashMap<>(h.groups);
        vars.remove("host");
        vars.remove("rank");
        vars.remove("peer");
        if (h.host != null) {
            vars.put("host", h.host);
        }
        if (h.rank != null) {
            vars.put("rank", String.valueOf(h.rank));
        }
        if (h.peer != null) {
            vars.put("peer", h.peer);
            vars.put("peerName", h.peerNode != null ? h.peerNode + " (" + h.peer + ")" : h.peer);
        } else if (h.groups.get("peer") != null) {
            vars.put("peerName", h.groups.get("peer")); // A placeholder peer ("<redacted>") is quoted as written, named as none
        }
        vars.put("hostName", h.host != null ? h.host : "this node");
        String text = template.render(message, vars);
        String next = template.render(hint, vars);
        if (h.stalled != null) { // the rank the others waited for, on its host, is this finding's subject
            return new Finding(sev, h.code(), file, h.line, null, h.stalled.message() + "; " + text, h.stalled.hint() + "; " + next,
                    h.stalled.host(), h.stalled.rank(), h.peer, h.peerNode);
        }
        return new Finding(sev, h.code(), file, h.line, null, text, next, h.host, h.rank, h.peer, h.peerNode);
    }

    /**
     * A fallback is left out when a specific finding at least as severe exists, or another fallback declared
     * before it (the more specific one: an NCCL WARN line before NCCL's bare error trace, torch's NCCL error
     * before a bare exception line) on the same line or, on another line, at least as severe (a WARN or a trace
     * line does not hide torch's error that NCCL's call failed); outcome findings (a task or step ended, a job was cancelled) do not hide
     * the fallbacks that say why, and an outcome fallback (torch elastic's "failed (exitcode: 1)") is hidden by
     * specific findings only, not by the fallback that says why (the rank's exception line), nor by a primary finding (a
     * process's own failure: a CUDA version mismatch, a parallel layout that does not fit), which it follows as that failure's outcome,
     * nor by a witness (a wrapper such as NCCL's "unhandled system error", which says a call failed and not that the process ended).
     * An outcome that is no fallback hides the fallbacks of its own code (torchrun's Root Cause entry without an error, an outcome by its
     * groups, and the report's other entries or the agent's exit line, its code's fallbacks): they tell the same end with less.
     */
    private boolean hiddenFallback(Hit f, List<Hit> merged, Map<Hit, Severity> sevs, List<Integer> tracebacks) {
        for (Hit h : merged) {
            if (h == f || PeerLoss.follows(f, h, tracebacks)) {
                continue;
            }
            if (h.rule.outcome() || h.ended) {
                if (!h.rule.fallback() && h.code().equals(f.code()) && sevs.get(h).compareTo(sevs.get(f)) <= 0) {
                    return true; // A report that something ended (torchrun's Root Cause entry) says more than its own code's fallbacks
                }
                continue;
            }
            if (h.rule.fallback()) {
                if (!f.rule.outcome() && !h.code().equals(f.code()) && (h.line == f.line || sevs.get(h).compareTo(sevs.get(f)) <= 0)
                        && rules.rules().indexOf(h.rule) < rules.rules().indexOf(f.rule)) {
                    return true;
                }
            } else if (sevs.get(h).compareTo(sevs.get(f)) <= 0 && !(f.rule.outcome() && (h.rule.primary() || h.rule.witness()))) {
                // a process's own start-up failure (primary) does not hide torchrun's line that it ended (outcome); nor does a
                // witness (NCCL's "unhandled system error" wrapper, a peer's closed connection), which says that a call failed, not how the
                // process ended
                return true;
            }
        }
        return false;
    }
}
