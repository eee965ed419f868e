package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Starting DeepSpeed, accelerate and torchrun on several nodes, a third batch: torchrun's own usage errors (argparse, prog
 * {@code torchrun} or {@code run.py}, an option left without its value by an empty variable), torch.distributed's init_method without a
 * scheme ("No rendezvous handler for ://"), TCPStore's "Address already in use" retyped with a blank before the colon, DeepSpeed's MPI
 * runners refusing --num_gpus from accelerate, the pdsh runner's KeyError quoted in a sentence, the store client's time-out on a rank that
 * is not rank 0. One row per wording and release, with host names of several shapes; the codes of the findings in order ("-": none), the
 * host and peer of the first. {@code \n} in a row is a line break. The real logs these were checked on are in the open corpus
 * (realworld/doctor, the doc141 block of index.tsv).
 */
class MultiNodeLaunchThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            torchrun: error: argument --master-addr/--master_addr: expected one argument | torch.launcher-config |  |  | torch 2.x distributed/run.py get_args_parser through argparse ("%(prog)s: error: %(message)s"): --master_addr $MASTER_ADDR with the variable empty
            fix bug: torchrun: error: argument --master-addr/--master_addr: expec… | torch.launcher-config |  |  | the same quoted in a pull request's title that cut it
            gpu-07: torchrun: error: argument --node-rank/--node_rank: invalid int value: '' | torch.launcher-config | gpu-07 |  | torch 2.x: argparse's "invalid %(type)s value: %(value)r" for an empty $NODE_RANK, behind pdsh's prefix
            node12.cluster.example.org: torchrun: error: unrecognized arguments: --nproc_per_node=8 | torch.launcher-config | node12.cluster.example.org |  | argparse's "unrecognized arguments: %s" (an option torchrun does not know: a typo, another launcher's option), behind a fully qualified host prefix
            run.py: error: argument --master_addr: expected one argument | torch.launcher-config |  |  | torch 1.9-1.13 python -m torch.distributed.run (prog run.py), the underscore spelling alone
            0: run.py: error: argument --nnodes: expected one argument | torch.launcher-config |  |  | the same for --nnodes, behind srun --label
            run.py: error: the following arguments are required: --data-dir | - |  |  | a user's own script named run.py whose option is missing: no torchrun option, not this rule
            train.py: error: unrecognized arguments: --local_rank=0 | torch.launcher-config |  |  | the training script's own argparse refusing torch.distributed.launch's --local_rank: not torchrun's usage error, but the launcher and the script disagreeing on the rank argument, read by its own rule (SampledLauncherArgsWordingTest)
            RuntimeError: No rendezvous handler for :// | torch.launcher-config |  |  | torch 1.0-2.11 distributed/rendezvous.py rendezvous(): raise RuntimeError(f"No rendezvous handler for {result.scheme}://") with an empty --dist-url
            10.1.2.3: RuntimeError: No rendezvous handler for tpc:// | torch.launcher-config | 10.1.2.3 |  |  the same for a misspelt scheme, behind pdsh's address prefix
            [rank0]: RuntimeError: No rendezvous handler for env:// | torch.launcher-config |  |  | a torch build without the env:// handler (Windows before 1.7), behind torchrun's [rankN]: prefix
            RuntimeError: No rendezvous handler for tcp:// | torch.launcher-config |  |  | torch 0.4 THD distributed init ("No rendezvous handler for %s://") on a build without it
            RuntimeError : Address already in use at /opt/conda/conda-bld/pytorch_1535491974311/work/torch/lib/THD/process_group/General.cpp:17 | torch.master-port-in-use |  |  | torch 0.4.1 THD DataChannel's listen (errno 98) retyped with a blank before the colon
            gpu-07: RuntimeError : Address already in use | torch.master-port-in-use | gpu-07 |  | torch 1.0-1.8 rendezvous.py TCPStore(...) the same way, behind pdsh's prefix
            RuntimeError: Address already in use | torch.master-port-in-use |  |  | torch 1.0-1.8 as the program prints it
            openmpi backend does not support limiting num nodes/gpus | deepspeed.launcher-config |  |  | DeepSpeed launcher/multinode_runner.py OpenMPIRunner.get_cmd (0.7-0.18): raise ValueError(f"{self.name} backend does not support limiting num nodes/gpus"), accelerate passing --num_gpus to the openmpi launcher
            ValueError: mvapich backend does not support worker include/exclusion | deepspeed.launcher-config |  |  | MVAPICHRunner.get_cmd (0.5-0.18) for --include/--exclude
            get error: KeyError: 'PDSH_SSH_ARGS_APPEND' in | deepspeed.launcher-config |  |  | DeepSpeed multinode_runner.py PDSHRunner.get_cmd (0.10.1-0.14.0) with --ssh_port, quoted inside a sentence
            [E socket.cpp:957] [c10d] The client socket has timed out after 600s while trying to connect to (127.0.0.1, 3333). | torch.rendezvous-timeout |  | 127.0.0.1 | torch 2.1-2.2 c10d socket.cpp: RANK=1 with WORLD_SIZE=1 waits for a store no rank 0 hosts
            /bin/sh: 1: torchrun: not found | launch.command-not-found |  |  | dash's "%s: %d: %s: not found": LLaMA-Factory's FORCE_TORCHRUN under sudo, whose PATH lacks the environment's torchrun
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
