package dev.clusterjob.lint;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.know.Severity;
import dev.clusterjob.yaml.Suggest;
import dev.clusterjob.render.JobPlan;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.trace.Trace;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What render and submit know that lint knows: the knowledge base's checks on the job's merged
 * environment (profile + spec + --env), each finding placed where the variable was set. Errors (a
 * variable nothing reads, a value the library refuses) stop the render with exit 2 unless the job
 * accepts them ({@code allow_findings:} / --allow-finding); warnings are printed and the job goes on;
 * infos are for {@code clusterjob lint} only.
 */
public final class JobCheck {
    private JobCheck() {
    }

    /** Findings of the job's environment at warning level or above, those the job allows left out. */
    public static List<Finding> check(JobPlan plan, JobSpec spec) {
        List<Allowed> allowed = allowed(spec);
        if (plan.environment().env().isEmpty()) {
            return List.of();
        }
        KnowledgeBase kb = KnowledgeBase.bundledSubset(plan.environment().env().keySet());
        EnvChecks checks = new EnvChecks(kb);
        Trace.mark("knowledge base subset");
        List<Finding> all = new ArrayList<>();
        for (Map.Entry<String, String> e : plan.environment().env().entrySet()) {
            Place at = placeOf(plan, spec, e.getKey());
            all.addAll(checks.check(new EnvChecks.Assignment(at.file, at.line, e.getKey(), e.getValue(),
                    plan.profile().gpuVendor(), true)));
        }
        all.addAll(checks.cross(plan.environment().env(), name -> {
            Place at = placeOf(plan, spec, name);
            return new EnvChecks.Place(at.file, at.line);
        }));
        Finding site = SiteValues.check(plan, spec, kb);
        if (site != null) {
            all.add(site);
        }
        List<Finding> out = new ArrayList<>();
        for (Finding f : all) {
            if (f.severity() != Severity.INFO && allowed.stream().noneMatch(a -> a.matches(f))) {
                out.add(f);
            }
        }
        return out;
    }

    /** The check a render reports (render/ScriptWriter): the findings of {@link #check}, printed by {@link #report}. */
    public static final dev.clusterjob.render.ScriptWriter.PlanCheck REPORT = (plan, spec, err, said) -> report(check(plan, spec), err, said);

    /**
     * Prints {@code findings} on {@code err} (one block each, as lint prints them) and refuses the job
     * when one is an error: exit 2, nothing written or submitted.
     */
    public static void report(List<Finding> findings, PrintWriter err) {
        report(findings, err, new java.util.HashSet<>());
    }

    /**
     * The same for one of several jobs of a command: a finding worded exactly as one already printed
     * for another of them ({@code said}, which this adds to) is not printed again, e.g. a built-in
     * profile's site values when a folder of specs uses that profile.
     */
    public static void report(List<Finding> findings, PrintWriter err, java.util.Set<String> said) {
        if (findings.isEmpty()) {
            return;
        }
        int errors = 0;
        for (Finding f : findings) {
            if (f.severity() != Severity.ERROR && !said.add(f.where() + f.code() + f.variable() + f.message())) {
                continue;
            }
            StringBuilder b = new StringBuilder("clusterjob: ");
            if (!f.where().isEmpty()) {
                b.append(f.where()).append(": ");
            }
            b.append(f.severity().word()).append(' ').append(f.code());
            if (f.variable() != null) {
                b.append(' ').append(f.variable());
            }
            err.println(b.append(": ").append(f.message()));
            if (!f.hint().isBlank()) {
                err.println("  hint: " + f.hint());
            }
            if (f.severity() == Severity.ERROR) {
                errors++;
            }
        }
        err.flush();
        if (errors > 0) {
            Finding first = findings.stream().filter(f -> f.severity() == Severity.ERROR).findFirst().orElseThrow();
            String example = first.code() + (first.variable() != null ? ":" + first.variable() : "");
            throw new ClusterjobException(ExitCodes.USAGE, (errors == 1 ? "1 error" : errors + " errors")
                    + " in the job's environment (above): nothing written; fix the spec or profile, or accept it with"
                    + " --allow-finding " + example + " (spec: allow_findings: [" + example + "])");
        }
    }

    private record Place(String file, int line) {
    }

    /** The spec line (or flag) that set {@code name}, else the profile file line, else "profile NAME". */
    private static Place placeOf(JobPlan plan, JobSpec spec, String name) {
        YamlNode.Origin o = spec.env().containsKey(name) ? spec.origins().get("env." + name) : null;
        if (o != null) {
            return new Place(o.file(), o.line());
        }
        String profile = plan.profile().envSetBy().get(name);
        YamlNode.Origin inFile = plan.profile().envOrigins().get(name);
        if (inFile != null) {
            return new Place(inFile.file(), inFile.line());
        }
        return new Place("profile " + (profile != null ? profile : plan.profile().name()), 0);
    }

    /** One {@code allow_findings:} entry: a code, optionally with the variable it is about. */
    private record Allowed(String code, String variable) {
        boolean matches(Finding f) {
            return f.code().equals(code) && (variable == null || variable.equals(f.variable()));
        }
    }

    /** The job's allow list, each entry checked against the known codes (a typo would silently allow nothing). */
    private static List<Allowed> allowed(JobSpec spec) {
        List<Allowed> out = new ArrayList<>();
        if (spec.allowFindings().isEmpty()) {
            return out;
        }
        List<String> codes = new ArrayList<>();
        for (LintRule r : LintRule.values()) {
            codes.add(r.code());
        }
        for (String entry : spec.allowFindings()) {
            int colon = entry.indexOf(':');
            String code = colon < 0 ? entry : entry.substring(0, colon);
            String variable = colon < 0 ? null : entry.substring(colon + 1);
            if (!codes.contains(code) || variable != null && !variable.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                throw ClusterjobException.badInput(spec.where("allow_findings"), "allow_findings: '" + entry
                        + "' is not CODE or CODE:VARIABLE with a code of docs/troubleshooting.md" + Suggest.didYouMean(code, codes)
                        + " (e.g. env.debug-only:NCCL_ALGO)");
            }
            out.add(new Allowed(code, variable));
        }
        return out;
    }
}
