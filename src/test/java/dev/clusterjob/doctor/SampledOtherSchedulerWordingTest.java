package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Failures of schedulers other than Slurm found in a sampled batch of pasted logs, as their programs print them: Grid Engine's qacct
 * record of a job that ended on a signal (its exit_status 128 + N, where no failure state or other line says why), and OAR's node_change_state setting the
 * job's nodes Suspected after an event of the job's launch (OAR 3's and OAR 2.5's wordings), with the negatives that must stay healthy.
 * Columns: text | codes in order ("-": none) | host of the first | peer of the first | source; {@code \n} in a row is a line break.
 */
class SampledOtherSchedulerWordingTest extends WordingTable {
    private static final String ROWS = """
            failed: 100 : assumedly after job\\n\\nexit_status: 140 | slurm.task-killed | | | OCS qacct (clusterscheduler issue 66): the failure state and exit_status as a poster retyped them, SIGUSR2 (128 + 12)
            failed       100 : assumedly after job\\nexit_status  137 | slurm.task-killed | | | SGE 6.x-OCS 9.x ocs_qacct.cc SHOWJOB_U32_FAILED and SHOWJOB_U32_20 "exit_status": SIGKILL
            qname        all.q\\nhostname     node55\\nfailed       0\\nexit_status  0 | - | | | negative: a record of a job that ended well
            qname        gpu.q\\nhostname     gpu-07\\nfailed       37  : qmaster enforced h_rt limit\\nexit_status  137 | slurm.time-limit | gpu-07 | | negative for the signal: where the failure state names the limit, the limit is the one finding
            exit_status  1 | - | | | negative: the job's own failing exit status is no signal
            exit_status  271 | - | | | negative: above 128 + 64 is no signal's status
            "exit_status": 137, | - | | | negative: a JSON field (qacct -o json, a workflow tool's report) is not the record's line
            [ WARNING] [2025-09-11 20:31:33,691] [oar.modules.node_change_state::run:228]: Set nodes to suspected after error CPUSET_ERROR kraken-c39,kraken-c40,kraken-c41 | slurm.launch-failed | kraken-c39 | | OAR 3 oar/modules/node_change_state.py "Set nodes to suspected after error " + type + " " + ",".join(hosts), the real line (oar3 issue 113)
            [ WARNING] [2026-06-19 10:02:11,120] [oar.modules.node_change_state::run:228]: Set nodes to suspected after error LAUNCHING_OAREXEC_TIMEOUT bigfoot2 | slurm.launch-failed | bigfoot2 | | OAR 3 the same after oarexec did not start
            W|2023-05-04T10:11:12.345|NodeChangeState/12345||Set nodes to suspected after error (PROLOGUE_ERROR): dahu-3.grenoble.grid5000.fr, dahu-4.grenoble.grid5000.fr | slurm.launch-failed | dahu-3.grenoble.grid5000.fr | | OAR 2.5 node_change_state.pl "Set nodes to suspected after error ($type): " . join(", ", @hosts) behind Judas's default LOG_FORMAT "%s|%s|%s/%s|%s|%s"
            [ WARNING] [2025-09-11 21:02:40,001] [oar.modules.node_change_state::run:228]: Set nodes to suspected after error PING_CHECKER_NODE_SUSPECTED gpu-node-12 | slurm.node-fail | gpu-node-12 | | OAR 3 the ping checker's event: the node stopped answering
            W|2023-05-04T11:00:00.001|NodeChangeState/12399||Set nodes to suspected after error (EPILOGUE_ERROR): node-7 | slurm.epilog-failed | node-7 | | OAR 2.5 the epilogue's event, after the job ran
            [ WARNING] [2025-09-11 21:05:00,000] [oar.modules.node_change_state::run:228]: Set nodes to suspected after error SUSPEND_ERROR node-3 | - | | | negative: a suspend that failed ended no job
            [ WARNING] [2025-09-11 20:31:33,823] [oar.modules.node_change_state::run:284]: Resubmiting job 697222 => ((0, ''), 697223) (due to event CPUSET_ERROR & job is neither a reservation nor an interactive job) | - | | | negative: the resubmission alone names no node (the Suspected line beside it is the finding)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }
}
