package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.know.Severity;
import dev.clusterjob.know.Variable;
import dev.clusterjob.lint.ScriptFacts.Assign;
import dev.clusterjob.lint.ScriptFacts.AssignKind;
import dev.clusterjob.render.JobPlan;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.clusterjob.lint.ScriptFacts.ASSIGN;
import static dev.clusterjob.lint.ScriptFacts.base;
import static dev.clusterjob.lint.ScriptFacts.flagValue;
import static dev.clusterjob.lint.ScriptFacts.isAssignment;
import static dev.clusterjob.lint.ScriptFacts.programIndex;

/**
 * The launch traps of a script: fixed port 29500, localhost rendezvous on several nodes, fixed ranks,
 * per-task variables expanded by the batch shell (accelerate #2816), GPU visibility set by hand,
 * the deprecated torch.distributed.launch and collective timeouts of days.
 */
final class LaunchRules {
    private static final Set<String> PORT_FLAGS = Set.of("--master_port", "--master-port", "--main_process_port", "--main-process-port");
    private static final Set<String> ADDR_FLAGS = Set.of("--master_addr", "--master-addr", "--main_process_ip", "--main-process-ip");
    private static final Set<String> RANK_FLAGS = Set.of("--node_rank", "--node-rank", "--machine_rank", "--machine-rank");
    private static final Set<String> ENDPOINT_FLAGS = Set.of("--rdzv_endpoint", "--rdzv-endpoint");
    private static final Set<String> TASK_LAUNCHERS = Set.of("srun", "mpirun", "mpiexec", "orterun", "prterun");
    private static final Set<String> LOCALHOST = Set.of("localhost", "127.0.0.1", "::1", "0.0.0.0");
    private static final long ONE_DAY_S = 86_400;

    private final KnowledgeBase kb;

    LaunchRules(KnowledgeBase kb) {
        this.kb = kb;
    }

    private static int lineOf(List<ShellScript.Word> w, int k) {
        return w.get(k).line();
    }

    /** The rules on one assignment: port 29500, a fixed or local MASTER_ADDR, a fixed rank, GPU visibility set by hand. */
    void assignment(String file, Assign a, ScriptFacts f, List<Finding> out) {
        boolean batch = f.batch;
        Boolean multiNode = f.multiNode;
        String name = a.name();
        String value = a.value();
        int line = a.word().line();
        Variable v = kb.find(name);
        if (name.equals("MASTER_PORT") && "29500".equals(value)) {
            out.add(port29500(file, line, "MASTER_PORT=29500").withVariable(name));
        }
        if (name.equals("MASTER_ADDR") && value != null) {
            localhost(file, line, "MASTER_ADDR=" + value, value, batch, multiNode, out, name);
            if (batch && !LOCALHOST.contains(value) && !value.isEmpty()) {
                out.add(LintRule.RDZV_FIXED_MASTER.finding("MASTER_ADDR=" + value + " is fixed in a Slurm batch script, but Slurm chooses the nodes: "
                                + "the job may not include " + value,
                        "derive it from the allocation: export MASTER_ADDR=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1) "
                                + "(clusterjob render does this, with a fallback when scontrol is missing)").at(file, line).withVariable(name));
            }
        }
        if (v != null && v.perProcess() && !"slurm".equals(v.setBy()) && value != null) {
            if (batch) {
                out.add(LintRule.RANK_FIXED.finding(name + "=" + value + " is fixed, but every node and process of this batch job gets the same "
                                + "value: all of them claim rank " + value,
                        "derive it in each task's own shell: " + rankSource(name) + " (clusterjob render --launcher ... does this)")
                        .at(file, line).withVariable(name));
            } else if (a.kind() != AssignKind.PREFIX) {
                out.add(Finding.of(Severity.INFO, LintRule.RANK_FIXED.code(), name + "=" + value + " is fixed: it must differ on every node (or process) "
                                + "that runs this script; copied unchanged to another node, both claim rank " + value,
                        "edit it per node, or let the scheduler set it: " + rankSource(name) + " under Slurm (clusterjob render derives it)")
                        .at(file, line).withVariable(name));
            }
        }
        if (v != null && v.gpuVisibility() && value != null) {
            if (batch) {
                out.add(LintRule.SLURM_VISIBLE_DEVICES_SET.finding(name + "=" + value + " is set by hand in a Slurm job: Slurm already sets the "
                                + "visible GPUs to the ones it allocated (bound by cgroup); a fixed list points at GPUs of other jobs or at none",
                        "remove it; ask for GPUs with --gpus-per-node (or --gpus-per-task / --gpu-bind for one GPU per task)")
                        .at(file, line).withVariable(name));
            } else {
                out.add(Finding.of(Severity.INFO, LintRule.SLURM_VISIBLE_DEVICES_SET.code(), name + "=" + value
                                + " is set by hand: fine on one workstation, wrong once the script runs under Slurm, which sets the visible GPUs itself",
                        "under Slurm, remove it and request GPUs with --gpus-per-node").at(file, line).withVariable(name));
            }
        }
    }

    private static String rankSource(String name) {
        return switch (name) {
            case "RANK" -> "RANK=$SLURM_PROCID";
            case "LOCAL_RANK" -> "LOCAL_RANK=$SLURM_LOCALID";
            default -> name + "=$SLURM_NODEID";
        };
    }

    private static Finding port29500(String file, int line, String what) {
        return LintRule.PORT_FIXED_29500.finding(what + ": 29500 is the default port of torchrun, DeepSpeed and accelerate, so two jobs "
                        + "that share a node collide (EADDRINUSE) or join each other's rendezvous",
                "derive the port from the job id, e.g. MASTER_PORT=$((" + JobPlan.Rendezvous.PORT_BASE + " + SLURM_JOB_ID % "
                        + JobPlan.Rendezvous.PORT_SPAN + ")) (clusterjob render does this)")
                .at(file, line);
    }

    private static void localhost(String file, int line, String what, String value, boolean batch, Boolean multiNode,
                                  List<Finding> out, String variable) {
        String host = value.contains(":") && !value.equals("::1") ? value.substring(0, value.lastIndexOf(':')) : value;
        if (!LOCALHOST.contains(host) && !host.startsWith("127.")) {
            return;
        }
        if (Boolean.TRUE.equals(multiNode)) {
            out.add(LintRule.RDZV_LOCALHOST_MULTINODE.finding(what + " in a multi-node job: each node looks for rank 0's store on itself, "
                                    + "so the other nodes never join (LLaMA-Factory falls back to 127.0.0.1 the same way when MASTER_ADDR is unset)",
                            "use the first host of the job: MASTER_ADDR=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1)")
                    .at(file, line).withVariable(variable));
        } else if (multiNode == null && batch) {
            out.add(Finding.of(Severity.WARNING, LintRule.RDZV_LOCALHOST_MULTINODE.code(), what + " in a Slurm batch script whose node count "
                                    + "is not fixed here: with more than one node the others never reach rank 0",
                            "use the first host of the job: MASTER_ADDR=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1)")
                    .at(file, line).withVariable(variable));
        }
    }

    /**
     * The rules on commands: per-task variables expanded by the launching shell, port 29500 and local
     * rendezvous flags, fixed --node_rank, torch.distributed.launch, huge --ddp_timeout.
     */
    void commands(String file, ScriptFacts f, List<Finding> out) {
        Set<String> perTask = kb.perTaskVariables();
        Map<String, String> tainted = new HashMap<>();
        for (ShellScript.Command c : f.sh.commands()) {
            List<ShellScript.Word> w = c.words();
            int p = programIndex(w);
            String prog = p >= 0 ? base(w.get(p)) : null;
            if (f.batch && !c.inFunction() && (p < 0 || "export".equals(prog))) {
                batchAssignments(file, w, perTask, tainted, out);
            }
            if (prog != null && TASK_LAUNCHERS.contains(prog) && !c.inFunction()) {
                launcherLine(file, prog, w, perTask, tainted, out);
            }
            for (int k = 0; k < w.size(); k++) {
                flags(file, w, k, f.batch, f.multiNode, out);
            }
        }
    }

    /** Batch-level assignments from per-task variables: their value is node 0's, exported to every task (recorded in {@code tainted}). */
    private static void batchAssignments(String file, List<ShellScript.Word> w, Set<String> perTask, Map<String, String> tainted, List<Finding> out) {
        for (ShellScript.Word word : w) {
            if (!isAssignment(word)) {
                continue;
            }
            String src = perTaskUse(word, perTask, Map.of());
            if (src != null) {
                String name = ASSIGN.matcher(word.raw()).replaceFirst("$1");
                tainted.put(name, src);
                out.add(LintRule.SHELL_EARLY_EXPANSION.finding(name + " is set from " + src + " in the batch shell, which runs on the first "
                                        + "node only: " + src + " there is node 0's value, and every task inherits it",
                                "set it inside the task's shell: srun bash -c 'export " + name + "=$" + src.replace("$", "") + "; exec ...' "
                                        + "or in a function shipped with declare -f (clusterjob render does this)")
                        .at(file, word.line()).withVariable(name));
            }
        }
    }

    /** A task launcher's line ({@code srun}, {@code mpirun} ...) that expands a per-task variable before any task starts. */
    private static void launcherLine(String file, String prog, List<ShellScript.Word> w, Set<String> perTask, Map<String, String> tainted,
            List<Finding> out) {
        for (ShellScript.Word word : w) {
            String src = perTaskUse(word, perTask, tainted);
            if (src != null) {
                out.add(LintRule.SHELL_EARLY_EXPANSION.finding(src + " on this " + prog + " line is expanded by the launching shell before "
                                        + prog + " starts any task, so every node gets the same value (accelerate #2816: every node became rank 0)",
                                "escape it (\\$SLURM_NODEID) or single-quote the command, so each task's shell expands it: "
                                        + prog + " bash -c 'exec torchrun --node_rank=$SLURM_NODEID ...'")
                        .at(file, word.line()));
            }
        }
    }

    /** The rules on word {@code k} as a flag: port 29500, a local rendezvous address, a fixed rank, torch.distributed.launch, a huge timeout. */
    private void flags(String file, List<ShellScript.Word> w, int k, boolean batch, Boolean multiNode, List<Finding> out) {
        String[] port = flagValue(w, k, PORT_FLAGS);
        if (port != null && "29500".equals(port[1])) {
            out.add(port29500(file, lineOf(w, k), port[0] + " 29500"));
        }
        String[] ep = flagValue(w, k, ENDPOINT_FLAGS);
        if (ep != null && ep[1] != null) {
            if (ep[1].endsWith(":29500")) {
                out.add(port29500(file, lineOf(w, k), ep[0] + " " + ep[1]));
            }
            localhost(file, lineOf(w, k), ep[0] + " " + ep[1], ep[1], batch, multiNode, out, null);
        }
        String[] addr = flagValue(w, k, ADDR_FLAGS);
        if (addr != null && addr[1] != null) {
            localhost(file, lineOf(w, k), addr[0] + " " + addr[1], addr[1], batch, multiNode, out, null);
        }
        String[] rank = flagValue(w, k, RANK_FLAGS);
        if (rank != null && rank[1] != null && batch) {
            out.add(LintRule.RANK_FIXED.finding(rank[0] + " " + rank[1] + " is fixed in a batch script: every node runs this line with the same rank",
                    "pass " + rank[0] + "=\"$SLURM_NODEID\" expanded in each task's shell (see shell.early-expansion)").at(file, lineOf(w, k)));
        }
        if ("-m".equals(w.get(k).raw()) && k + 1 < w.size() && "torch.distributed.launch".equals(w.get(k + 1).value())) {
            out.add(LintRule.LAUNCHER_DEPRECATED.finding("python -m torch.distributed.launch is deprecated: PyTorch points to torchrun "
                            + "(it sets LOCAL_RANK in the environment instead of passing --local_rank)",
                    "use torchrun with the same --nnodes/--node_rank/--nproc_per_node/--master_addr/--master_port options").at(file, lineOf(w, k)));
        }
        String[] timeout = flagValue(w, k, Set.of("--ddp_timeout", "--ddp-timeout"));
        if (timeout != null && timeout[1] != null && timeout[1].matches("\\d{1,18}") && Long.parseLong(timeout[1]) > ONE_DAY_S) {
            out.add(LintRule.TORCH_TIMEOUT_HUGE.finding(timeout[0] + " " + timeout[1] + " s is " + humanSeconds(Long.parseLong(timeout[1]))
                            + ": a collective that hangs (a dead peer, a broken link) is never reported, the job just sits until its time limit",
                    "use 1800-7200 s, long enough for the slowest step (checkpoint save, data preprocessing on rank 0)").at(file, lineOf(w, k)));
        }
    }

    /** The per-task variable a word expands in the launching shell ("$SLURM_NODEID"), or null. */
    private static String perTaskUse(ShellScript.Word word, Set<String> perTask, Map<String, String> tainted) {
        for (ShellScript.Expansion e : word.expansions()) {
            if (e.name() != null && perTask.contains(e.name())) {
                return "$" + e.name();
            }
            if (e.name() != null && tainted.containsKey(e.name())) {
                return "$" + e.name() + " (from " + tainted.get(e.name()) + ")";
            }
        }
        return null;
    }

    static String humanSeconds(long s) {
        if (s >= 365L * ONE_DAY_S) {
            return String.format(java.util.Locale.ROOT, "about %.1f years", s / (365.0 * ONE_DAY_S));
        }
        return String.format(java.util.Locale.ROOT, "about %.1f days", s / (double) ONE_DAY_S);
    }
}
