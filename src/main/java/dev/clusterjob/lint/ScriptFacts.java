package dev.clusterjob.lint;

import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.know.Variable;
import dev.clusterjob.know.Vendor;
import dev.clusterjob.profile.GpuVendor;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.render.GeneratedHeader;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a bash script says about itself, as the lint rules need it: every variable assignment and how
 * it got its value, the names it exports, whether it is a batch script (has #SBATCH lines), its GPU
 * vendor and whether it runs on more than one node; and the word helpers the rules share.
 */
final class ScriptFacts {
    private static final Set<String> NODES_FLAGS = Set.of("--nnodes", "--num_machines", "--num-machines", "--num_nodes", "--num-nodes");
    private static final Set<String> WRAPPERS = Set.of("exec", "nohup", "time", "command", "builtin", "stdbuf", "numactl");
    static final Pattern ASSIGN = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)(\\+?)=.*", Pattern.DOTALL);
    private static final Pattern IDENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern DIRECTIVE_NODES = Pattern.compile("(?:--nodes[= ]|-N ?)(\\d+)(?:-(\\d+))?");

    /** How a variable got its value. */
    enum AssignKind { EXPORT, PREFIX, PLAIN }

    record Assign(String name, String value, ShellScript.Word word, AssignKind kind, ShellScript.Command command) {
    }

    final ShellScript sh;
    final List<Assign> assigns = new ArrayList<>();
    final Set<String> exported = new HashSet<>();
    /** Whether the script has #SBATCH lines (a Slurm batch script). */
    final boolean batch;
    /** The GPU vendor given or inferred, null when unknown. */
    final GpuVendor vendor;
    /** True with evidence of more than one node, false with evidence of exactly one, null when unknown. */
    final Boolean multiNode;

    private ScriptFacts(KnowledgeBase kb, String text, GpuVendor vendorOverride) {
        sh = ShellScript.parse(text);
        collect(sh, assigns, exported);
        batch = !sh.directives().isEmpty();
        vendor = vendorOverride != null ? vendorOverride : inferVendor(kb, text, sh, assigns);
        multiNode = multiNode(sh, assigns);
    }

    /**
     * Reads {@code text}; {@code vendorOverride} (null: infer) is the GPU vendor of the partition. The
     * vendor is inferred from a clusterjob header naming a built-in profile, else from variables or
     * tools only one vendor has (HIP_VISIBLE_DEVICES, rocm-smi / nvidia-smi).
     */
    static ScriptFacts read(KnowledgeBase kb, String text, GpuVendor vendorOverride) {
        return new ScriptFacts(kb, text, vendorOverride);
    }

    /** The command's program word index (after prefix assignments and wrappers like exec), or -1 for pure assignments. */
    static int programIndex(List<ShellScript.Word> words) {
        int i = 0;
        while (i < words.size() && isAssignment(words.get(i))) {
            i++;
        }
        while (i < words.size() && WRAPPERS.contains(base(words.get(i)))) {
            i++;
        }
        return i < words.size() ? i : -1;
    }

    static boolean isAssignment(ShellScript.Word w) {
        return ASSIGN.matcher(w.raw()).matches();
    }

    /** The program name without its folder ({@code /usr/bin/srun} -> srun); raw text when not literal. */
    static String base(ShellScript.Word w) {
        String v = w.value() != null ? w.value() : w.raw();
        int slash = v.lastIndexOf('/');
        return slash >= 0 ? v.substring(slash + 1) : v;
    }

    /** Variables that libraries read from the environment only (NCCL, RCCL, torch, HIP/ROCr, CUDA, UCX, libfabric, MPI, OpenMP, gloo). */
    private static final List<String> LIBRARY_PREFIXES = List.of("NCCL_", "RCCL_", "TORCH_", "PYTORCH_", "HSA_", "HIP_", "ROCR_", "CUDA_",
            "UCX_", "FI_", "OMPI_", "PMIX_", "GLOO_", "OMP_", "MIOPEN_");

    /**
     * Whether {@code name} is a launcher's value (MASTER_ADDR, MASTER_PORT, NNODES, ...) that can reach
     * the processes as a command-line flag; a library's variable reaches them through the environment only.
     */
    static boolean launcherValue(String name) {
        return LIBRARY_PREFIXES.stream().noneMatch(name::startsWith);
    }

    /** Commands whose arguments go nowhere: expanding a variable there passes it to no one. */
    private static final Set<String> INERT = Set.of("echo", "printf", "test", "[", "[[", ":", "true", "false", "logger");

    /**
     * Whether the batch shell itself expands {@code name} into a command line or into another variable's
     * value ({@code --rdzv_endpoint $MASTER_ADDR:$MASTER_PORT}, {@code LAUNCHER="... --nnodes $NNODES"}):
     * the value then reaches the launcher as an argument, and only what child processes read from their
     * environment needs export. Expansions inside single quotes are not the shell's (a
     * child shell expands them, from its environment), nor are those in echo/printf/test or in the
     * variable's own assignment.
     */
    static boolean expandedByTheShell(ShellScript sh, String name) {
        for (ShellScript.Command c : sh.commands()) {
            List<ShellScript.Word> w = c.words();
            int p = programIndex(w);
            if (p >= 0 && INERT.contains(base(w.get(p)))) {
                continue;
            }
            for (ShellScript.Word word : w) {
                Matcher m = ASSIGN.matcher(word.raw());
                if (m.matches() && m.group(1).equals(name)) {
                    continue;
                }
                for (ShellScript.Expansion e : word.expansions()) {
                    if (name.equals(e.name())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static void collect(ShellScript sh, List<Assign> assigns, Set<String> exported) {
        for (ShellScript.Command c : sh.commands()) {
            List<ShellScript.Word> w = c.words();
            int p = programIndex(w);
            if (p < 0) {
                for (ShellScript.Word word : w) {
                    assigns.add(assign(word, AssignKind.PLAIN, c));
                }
                continue;
            }
            String prog = base(w.get(p));
            if (prog.equals("export") || ((prog.equals("declare") || prog.equals("typeset")) && hasFlag(w, p, 'x'))) {
                for (int k = p + 1; k < w.size(); k++) {
                    ShellScript.Word word = w.get(k);
                    if (isAssignment(word)) {
                        Assign a = assign(word, AssignKind.EXPORT, c);
                        assigns.add(a);
                        exported.add(a.name());
                    } else if (IDENT.matcher(word.raw()).matches()) {
                        exported.add(word.raw());
                    }
                }
                continue;
            }
            if (prog.equals("local") || prog.equals("declare") || prog.equals("typeset") || prog.equals("readonly")) {
                continue;
            }
            for (int k = 0; k < p; k++) {
                if (isAssignment(w.get(k))) {
                    assigns.add(assign(w.get(k), AssignKind.PREFIX, c));
                }
            }
            if (prog.equals("env")) {
                for (int k = p + 1; k < w.size() && isAssignment(w.get(k)); k++) {
                    assigns.add(assign(w.get(k), AssignKind.PREFIX, c));
                }
            }
        }
    }

    private static boolean hasFlag(List<ShellScript.Word> w, int p, char flag) {
        for (int k = p + 1; k < w.size(); k++) {
            String r = w.get(k).raw();
            if (r.startsWith("-") && !r.startsWith("--") && r.indexOf(flag) > 0) {
                return true;
            }
        }
        return false;
    }

    private static Assign assign(ShellScript.Word word, AssignKind kind, ShellScript.Command c) {
        Matcher m = ASSIGN.matcher(word.raw());
        if (!m.matches()) {
            throw new IllegalStateException(word.raw());
        }
        String value = null;
        if (word.value() != null && m.group(2).isEmpty()) {
            value = word.value().substring(word.value().indexOf('=') + 1);
        }
        return new Assign(m.group(1), value, word, kind, c);
    }

    // ---- facts ---------------------------------------------------------------------------------

    private static GpuVendor inferVendor(KnowledgeBase kb, String text, ShellScript sh, List<Assign> assigns) {
        GeneratedHeader h = GeneratedHeader.find(text);
        if (h != null && h.profile() != null) {
            ProfileCatalog builtIns = ProfileCatalog.load(List.of());
            if (builtIns.find(h.profile()) != null) {
                return builtIns.resolve(h.profile(), "header").gpuVendor();
            }
        }
        boolean amd = false;
        boolean nvidia = false;
        for (Assign a : assigns) {
            Variable v = kb.find(a.name());
            if (v != null && v.vendor() == Vendor.AMD) {
                amd = true;
            } else if (v != null && v.vendor() == Vendor.NVIDIA) {
                nvidia = true;
            }
        }
        for (ShellScript.Command c : sh.commands()) {
            int p = programIndex(c.words());
            if (p >= 0) {
                String prog = base(c.words().get(p));
                amd |= prog.equals("rocm-smi") || prog.equals("amd-smi");
                nvidia |= prog.equals("nvidia-smi");
            }
        }
        return amd == nvidia ? null : amd ? GpuVendor.AMD : GpuVendor.NVIDIA;
    }

    /** True with evidence of more than one node, false with evidence of exactly one, null when unknown. */
    private static Boolean multiNode(ShellScript sh, List<Assign> assigns) {
        Boolean result = null;
        for (ShellScript.Directive d : sh.directives()) {
            Matcher m = DIRECTIVE_NODES.matcher(d.text());
            if (m.find()) {
                long n = Long.parseLong(m.group(2) != null ? m.group(2) : m.group(1));
                if (n > 1) {
                    return true;
                }
                result = false;
            }
        }
        for (Assign a : assigns) {
            if (a.name().equals("NNODES") && a.value() != null && a.value().matches("\\d+")) {
                if (Long.parseLong(a.value()) > 1) {
                    return true;
                }
                result = false;
            }
        }
        for (ShellScript.Command c : sh.commands()) {
            List<ShellScript.Word> w = c.words();
            boolean torchrun = false;
            boolean nnodes = false;
            for (int k = 0; k < w.size(); k++) {
                String v = base(w.get(k));
                torchrun |= v.equals("torchrun") || v.equals("torch.distributed.run") || v.equals("torch.distributed.launch");
                String[] flag = flagValue(w, k, NODES_FLAGS);
                if (flag != null) {
                    nnodes = true;
                    String val = flag[1];
                    if (val != null) {
                        String max = val.contains(":") ? val.substring(val.indexOf(':') + 1) : val;
                        if (max.matches("\\d+") && Long.parseLong(max) > 1) {
                            return true;
                        }
                    }
                }
            }
            if (torchrun && !nnodes && result == null) {
                result = false;
            }
        }
        return result;
    }

    /**
     * When word k is one of {@code flags} ({@code --f=v} or {@code --f v}): {flag, literal value or null}; else null.
     */
    static String[] flagValue(List<ShellScript.Word> w, int k, Set<String> flags) {
        ShellScript.Word word = w.get(k);
        String raw = word.raw();
        int eq = raw.indexOf('=');
        if (eq > 0 && flags.contains(raw.substring(0, eq))) {
            return new String[] {raw.substring(0, eq), word.value() == null ? null : word.value().substring(eq + 1)};
        }
        if (flags.contains(raw) && k + 1 < w.size()) {
            return new String[] {raw, w.get(k + 1).value()};
        }
        return null;
    }
}
