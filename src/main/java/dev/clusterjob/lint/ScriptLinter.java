package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.lint.ScriptFacts.Assign;
import dev.clusterjob.lint.ScriptFacts.AssignKind;
import dev.clusterjob.profile.GpuVendor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.clusterjob.lint.ScriptFacts.expandedByTheShell;
import static dev.clusterjob.lint.ScriptFacts.launcherValue;

/**
 * Lints any bash script (a hand-written sbatch script, a launch script, or one clusterjob rendered):
 * environment assignments ({@code export X=..}, {@code X=.. cmd}, {@code X=..}) against the knowledge
 * base ({@link EnvChecks}), the launch traps ({@link LaunchRules}), the signal and requeue wiring
 * ({@link SignalRules}) and the shell's own (a backslash
 * followed by blanks, #SBATCH after the first command), on the facts {@link ScriptFacts} reads.
 */
public final class ScriptLinter {
    private final KnowledgeBase kb;
    private final EnvChecks env;
    private final LaunchRules launch;
    private final SignalRules signals = new SignalRules();

    public ScriptLinter(KnowledgeBase kb) {
        this.kb = kb;
        this.env = new EnvChecks(kb);
        this.launch = new LaunchRules(kb);
    }

    /**
     * Lints {@code text}; {@code vendorOverride} (null: infer) is the GPU vendor of the partition. The
     * vendor is inferred from a clusterjob header naming a built-in profile, else from variables or
     * tools only one vendor has (HIP_VISIBLE_DEVICES, rocm-smi / nvidia-smi).
     */
    public List<Finding> lint(String file, String text, GpuVendor vendorOverride) {
        ScriptFacts f = ScriptFacts.read(kb, text, vendorOverride);
        ShellScript sh = f.sh;

        List<Finding> out = new ArrayList<>();
        Map<String, String> literalEnv = new LinkedHashMap<>();
        Map<String, EnvChecks.Place> lastSite = new HashMap<>();
        for (Assign a : f.assigns) {
            if (a.kind() == AssignKind.PLAIN && !kb.watched(a.name())) {
                continue;
            }
            out.addAll(env.check(new EnvChecks.Assignment(file, a.word().line(), a.name(), a.value(), f.vendor, false)));
            if (a.value() != null) {
                literalEnv.put(a.name(), a.value());
            }
            lastSite.put(a.name(), new EnvChecks.Place(file, a.word().line()));
            if (a.kind() == AssignKind.PLAIN && !f.exported.contains(a.name()) && !sh.allExport() && !a.command().inFunction()
                    && kb.kind(a.name()) == KnowledgeBase.Kind.KNOWN && !(launcherValue(a.name()) && expandedByTheShell(sh, a.name()))) {
                out.add(LintRule.ENV_NOT_EXPORTED.finding(a.name() + " is assigned but never exported: the processes this script starts do not see it",
                        "write export " + a.name() + "=...").at(file, a.word().line()).withVariable(a.name()));
            }
            launch.assignment(file, a, f, out);
        }
        out.addAll(env.cross(literalEnv, lastSite::get));
        launch.commands(file, f, out);
        signals.check(file, f, out);
        List<Integer> bb = sh.backslashBlankLines();
        for (int i = 0; i < bb.size(); ) {
            int j = i;
            while (j + 1 < bb.size() && bb.get(j + 1) == bb.get(j) + 1) {
                j++;
            }
            String which = i == j ? "this line" : "lines " + bb.get(i) + "-" + bb.get(j);
            out.add(LintRule.SHELL_BACKSLASH_SPACE.finding("a backslash followed by blanks ends " + which + ": it escapes a blank, it does not "
                            + "continue the command, so each next line runs as a command of its own",
                    "delete the blanks after the backslash" + (i == j ? "" : "es")).at(file, bb.get(i)));
            i = j + 1;
        }
        for (ShellScript.Directive d : sh.directives()) {
            if (d.afterFirstCommand()) {
                out.add(LintRule.SLURM_SBATCH_AFTER_COMMAND.finding("'" + d.text().trim() + "' comes after the first command: sbatch stops reading "
                        + "#SBATCH lines there and ignores it", "move it up, before the first command").at(file, d.line()));
            }
        }
        out.sort(java.util.Comparator.comparingInt(Finding::line));
        return out;
    }
}
