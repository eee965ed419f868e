package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Nodes that disagree on the rendezvous (a node rank given twice, WORLD_SIZE or --nnodes larger or smaller than the processes started,
 * MASTER_ADDR localhost on a worker, one RANK for every task) as torch's store based barrier in init_process_group shows it: the
 * progress line it logs every 10 s while the count of processes that checked in differs from the world size, in the 1.8-1.13 wording
 * (worker_count), the 2.0-2.1 one (num_workers_joined) and the 2.2+ debug one (the seconds glued to "rank:"), under logging prefixes;
 * the time-out that ends the wait; and the negatives (the barrier's other log lines, the format string in source code). Columns: the
 * codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledRankVariablesWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            Waiting in store based barrier to initialize process group for rank: 0, key: store_based_barrier_key:1 (world_size=2, worker_count=4, timeout=1 day, 0:00:00) ¦ torch.rendezvous-timeout ¦  ¦  ¦ efficientteacher issue 85: torch 1.x, more processes checked in than the world size (two launches on one store)
            [2023-07-16 13:13:15,966][torch.distributed.distributed_c10d][INFO] - Waiting in store based barrier to initialize process group for rank: 0, key: store_based_barrier_key:1 (world_size=2, worker_count=1, timeout=0:30:00) ¦ torch.rendezvous-timeout ¦  ¦  ¦ RVT issue 18: under hydra's log prefix, one of two processes
            2022-05-10 05:38:33 | INFO | torch.distributed.distributed_c10d | Waiting in store based barrier to initialize process group for rank: 2, key: store_based_barrier_key:1 (world_size=2, worker_count=3, timeout=0:30:00) ¦ torch.rendezvous-timeout ¦  ¦  ¦ metaseq issue 52: fairseq-style pipes, a rank 2 in a world of 2
            INFO:root:Waiting in store based barrier to initialize process group for rank: 6, key: store_based_barrier_key:1 (world_size=8, worker_count=7, timeout=0:30:00) ¦ torch.rendezvous-timeout ¦  ¦  ¦ Lightning issue 4420: the root logger's prefix, one process of eight missing
            Waiting in store based barrier to initialize process group for rank: 3, key: store_based_barrier_key:1 (world_size=16, num_workers_joined=8, timeout=0:30:00) ¦ torch.rendezvous-timeout ¦  ¦  ¦ torch 2.0-2.1 distributed_c10d.py: num_workers_joined, a second node of eight processes never came
            Waiting in store based barrier to initialize process group for 30.0123 secondsrank: 0, key: store_based_barrier_key:1 (world_size=16, num_workers_joined=8, timeout=0:30:00 error=timeout) ¦ torch.rendezvous-timeout ¦  ¦  ¦ torch 2.2+ distributed_c10d.py logger.debug: the seconds glued to "rank:"
            Waiting in store based barrier to initialize processgroup for rank: 1, key: store_based_barrier_key:2 (world_size=4, worker_count=2, timeout=0:30:00) ¦ torch.rendezvous-timeout ¦  ¦  ¦ a copy of the barrier that splits the literal without a blank ("process" "group")
            gpu-node2: Waiting in store based barrier to initialize process group for rank: 8, key: store_based_barrier_key:1 (world_size=16, worker_count=8, timeout=0:30:00) ¦ torch.rendezvous-timeout ¦ gpu-node2 ¦  ¦ the same under pdsh's host prefix: names the node
            RuntimeError: Timed out initializing process group in store based barrier on rank: 7, for key: store_based_barrier_key:1 (world_size=8, worker_count=9, timeout=0:30:00) ¦ torch.rendezvous-timeout ¦  ¦  ¦ parallelformers issue 54: the time-out that ends the wait, one process too many
            Added key: store_based_barrier_key:1 to store for rank: 2 ¦ - ¦  ¦  ¦ negative: the barrier's check-in line
            Rank 1: Completed store-based barrier for key:store_based_barrier_key:1 with 2 nodes. ¦ - ¦  ¦  ¦ negative: the barrier completed
                            "Waiting in store based barrier to initialize process group for " ¦ - ¦  ¦  ¦ negative: the format string in source code, no rank or counts
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " ¦ ");
    }
}
