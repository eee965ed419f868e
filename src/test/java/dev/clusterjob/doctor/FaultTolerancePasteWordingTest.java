package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Fault-tolerance layers above torchrun (issue 26): nvidia-resiliency-ext's rank monitor time-outs (0.2-0.7, with 0.6's "[Cycle N]" and the
 * "[RankMonServerPID@HOST:RANK]" logger prefix that names the host), torchft's lighthouse that cannot close a quorum (0.1's and 0.1.1+'s
 * wordings) and its manager's max_retries, NeMo's exp_manager / AutoResume that finds nothing to resume (and its "Training from scratch."
 * note, which is no finding), and the healing and report lines of a run that recovers. One row per wording and release, with host names of
 * several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class FaultTolerancePasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [2025-03-04 10:12:01,123] [WARNING] [RankMonServer4242@gpu-07:3] Did not get subsequent heartbeat. Waited 60.00 seconds. | nvrx.rank-hang | gpu-07 |  | nvidia-resiliency-ext 0.3-0.5 rank_monitor_server.py _is_hb_timeout_elapsed, RankMonitorLogger's prefix naming the host
            [2026-02-01 08:00:00,001] [WARNING] [RankMonServer99@node12.cluster.example.org:0] [Cycle 2] Did not get initial heartbeat. Waited 1800.00 seconds. | nvrx.rank-hang | node12.cluster.example.org |  | nvidia-resiliency-ext 0.6-0.7: the initial heartbeat after "[Cycle N]", a fully qualified host
            [2025-06-01 11:00:00,000] [WARNING] [RankMonServer123@10.1.2.3:5] Section 'step' has been open for 301.52 seconds. Timeout is 300.00 seconds. | nvrx.rank-hang | 10.1.2.3 |  | nvidia-resiliency-ext 0.3-0.5 _is_section_timeout_elapsed: a section left open, the host an address
            0: [2026-05-05 05:05:05,555] [WARNING] [RankMonServer7@dgx-a100-017:1] [Cycle 0] Was out of section for 125.00 seconds. Timeout is 120.00 seconds. | nvrx.rank-hang | dgx-a100-017 |  | nvidia-resiliency-ext 0.6+ out-of-section time-out, behind srun --label
            [2025-09-09 09:09:09,909] [WARNING] [RankMonServer31@gpu-07:<none>] Did not get initial heartbeat. Waited 60.00 seconds. | nvrx.rank-hang | gpu-07 |  | nvidia-resiliency-ext 0.3+: a monitor whose rank never connected ("<none>" for its rank)
            Did not get subsequent heartbeat. Waited 45.00 seconds. | nvrx.rank-hang |  |  | nvidia-resiliency-ext 0.2: the two f-strings joined, without a logger prefix
            [rank3]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 3 has a total capacity of 79.10 GiB of which 1.02 GiB is free.\\n[2025-03-04 10:12:01,123] [WARNING] [RankMonServer4242@gpu-07:3] Did not get subsequent heartbeat. Waited 60.00 seconds. | torch.cuda-oom,nvrx.rank-hang | gpu-07 |  | a rank's own failure before the monitor's time-out: the time-out is its witness, ordered after it; rank 3's host is the one the monitor's prefix gives for rank 3
            torchft::lighthouse: 2025-02-10T10:00:00.000+00:00 - INFO Quorum status: New quorum not ready, only have 1 participants, need min_replicas 2 [1/1 participants healthy][1 heartbeating] | torchft.no-quorum |  |  | torchft 0.1.1+ src/lighthouse.rs quorum_compute: fewer groups than min_replicas
            INFO torchft::lighthouse: New quorum not ready, only have 2 participants, need at least half of 5 healthy workers [2/2 participants healthy][5 heartbeating] | torchft.no-quorum |  |  | torchft 0.1.1+ quorum_compute: fewer than half of the heartbeating groups joined (split-brain guard)
            torchft::lighthouse: 2025-01-09T19:50:55.422+00:00 - INFO start: No quorum, only have 0 participants, need 1 | torchft.no-quorum |  |  | torchft 0.1 quorum_compute's first wording, as the lighthouse's start tick logs it
            2026-01-01T00:00:00.000 [ERROR] [torchft.manager] - [Replica train_ddp_1] should_commit failed 4 times consecutively, exceeding max_retries=3 | torchft.commit-failed |  |  | torchft manager.py should_commit (max_retries, 2025-04+), the manager logger's replica prefix
            RuntimeError: should_commit failed 11 times consecutively, exceeding max_retries=10 | torchft.commit-failed |  |  | the same raised as RuntimeError at the end of the traceback
            nemo.utils.exp_manager.NotFoundError: There were no checkpoints found in checkpoint_dir or no checkpoint folder at checkpoint_dir :/results/llama/checkpoints. Cannot resume. | checkpoint.not-found |  |  | NeMo 1.5+ exp_manager.py check_resume and NeMo 2 nemo/lightning/resume.py AutoResume: resume_if_exists without a checkpoint
            gpu-07: NotFoundError: There was no checkpoint folder at checkpoint_dir :/lustre/run1/checkpoints. Cannot resume. | checkpoint.not-found | gpu-07 |  | NeMo 1.x exp_manager.py check_resume's first wording, behind pdsh's prefix
            [NeMo W 2024-02-02 10:00:00 resume:215] There were no checkpoints found in checkpoint_dir or no checkpoint folder at checkpoint_dir :nemo_experiments/run/default/checkpoints. Training from scratch. | - |  |  | NeMo's warning with resume_ignore_no_checkpoint: every first run prints it, no finding
            2026-06-01T10:00:00.000 [INFO] [torchft::manager] - [Replica r1] healing is required step=3, max_step=10, recover_src_replica_rank=0 | - |  |  | torchft manager.rs: a replica group that heals from another after a failure, no finding
            torchft::lighthouse: 2025-02-10T10:00:01.000+00:00 - INFO Detected quorum change, bumping quorum_id to 4 | - |  |  | torchft lighthouse.rs: a new quorum after a group left or joined, no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
